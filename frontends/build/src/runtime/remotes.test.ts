import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { manifestPlugin, remoteNameOf, type RemoteFailure } from './remotes.ts'

function fakeOrigin(remotes: { name: string; alias?: string }[] = []) {
  const registered: { name: string; entry: string }[][] = []
  return {
    registered,
    origin: { options: { remotes }, registerRemotes: (r: { name: string; entry: string }[]) => registered.push(r) },
  }
}

describe('manifest runtime plugin', () => {
  test('registers a remote from the manifest the first time one of its modules is requested', async () => {
    const plugin = manifestPlugin({ manifest: { portal_home: 'http://p.test/remotes/portal-home/remoteEntry.js' } })
    const { origin, registered } = fakeOrigin()
    const args = { id: 'portal_home/app', options: {}, origin }
    assert.equal(await (plugin.beforeRequest as any)(args), args)
    assert.deepEqual(registered, [[{ name: 'portal_home', entry: 'http://p.test/remotes/portal-home/remoteEntry.js' }]])
  })

  test('leaves known remotes and remotes missing from the manifest alone', async () => {
    const plugin = manifestPlugin({ manifest: { portal_home: 'x' } })
    const known = fakeOrigin([{ name: 'portal_home' }])
    await (plugin.beforeRequest as any)({ id: 'portal_home/app', options: {}, origin: known.origin })
    const unknown = fakeOrigin()
    await (plugin.beforeRequest as any)({ id: 'portal_other/app', options: {}, origin: unknown.origin })
    assert.equal(known.registered.length + unknown.registered.length, 0)
  })

  test('a failure to load resolves to the fallback, and is reported', async () => {
    const seen: RemoteFailure[] = []
    const fallbackModule = { mount: () => undefined }
    const plugin = manifestPlugin({ manifest: {}, fallback: () => fallbackModule, onError: (f) => seen.push(f) })
    const error = new Error('ScriptExternalLoadError')
    const result = await (plugin.errorLoadRemote as any)({ id: 'portal_home/app', error, lifecycle: 'onLoad', from: 'runtime', origin: {} })
    assert.equal(result, fallbackModule)
    assert.deepEqual(seen, [{ id: 'portal_home/app', remote: 'portal_home', error }])
  })

  test('without a fallback the failure propagates', async () => {
    const plugin = manifestPlugin({ manifest: {} })
    assert.equal(await (plugin.errorLoadRemote as any)({ id: 'a/app', error: new Error('x'), lifecycle: 'onLoad', from: 'runtime', origin: {} }), undefined)
    assert.equal(remoteNameOf('console_patients/app'), 'console_patients')
  })
})
