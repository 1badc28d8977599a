import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3111, title: 'portal communications (standalone)', kits: ['@care/ui/mui'] })
