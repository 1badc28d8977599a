import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3109, title: 'portal care plan (standalone)', kits: ['@care/ui/mui'] })
