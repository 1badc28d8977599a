// Keeps every chart's Chart.lock in step with its Chart.yaml, as `helm dependency update` would
// write it, without helm or a network: file:// dependencies are locked at their chart's version, a
// remote one keeps the version already locked (it must still satisfy its range; a new one needs its
// repository: `helm dependency update charts/<chart>` where helm and the network are). The digest
// is Helm's own (HashReq in helm's internal/resolver: sha256 of Go's JSON of [requested, locked]),
// so `helm dependency build` (charts/build-deps.sh) accepts the file.
//   node --import tsx charts/lock.ts           rewrite the locks that are out of date
//   node --import tsx charts/lock.ts --check   exit 1 when one is (tests/charts runs the same check)
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const CHARTS_DIR = fileURLToPath(new URL('.', import.meta.url))

/** A dependency as Chart.yaml states it (Helm's chart.Dependency). */
export interface Dependency {
  name: string
  version?: string
  repository: string
  condition?: string
  tags?: string[]
  enabled?: boolean
  'import-values'?: unknown[]
  alias?: string
}
export interface Locked {
  name: string
  repository: string
  version: string
}
export interface Lock {
  dependencies: Locked[]
  digest: string
  generated: string
}

/** Go's encoding/json: struct field order, omitempty, and <, >, & escaped as json.Marshal does. */
function goJson(deps: Dependency[]): string {
  const ordered = deps.map((d) => ({
    name: d.name,
    ...(d.version ? { version: d.version } : {}),
    repository: d.repository ?? '',
    ...(d.condition ? { condition: d.condition } : {}),
    ...(d.tags?.length ? { tags: d.tags } : {}),
    ...(d.enabled ? { enabled: d.enabled } : {}),
    ...(d['import-values']?.length ? { 'import-values': d['import-values'] } : {}),
    ...(d.alias ? { alias: d.alias } : {}),
  }))
  return JSON.stringify(ordered).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Helm's digest of a chart's requested and locked dependencies. */
export function helmDigest(requested: Dependency[], locked: Locked[]): string {
  const data = `[${goJson(requested)},${goJson(locked)}]`
  return `sha256:${createHash('sha256').update(data).digest('hex')}`
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/
const compare = (a: string, b: string): number => {
  const [x, y] = [SEMVER.exec(a), SEMVER.exec(b)]
  if (!x || !y) throw new Error(`not a semantic version: ${x ? b : a}`)
  for (let i = 1; i <= 3; i++) if (Number(x[i]) !== Number(y[i])) return Number(x[i]) - Number(y[i])
  return x[4] === y[4] ? 0 : !x[4] ? 1 : !y[4] ? -1 : x[4] < y[4] ? -1 : 1
}

/** Whether `version` meets a range of space-separated comparators (=, >, >=, <, <=), or an exact version. */
export function satisfies(version: string, range: string): boolean {
  return range.trim().split(/\s*,\s*|\s+/).every((part) => {
    const m = /^(>=|<=|>|<|=)?\s*(.+)$/.exec(part)
    if (!m || !SEMVER.test(m[2])) throw new Error(`unsupported version range '${range}' (use comparators, or run helm dependency update)`)
    const c = compare(version, m[2])
    switch (m[1]) {
      case '>=': return c >= 0
      case '<=': return c <= 0
      case '>': return c > 0
      case '<': return c < 0
      default: return c === 0
    }
  })
}

const readYaml = (path: string): any => parse(readFileSync(path, 'utf8'))

/** The lock `chart` should have; throws when a remote dependency has no usable locked version. */
export function expectedLock(chartDir: string): { requested: Dependency[]; locked: Locked[] } | undefined {
  const requested: Dependency[] = readYaml(join(chartDir, 'Chart.yaml')).dependencies ?? []
  if (!requested.length) return undefined
  const current: Lock | undefined = existsSync(join(chartDir, 'Chart.lock')) ? readYaml(join(chartDir, 'Chart.lock')) : undefined
  const locked = requested.map((d): Locked => {
    if (d.repository.startsWith('file://')) {
      const version = String(readYaml(join(resolve(chartDir, d.repository.slice('file://'.length)), 'Chart.yaml')).version)
      if (!satisfies(version, String(d.version))) throw new Error(`${chartDir}: ${d.name} is at ${version}, outside ${d.version}`)
      return { name: d.name, repository: d.repository, version }
    }
    const previous = current?.dependencies.find((l) => l.name === d.name && l.repository === d.repository)
    if (!previous || !satisfies(String(previous.version), String(d.version))) {
      throw new Error(`${chartDir}: ${d.name} (${d.repository}, ${d.version}) needs resolving: helm dependency update ${chartDir}`)
    }
    return { name: d.name, repository: d.repository, version: String(previous.version) }
  })
  return { requested, locked }
}

/** Chart.lock as Helm writes it (sigs.k8s.io/yaml: keys sorted, the time quoted). */
export function renderLock(lock: Lock): string {
  const deps = lock.dependencies.map((d) => `- name: ${d.name}\n  repository: ${d.repository}\n  version: ${d.version}\n`).join('')
  return `dependencies:\n${deps}digest: ${lock.digest}\ngenerated: "${lock.generated}"\n`
}

export interface LockStatus {
  chart: string
  upToDate: boolean
  lock?: Lock
}

/** Every chart with dependencies, its lock as it should be, and whether the committed one matches. */
export function lockStatus(chartsDir = CHARTS_DIR): LockStatus[] {
  const out: LockStatus[] = []
  for (const chart of readdirSync(chartsDir).sort()) {
    const dir = join(chartsDir, chart)
    if (!existsSync(join(dir, 'Chart.yaml'))) continue
    const expected = expectedLock(dir)
    if (!expected) continue
    const digest = helmDigest(expected.requested, expected.locked)
    const current: Lock | undefined = existsSync(join(dir, 'Chart.lock')) ? readYaml(join(dir, 'Chart.lock')) : undefined
    const same = current?.digest === digest && JSON.stringify(current.dependencies.map((d) => ({ ...d, version: String(d.version) }))) === JSON.stringify(expected.locked)
    out.push({ chart, upToDate: same, lock: { dependencies: expected.locked, digest, generated: same ? String(current!.generated) : new Date().toISOString() } })
  }
  return out
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const stale = lockStatus().filter((s) => !s.upToDate)
  for (const s of stale) {
    if (check) console.error(`charts/${s.chart}/Chart.lock is out of date: node --import tsx charts/lock.ts`)
    else {
      writeFileSync(join(CHARTS_DIR, s.chart, 'Chart.lock'), renderLock(s.lock!))
      console.log(`charts/${s.chart}/Chart.lock written`)
    }
  }
  process.exit(check && stale.length ? 1 : 0)
}
