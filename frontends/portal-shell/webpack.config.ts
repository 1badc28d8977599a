import { shellConfig } from '@care/build'

export default shellConfig({ dir: import.meta.dirname, port: 3100, publicPath: '/', title: 'Your Portal', kits: ['@care/ui/mui'] })
