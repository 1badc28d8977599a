import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3107, title: 'portal booking (standalone)', kits: ['@care/ui/mui'] })
