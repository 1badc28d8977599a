// The published suite of @tellescope/sdk as it ships in node_modules: where it is, and its compiled
// file loaded with our patches (patches.ts) in a fresh module — all a unit's process (run-unit.ts)
// needs of it; which units there are and what they reach is suite.ts's.
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { applyPatches, RUNNER_START, type PatchContext } from './patches.ts'

const require = createRequire(import.meta.url)
const SDK_DIR = dirname(require.resolve('@tellescope/sdk/package.json'))
export const SUITE_SOURCE = join(SDK_DIR, 'src/tests/tests.ts')
export const SUITE_COMPILED = join(SDK_DIR, 'lib/cjs/tests/tests.js')

/** The suite's sessions the runner authenticates before each function, as its own runner does. */
export const SESSION_NAMES = ['sdk', 'sdkSub', 'sdkOtherSub', 'sdkSubSub', 'sdkNonAdmin', 'sdkOther', 'sdkMfa', 'sdkMfaApiKey', 'enduserSDK', 'subEnduserSDK'] as const

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
