// The published suite of @tellescope/sdk as it ships in node_modules: where it is, which of its
// test functions the harness runs (read from its TypeScript source), which collections each one
// reaches (loading the compiled suite with our patches is load-suite.ts's).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { collections } from '@care/contracts/collections/index'
import { SUITE_COMPILED, SUITE_SOURCE } from './load-suite.ts'

// where the suite is and how it is loaded: load-suite.ts (what a unit's process needs, without the
// contracts this file reads the built collections from)
export { loadSuite, SESSION_NAMES, SUITE_COMPILED, SUITE_SOURCE, type LoadedSuite } from './load-suite.ts'

export interface Unit {
  /** the function's name, or generated:<model> for the suite's generated tests of one model */
  name: string
  kind: 'function' | 'generated'
  /** the collections its requests name (sdk.api.<collection>), its helpers' included */
  collections: string[]
}

const BUILT = new Set(collections.map((c) => c.name))
export const isBuilt = (collection: string) => BUILT.has(collection)

/** Top-level `const name = …` bodies of the source, by name. */
function topLevelBodies(source: string): Map<string, string> {
  const bodies = new Map<string, string>()
  const starts = [...source.matchAll(/^(?:export )?const (\w+)\s*(?::[^=\n]*)?=/gm)]
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].index : source.length
    bodies.set(m[1], source.slice(m.index, end))
  })
  return bodies
}

/**
 * Code without its string literals (template literals with a `${…}` are kept whole) and comments:
 * a helper is called by name in code, never in a check's title — log_header("Lockout tests") does
 * not call the `tests` table, which reaches every collection.
 */
export const codeOnly = (text: string) => text
  .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.|\$(?!\{))*`/g, "''")
  .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')

/** What a function's body and the helpers it calls reach, transitively. */
function reach(name: string, bodies: Map<string, string>, seen = new Set<string>()): string {
  if (seen.has(name)) return ''
  seen.add(name)
  const body = bodies.get(name) ?? ''
  const code = codeOnly(body)
  let text = body
  for (const other of bodies.keys()) {
    if (other !== name && new RegExp(`\\b${other}\\b`).test(code)) text += reach(other, bodies, seen)
  }
  return text
}

const collectionsIn = (text: string) => [...new Set([...text.matchAll(/\.api\.(\w+)/g)].map((m) => m[1]))].sort()
const makesRequests = (text: string) => /\b(sdk\w*|enduserSDK\w*|subEnduserSDK|axios)\b/.test(text)

/**
 * The units the harness runs, in the suite's own order: the functions its runner awaits, then the
 * per-collection functions of its `tests` table, then its generated tests per model. Functions
 * that make no request (pure helpers such as validate_schema) are left out.
 */
export function discoverUnits(models: string[]): Unit[] {
  const source = readFileSync(SUITE_SOURCE, 'utf8')
  const bodies = topLevelBodies(source)
  const runnerAt = source.lastIndexOf('\n(async () => {')
  if (runnerAt < 0) throw new Error('published suite: its runner was not found')
  const runnerCalls = [...source.slice(runnerAt).matchAll(/^\s+await (\w+)\(\)\s*(?:\/\/.*)?$/gm)].map((m) => m[1])
  const table = bodies.get('tests') ?? ''
  const tableCalls = [...table.matchAll(/^\s+\w+: (\w+),?\s*$/gm)].map((m) => m[1]).filter((f) => f !== 'NO_TEST')
  const names = [...new Set([...runnerCalls, ...tableCalls])]
  const units: Unit[] = []
  for (const name of names) {
    if (!bodies.has(name)) throw new Error(`published suite: function ${name} not found`)
    const text = reach(name, bodies)
    if (makesRequests(text)) units.push({ name, kind: 'function', collections: collectionsIn(text) })
  }
  for (const model of models) units.push({ name: `generated:${model}`, kind: 'generated', collections: [model] })
  return units
}

/** The models the suite's generated tests go through (its schema's keys). */
export function suiteModels(): string[] {
  const vendorRequire = createRequire(SUITE_COMPILED)
  return Object.keys((vendorRequire('@tellescope/schema') as { schema: Record<string, unknown> }).schema)
}

