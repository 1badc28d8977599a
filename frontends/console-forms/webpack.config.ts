import { remoteConfig } from '@care/build'
import type { BuildEnv } from '@care/build/env'

const remote = remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3204, title: 'Console forms (standalone)' })

// the branching chart's stylesheet (@xyflow/react's style.css) comes in as text and is put in a
// <style> when the chart first shows (src/builder/flow-chart.tsx): no CSS loader is needed
export default (env: BuildEnv) => {
  const config = remote(env)
  config.module?.rules?.push({ test: /\.css$/, type: 'asset/source' })
  return config
}
