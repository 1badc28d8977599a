// A shell: the page (index.html at `publicPath`) that hosts remotes. It declares no remotes at
// build time: it fetches the manifest at run time (see runtime/remotes.ts), so remotes can be
// redeployed without rebuilding it. It provides the shared singletons to every remote.
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import { baseConfig, type WebpackConfig } from './base-config.ts'
import type { ConfigFactory } from './env.ts'
import { htmlPage } from './html.ts'
import { federationName } from './names.ts'
import { sharedKits, sharedSingletons } from './shared.ts'
import { shellFederation } from './federation-runtime.ts'

/** The platform's icon: copied beside each shell's index.html (`/favicon.ico` at the portal's
 *  root, so browsers that ask for it by default get an icon, not a 404) and linked from the page;
 *  an organization's own favicon replaces the link at run time (portal-shell's branding). */
export const FAVICON = fileURLToPath(new URL('../assets/favicon.ico', import.meta.url))

export interface ShellOptions {
  /** the frontend's folder: `import.meta.dirname` */
  dir: string
  /** federation name; default from the folder (`portal-shell` → `portal_shell`) */
  name?: string
  /** dev server port */
  port: number
  /** where the gateway mounts it: '/' (portal) or '/console/' (console); must end with '/' */
  publicPath?: string
  /** the page title before the app sets its own */
  title?: string
  entry?: string
  /** kit modules shared with the other builds of its family (e.g. '@care/ui/mui'), see sharedKits */
  kits?: readonly string[]
}

export function shellConfig(o: ShellOptions): ConfigFactory<WebpackConfig> {
  return (env) => {
    const name = o.name ?? federationName(basename(o.dir))
    const publicPath = o.publicPath ?? '/'
    if (!publicPath.endsWith('/')) throw new Error(`shellConfig: publicPath must end with '/', got '${publicPath}'`)
    const config = baseConfig({ dir: o.dir, name, port: o.port, entry: o.entry, publicPath }, env)
    config.plugins = [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: { ...sharedSingletons(o.dir), ...sharedKits(o.dir, o.kits ?? []) },
        dts: false,
        manifest: false,
        ...shellFederation(),
      }),
      new HtmlWebpackPlugin({ templateContent: htmlPage(o.title ?? name), chunks: ['main'], favicon: FAVICON }),
    ]
    if (env.serve && config.devServer) config.devServer.historyApiFallback = { index: publicPath }
    return config
  }
}
