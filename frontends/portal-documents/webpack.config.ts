import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3103, title: 'Portal documents (standalone)', kits: ['@care/ui/mui'] })
