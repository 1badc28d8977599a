import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3110, title: 'portal video (standalone)', kits: ['@care/ui/mui'] })
