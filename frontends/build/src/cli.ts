// `care-build build` (production, into dist/) and `care-build dev` (webpack-dev-server on the
// frontend's own port), run in a frontend's folder (npm run build|dev -w <pkg>). The frontend's
// webpack.config.ts default-exports a factory from remoteConfig/shellConfig (or a plain config).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import webpack, { type Stats } from 'webpack'
import WebpackDevServer from 'webpack-dev-server'
import type { WebpackConfig } from './base-config.ts'
import type { BuildEnv } from './env.ts'
import { precompressDir } from './precompress.ts'

type ConfigExport = WebpackConfig | ((env: BuildEnv) => WebpackConfig | Promise<WebpackConfig>)

export async function loadConfig(dir: string, env: BuildEnv): Promise<WebpackConfig> {
  const file = join(dir, 'webpack.config.ts')
  if (!existsSync(file)) throw new Error(`no webpack.config.ts in ${dir}`)
  const mod = (await import(pathToFileURL(file).href)) as { default: ConfigExport }
  const exported = mod.default
  return typeof exported === 'function' ? exported(env) : exported
}

function run(compiler: webpack.Compiler): Promise<Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => (err || !stats ? reject(err ?? new Error('webpack gave no stats')) : resolve(stats)))
    })
  })
}

export async function build(dir: string): Promise<boolean> {
  const started = Date.now()
  const config = await loadConfig(dir, { mode: 'production', serve: false })
  const stats = await run(webpack(config))
  if (stats.hasErrors()) {
    console.error(stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY }))
    return false
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY }))
  const outDir = config.output?.path ?? join(dir, 'dist')
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
  const bytes = files.reduce((sum, f) => sum + statSync(join(f.parentPath, f.name)).size, 0)
  // served compressed: .br and .gz beside each text asset (the gateway and nginx pick one)
  const packed = precompressDir(outDir)
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  console.log(`${relative(process.cwd(), outDir) || '.'}: ${files.length} files, ${kib(bytes)} (${packed.files} precompressed: ${kib(packed.bytes)} → br ${kib(packed.brBytes)}, gz ${kib(packed.gzBytes)}), ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

export async function dev(dir: string): Promise<void> {
  const config = await loadConfig(dir, { mode: 'development', serve: true })
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config))
  await server.start()
  const stop = () => server.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

export async function main(argv: string[], dir = process.cwd()): Promise<number> {
  const [command] = argv
  if (command === 'build') return (await build(dir)) ? 0 : 1
  if (command === 'dev') {
    await dev(dir)
    return -1 // keeps running
  }
  console.error('usage: care-build build|dev   (in a frontend folder with a webpack.config.ts)')
  return 2
}
