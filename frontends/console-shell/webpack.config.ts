import { shellConfig } from '@care/build'

export default shellConfig({ dir: import.meta.dirname, port: 3200, publicPath: '/console/', title: 'Care console' })
