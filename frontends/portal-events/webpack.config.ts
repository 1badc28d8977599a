import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3108, title: 'portal events (standalone)', kits: ['@care/ui/mui'] })
