// What the chart checks read from the repository: the deployables (discovered, never listed),
// the charts and their values as Helm would merge them, skaffold's configs, the environment
// variables each deployable's code reads, and a structural reader for Go templates.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, parseAllDocuments } from 'yaml'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const CHARTS = join(ROOT, 'charts')
export const UMBRELLA = join(CHARTS, 'care-platform')

export type Kind = 'service' | 'gateway' | 'frontend'
export interface Deployable {
  /** the values block, dependency alias and image suffix: identity, gateway, portal-shell */
  name: string
  kind: Kind
  /** workspace folder relative to the root: services/identity, gateway, frontends/portal-shell */
  dir: string
}

/** The chart each kind of deployable is an alias of. */
export const CHART_OF: Record<Kind, string> = { service: 'care-service', gateway: 'care-gateway', frontend: 'care-frontend' }

/**
 * Every deployable in a checkout: each services/<name>/src/main.ts but the kit's, gateway/src/main.ts,
 * and each frontends/<name>/package.json with a `build` script.
 */
export function discoverDeployables(root = ROOT): Deployable[] {
  const found: Deployable[] = []
  const dirs = (parent: string) =>
    existsSync(join(root, parent)) ? readdirSync(join(root, parent)).filter((n) => statSync(join(root, parent, n)).isDirectory()).sort() : []
  if (existsSync(join(root, 'gateway', 'src', 'main.ts'))) found.push({ name: 'gateway', kind: 'gateway', dir: 'gateway' })
  for (const name of dirs('services')) {
    if (name !== 'kit' && existsSync(join(root, 'services', name, 'src', 'main.ts'))) found.push({ name, kind: 'service', dir: `services/${name}` })
  }
  for (const name of dirs('frontends')) {
    const manifest = join(root, 'frontends', name, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) found.push({ name, kind: 'frontend', dir: `frontends/${name}` })
  }
  return found
}

export const imageOf = (d: Deployable) => `care-${d.name}`
/** skaffold's template name for an image: characters Go templates cannot take become `_` */
export const skaffoldImageKey = (image: string) => image.replace(/[^A-Za-z0-9_]/g, '_')

export const readText = (path: string) => readFileSync(path, 'utf8')
export const readYaml = (path: string): any => parse(readText(path))
export const readYamlDocuments = (path: string): any[] => parseAllDocuments(readText(path)).map((d) => {
  if (d.errors.length) throw new Error(`${relative(ROOT, path)}: ${d.errors[0].message}`)
  return d.toJS()
})

export const isMap = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Helm's coalescing: maps merge key by key, anything else replaces, null deletes. */
export function merge(base: any, over: any): any {
  if (!isMap(base) || !isMap(over)) return over === undefined ? structuredClone(base) : structuredClone(over)
  const out: Record<string, any> = structuredClone(base)
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k]
    else out[k] = k in out ? merge(out[k], v) : structuredClone(v)
  }
  return out
}

export interface ChartInfo {
  dir: string
  chart: any
  values: any
}
export function loadChart(name: string): ChartInfo {
  const dir = join(CHARTS, name)
  return {
    dir,
    chart: readYaml(join(dir, 'Chart.yaml')),
    values: existsSync(join(dir, 'values.yaml')) ? readYaml(join(dir, 'values.yaml')) ?? {} : {},
  }
}
export const chartDirs = () => readdirSync(CHARTS).filter((n) => existsSync(join(CHARTS, n, 'Chart.yaml'))).sort()

export type Profile = 'base' | 'dev' | 'prod'
export const PROFILES: Profile[] = ['base', 'dev', 'prod']

/** The umbrella's values for a profile: values.yaml, then values-<profile>.yaml. */
export function umbrellaValues(profile: Profile): any {
  const base = readYaml(join(UMBRELLA, 'values.yaml'))
  return profile === 'base' ? base : merge(base, readYaml(join(UMBRELLA, `values-${profile}.yaml`)) ?? {})
}

/** The umbrella's dependency entry for an alias (or name). */
export const umbrellaDependency = (alias: string) =>
  (loadChart('care-platform').chart.dependencies ?? []).find((d: any) => (d.alias ?? d.name) === alias)

/** What a deployable's subchart sees: its chart's defaults, the umbrella's globals, its block. */
export function effectiveValues(alias: string, profile: Profile): any {
  const dependency = umbrellaDependency(alias)
  if (!dependency) throw new Error(`no dependency ${alias} in charts/care-platform/Chart.yaml`)
  const umbrella = umbrellaValues(profile)
  const defaults = loadChart(dependency.name).values
  return merge(merge(defaults, { global: umbrella.global ?? {} }), umbrella[alias] ?? {})
}

// ── skaffold ────────────────────────────────────────────────────────────────────────────────
export const skaffoldConfigs = (): any[] => readYamlDocuments(join(ROOT, 'skaffold.yaml'))
export const skaffoldConfig = (name: string) => skaffoldConfigs().find((c) => c?.metadata?.name === name)
export const artifactsOf = (config: any): any[] => config?.build?.artifacts ?? []

// ── environment variables the code reads ─────────────────────────────────────────────────────
/** The workspace folders a deployable runs with: its own and, transitively, its workspace dependencies. */
export function workspaceClosure(dir: string, root = ROOT): string[] {
  const rootPkg = JSON.parse(readText(join(root, 'package.json')))
  const byName = new Map<string, string>()
  for (const pattern of rootPkg.workspaces ?? []) {
    const parent = pattern.endsWith('/*') ? pattern.slice(0, -2) : undefined
    const candidates = parent ? (existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((n) => `${parent}/${n}`) : []) : [pattern]
    for (const c of candidates) {
      if (existsSync(join(root, c, 'package.json'))) byName.set(JSON.parse(readText(join(root, c, 'package.json'))).name, c)
    }
  }
  const out: string[] = []
  const queue = [dir]
  while (queue.length) {
    const d = queue.shift()!
    if (out.includes(d)) continue
    out.push(d)
    const pkg = JSON.parse(readText(join(root, d, 'package.json')))
    for (const dep of Object.keys(pkg.dependencies ?? {})) if (byName.has(dep)) queue.push(byName.get(dep)!)
  }
  return out
}

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated' || name === 'test' || name === 'testing' || name === 'test-fixture') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.(m?[jt]sx?)$/.test(name) && !/\.test\.[jt]sx?$/.test(name)) yield path
  }
}

const ENV_PATTERNS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g, // process.env.PORT
  /process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g, // process.env['PORT']
  /\benv\.([A-Z][A-Z0-9_]*)\b/g, // const env = process.env …; env.BODY_LIMIT
  /\b\w+\(\s*(?:\w+\s*,\s*)?['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]\s*[,)]/g, // required('NATS_URL'), envNumber(env, 'X_Y')
]

/** Every environment variable name the sources under `dirs` (their src/ folders) read. */
export function envRead(dirs: string[], root = ROOT): Set<string> {
  const names = new Set<string>()
  for (const d of dirs) {
    for (const file of sourceFiles(join(root, d, 'src'))) {
      const text = readText(file)
      for (const pattern of ENV_PATTERNS) for (const m of text.matchAll(pattern)) names.add(m[1])
    }
  }
  return names
}

/** The sources of a deployable and its workspace dependencies, concatenated (for string searches). */
export function sourcesText(dirs: string[], root = ROOT): string {
  return dirs.flatMap((d) => [...sourceFiles(join(root, d, 'src'))].map(readText)).join('\n')
}

// ── Go templates ─────────────────────────────────────────────────────────────────────────────
export interface TemplateScan {
  /** names defined with `define` */
  defines: Map<string, string>
  /** names used with include/template */
  includes: Set<string>
  /** unbalanced blocks, else/end out of place, unterminated actions or comments */
  errors: string[]
  /** text outside any define, comments and actions removed (a library file must have none) */
  topLevelText: string
}

const OPENERS = new Set(['if', 'range', 'with', 'define', 'block'])

/** Reads the actions of a Go/Helm template: block structure, defines and includes. */
export function scanTemplate(source: string, file = 'template'): TemplateScan {
  const scan: TemplateScan = { defines: new Map(), includes: new Set(), errors: [], topLevelText: '' }
  const stack: { keyword: string; name?: string; bodyStart: number; line: number }[] = []
  const lineAt = (i: number) => source.slice(0, i).split('\n').length
  let i = 0
  while (i < source.length) {
    const open = source.indexOf('{{', i)
    if (open < 0) {
      if (!stack.some((s) => s.keyword === 'define')) scan.topLevelText += source.slice(i)
      break
    }
    if (!stack.some((s) => s.keyword === 'define')) scan.topLevelText += source.slice(i, open)
    let start = open + 2
    if (source[start] === '-' && /\s/.test(source[start + 1] ?? '')) start += 2
    const rest = source.slice(start).trimStart()
    if (rest.startsWith('/*')) {
      const endComment = source.indexOf('*/', start)
      const close = endComment < 0 ? -1 : source.indexOf('}}', endComment)
      if (close < 0) {
        scan.errors.push(`${file}:${lineAt(open)}: unterminated comment`)
        break
      }
      i = close + 2
      continue
    }
    // an action ends at the first }} outside a string literal
    let j = start
    let quote: string | undefined
    let close = -1
    while (j < source.length) {
      const c = source[j]
      if (quote) {
        if (c === '\\' && quote === '"') j++
        else if (c === quote) quote = undefined
      } else if (c === '"' || c === '`') quote = c
      else if (c === '}' && source[j + 1] === '}') {
        close = j
        break
      }
      j++
    }
    if (close < 0) {
      scan.errors.push(`${file}:${lineAt(open)}: unterminated action`)
      break
    }
    let body = source.slice(start, close)
    if (/\s-$/.test(body)) body = body.slice(0, -2)
    body = body.trim()
    const keyword = body.split(/[\s(]/)[0]
    for (const m of body.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)) scan.includes.add(m[1])
    if (OPENERS.has(keyword)) {
      const name = keyword === 'define' || keyword === 'block' ? /^\w+\s+"([^"]+)"/.exec(body)?.[1] : undefined
      if ((keyword === 'define' || keyword === 'block') && !name) scan.errors.push(`${file}:${lineAt(open)}: ${keyword} without a quoted name`)
      if (keyword === 'define' && stack.length) scan.errors.push(`${file}:${lineAt(open)}: define "${name}" inside ${stack[stack.length - 1].keyword}`)
      stack.push({ keyword, name, bodyStart: close + 2, line: lineAt(open) })
    } else if (keyword === 'else') {
      const top = stack[stack.length - 1]
      if (!top || !['if', 'range', 'with'].includes(top.keyword)) scan.errors.push(`${file}:${lineAt(open)}: else outside if/range/with`)
    } else if (keyword === 'end') {
      const top = stack.pop()
      if (!top) scan.errors.push(`${file}:${lineAt(open)}: end without a block`)
      else if (top.keyword === 'define' && top.name) {
        if (scan.defines.has(top.name)) scan.errors.push(`${file}:${top.line}: "${top.name}" defined twice`)
        scan.defines.set(top.name, source.slice(top.bodyStart, open))
      }
    }
    i = close + 2
  }
  for (const open of stack) scan.errors.push(`${file}:${open.line}: ${open.keyword}${open.name ? ` "${open.name}"` : ''} never ends`)
  return scan
}

/** Every template file of a chart (templates/**), scanned. */
export function scanChartTemplates(chartDir: string): Map<string, TemplateScan> {
  const out = new Map<string, TemplateScan>()
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ya?ml|tpl|txt)$/.test(name)) out.set(relative(ROOT, path), scanTemplate(readText(path), relative(ROOT, path)))
    }
  }
  walk(join(chartDir, 'templates'))
  return out
}
