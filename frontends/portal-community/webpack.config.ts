import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3106, title: 'Portal community (standalone)', kits: ['@care/ui/mui'] })
