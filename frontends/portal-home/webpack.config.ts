import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3101, title: 'Portal home (standalone)', kits: ['@care/ui/mui'] })
