// The published suite of @tellescope/sdk as it ships in node_modules: where it is, which of its
// test functions the harness runs (read from its TypeScript source), which collections each one
// reaches, and the compiled file loaded with our patches (patches.ts) in a fresh module.
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { collections } from '@care/contracts/collections/index'
import { applyPatches, RUNNER_START, type PatchContext } from './patches.ts'

const require = createRequire(import.meta.url)
const SDK_DIR = dirname(require.resolve('@tellescope/sdk/package.json'))
export const SUITE_SOURCE = join(SDK_DIR, 'src/tests/tests.ts')
export const SUITE_COMPILED = join(SDK_DIR, 'lib/cjs/tests/tests.js')

/** The suite's sessions the runner authenticates before each function, as its own runner does. */
export const SESSION_NAMES = ['sdk', 'sdkSub', 'sdkOtherSub', 'sdkSubSub', 'sdkNonAdmin', 'sdkOther', 'sdkMfa', 'sdkMfaApiKey', 'enduserSDK', 'subEnduserSDK'] as const

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

export interface LoadedSuite {
  functions: Record<string, () => Promise<unknown>>
  run_generated_tests: (o: { queries: unknown; model: unknown; name: string; returns: { create: unknown } }) => Promise<unknown>
  schema: Record<string, { customActions?: { create?: { returns?: unknown } } }>
  sessions: Record<(typeof SESSION_NAMES)[number], Record<string, unknown> & { api: Record<string, unknown> }>
}

/**
 * Loads the compiled suite with our patches into a module of its own (requires resolve from its
 * folder in node_modules), without its runner; answers its functions and sessions.
 */
export function loadSuite(context: PatchContext, functionNames: string[]): LoadedSuite {
  const original = readFileSync(SUITE_COMPILED, 'utf8')
  const patched = applyPatches(original, context)
  const cut = patched.lastIndexOf(RUNNER_START)
  if (cut < 0 || patched.indexOf(RUNNER_START) !== cut) throw new Error('published suite: its runner was not found exactly once')
  const expose = `\nmodule.exports.__published = { functions: { ${functionNames.map((n) => `${n}: ${n}`).join(', ')} }, run_generated_tests: run_generated_tests, schema: schema_1.schema, sessions: { ${SESSION_NAMES.map((n) => `${n}: ${n}`).join(', ')} } };\n`
  const mod = new Module(SUITE_COMPILED) as Module & { _compile(code: string, filename: string): void; paths: string[] }
  mod.filename = SUITE_COMPILED
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(SUITE_COMPILED))
  mod._compile(patched.slice(0, cut) + expose, SUITE_COMPILED)
  return (mod.exports as { __published: LoadedSuite }).__published
}
