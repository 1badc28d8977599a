import { remoteConfig } from '@care/build'

export default remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3207, title: 'console billing (standalone)', kits: ['@care/ui/mui'] })
