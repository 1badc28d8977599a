import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3208, title: 'console inbox (standalone)', kits: ['@care/ui/mui'] })
