import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3206, title: 'console calendar (standalone)', kits: ['@care/ui/mui'] })
