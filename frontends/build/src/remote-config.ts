// A remote: a container (`remoteEntry.js`, unhashed) exposing modules, usually `./app` with
// single-spa-react lifecycles; under `care-build dev` also an index.html so it runs alone.
import { basename } from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import { baseConfig, type WebpackConfig } from './base-config.ts'
import type { ConfigFactory } from './env.ts'
import { htmlPage } from './html.ts'
import { federationName, REMOTE_ENTRY } from './names.ts'
import { sharedKits, sharedSingletons } from './shared.ts'
import { remoteFederation } from './federation-runtime.ts'

export interface RemoteOptions {
  /** the frontend's folder: `import.meta.dirname` */
  dir: string
  /** federation name; default from the folder (`portal-home` → `portal_home`) */
  name?: string
  /** exposed modules, e.g. `{ './app': './src/app.tsx' }` */
  exposes: Record<string, string>
  /** dev server port for running this remote alone */
  port: number
  /** entry of the standalone page (default './src/index.ts') */
  entry?: string
  /** page title when running alone */
  title?: string
  /** kit modules shared with the other builds of its family (e.g. '@care/ui/mui'), see sharedKits */
  kits?: readonly string[]
}

export function remoteConfig(o: RemoteOptions): ConfigFactory<WebpackConfig> {
  return (env) => {
    const name = o.name ?? federationName(basename(o.dir))
    const config = baseConfig({ dir: o.dir, name, port: o.port, entry: o.entry, publicPath: 'auto' }, env)
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY,
        exposes: o.exposes,
        shared: { ...sharedSingletons(o.dir), ...sharedKits(o.dir, o.kits ?? []) },
        dts: false,
        manifest: false,
        ...remoteFederation(env.serve),
      }),
      ...(env.serve ? [new HtmlWebpackPlugin({ templateContent: htmlPage(o.title ?? name), chunks: ['main'] })] : []),
    ]
    if (!env.serve) config.entry = {} // production: only the container and its chunks
    return config
  }
}
