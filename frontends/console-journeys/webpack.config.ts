import { remoteConfig } from '@care/build'
import type { BuildEnv } from '@care/build/env'

const remote = remoteConfig({ dir: import.meta.dirname, exposes: { './app': './src/app.tsx' }, port: 3209, title: 'console journeys (standalone)', kits: ['@care/ui/mui'] })

// the flowchart's stylesheet (@xyflow/react's style.css) comes in as text and is put in a <style>
// when the chart first shows (src/editor/flow-canvas.tsx), as console-forms does: no CSS loader
export default (env: BuildEnv) => {
  const config = remote(env)
  config.module?.rules?.push({ test: /\.css$/, type: 'asset/source' })
  return config
}
