// The webpack configuration every frontend shares: TypeScript/TSX through esbuild-loader, esbuild
// minification, hashed file names, dist/ output, a filesystem cache and a dev server in
// development. remoteConfig and shellConfig add Module Federation and HTML on top.
import { join } from 'node:path'
import type { Configuration } from 'webpack'
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'
import { EsbuildPlugin } from 'esbuild-loader'
import { apiUrl, wantsSourceMaps, type BuildEnv } from './env.ts'

export type WebpackConfig = Configuration & { devServer?: DevServerConfiguration }

export interface BaseOptions {
  /** the frontend's folder (`import.meta.dirname` in its webpack.config.ts) */
  dir: string
  /** the federation name, also webpack's uniqueName */
  name: string
  /** its dev server's port */
  port: number
  /** entry module relative to `dir` (default './src/index.ts', an async boundary importing the app) */
  entry?: string
  /** where the built files are served from: 'auto' for remotes, the mount path for shells */
  publicPath: string
}

/**
 * Browsers we build for: every evergreen browser of the last few years. es2022 keeps class fields
 * native, so esbuild writes no helpers for them (see CHUNK_FILE below for why helpers matter).
 */
export const TARGET = 'es2022'

/**
 * A production chunk's file name ('<id>.<hash>.js'), not an entry's. Chunks are classic scripts, so
 * whatever a minifier leaves at their top level is a global of the page: esbuild's helpers (`var
 * dt=Object.defineProperty`, names chosen per file) of one remote's chunk replaced the shell's
 * helpers of the same name, and MUI's ButtonBase then lost its ripple's effect ('r is not a
 * function', every button of the page gone). Chunks are minified inside a function; entries are
 * not (a container's top-level `var <name>` is what the federation runtime looks up).
 */
export const CHUNK_FILE = /^\d+\.[0-9a-f]+\.js$/

/** the production minimizers: chunks wrapped in a function, entries left at the top level */
export const minimizers = () => [
  new EsbuildPlugin({ target: TARGET, css: true, legalComments: 'none', format: 'iife', include: CHUNK_FILE }),
  new EsbuildPlugin({ target: TARGET, css: true, legalComments: 'none', format: undefined, exclude: CHUNK_FILE }),
]

export function baseConfig(o: BaseOptions, env: BuildEnv): WebpackConfig {
  const production = env.mode === 'production'
  return {
    mode: env.mode,
    context: o.dir,
    entry: { main: o.entry ?? './src/index.ts' },
    target: 'web',
    devtool: production ? (wantsSourceMaps() ? 'source-map' : false) : 'eval-cheap-module-source-map',
    output: {
      path: join(o.dir, 'dist'),
      publicPath: o.publicPath,
      uniqueName: o.name,
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:12].js' : '[id].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: TARGET, jsx: 'automatic' },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
      ],
    },
    // minimizers(): entries keep their top level (esbuild-loader's default format would wrap each
    // file in an IIFE and rename the container's `var <name>`); chunks are wrapped (CHUNK_FILE).
    // splitChunks: every shared module is its own async chunk, and under webpack's default
    // minSize (20 kB) the small modules they have in common (react-is, MUI's utils and theme
    // helpers) were copied into each of them; at 4 kB they get chunks of their own: the portal's
    // first page fell from 227.6 to 215.6 KB gzipped for 10 more (small) requests.
    optimization: production ? { splitChunks: { chunks: 'async', minSize: 4000 }, minimizer: minimizers() } : {},
    performance: { hints: false },
    cache: production ? false : { type: 'filesystem', cacheDirectory: join(o.dir, 'node_modules', '.cache', 'webpack') },
    infrastructureLogging: { level: 'warn' },
    devServer: env.serve
      ? {
          port: o.port,
          host: process.env.HOST ?? 'localhost',
          historyApiFallback: true,
          // a shell on another port loads this build's chunks
          headers: { 'Access-Control-Allow-Origin': '*' },
          hot: false,
          liveReload: true,
          static: false,
          client: { overlay: { warnings: false, errors: true } },
          proxy: [{ context: ['/v1', '/remotes.json', '/remotes', '/dev'], target: apiUrl(), ws: true, changeOrigin: true }],
        }
      : undefined,
  }
}
