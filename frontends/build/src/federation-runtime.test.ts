import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { remoteConfig } from './remote-config.ts'
import { shellConfig } from './shell-config.ts'
import { INJECT_RUNTIME_CORE_PLUGIN } from './federation-runtime.ts'

const dir = new URL('../../portal-home', import.meta.url).pathname
type FederationOptions = { runtimePlugins?: string[]; experiments?: { externalRuntime?: boolean; optimization?: Record<string, unknown> } }
const federationOf = (config: { plugins?: unknown[] }) =>
  (config.plugins?.find((p) => (p as object).constructor.name === 'ModuleFederationPlugin') as { _options: FederationOptions })._options

describe('one federation runtime per page', () => {
  test("a remote's production build leaves runtime-core to the shell; under the dev server it keeps its own", () => {
    const remote = remoteConfig({ dir, exposes: { './app': './src/app.tsx' }, port: 3101 })
    assert.equal(federationOf(remote({ mode: 'production', serve: false })).experiments?.externalRuntime, true)
    assert.equal(federationOf(remote({ mode: 'development', serve: true })).experiments?.externalRuntime, false)
    assert.equal(federationOf(remote({ mode: 'production', serve: false })).experiments?.optimization?.disableRemote, true)
  })

  test('the shell hands its runtime-core to the page through the ES module build of the inject plugin', () => {
    const shell = federationOf(shellConfig({ dir, port: 3100 })({ mode: 'production', serve: false }))
    assert.deepEqual(shell.runtimePlugins, [INJECT_RUNTIME_CORE_PLUGIN])
    assert.equal(shell.experiments?.externalRuntime, undefined)
    const source = readFileSync(INJECT_RUNTIME_CORE_PLUGIN, 'utf8')
    // the CommonJS build would bundle a second runtime-core beside the shell's ES one
    assert.match(source, /^import \* as runtimeCore from "@module-federation\/runtime-tools\/runtime-core";/m)
    assert.match(source, /_FEDERATION_RUNTIME_CORE = runtimeCore/)
    assert.doesNotMatch(source, /require\(/)
  })
})
