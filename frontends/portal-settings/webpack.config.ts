import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3102, title: 'Portal settings (standalone)', kits: ['@care/ui/mui'] })
