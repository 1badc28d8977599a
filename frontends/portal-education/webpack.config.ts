import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3105, title: 'Portal education (standalone)', kits: ['@care/ui/mui'] })
