import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { fetchRemoteManifest, REMOTE_OVERRIDES_KEY, withOverrides } from './manifest.ts'

const answer = (status: number, body: unknown) => (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch

describe('remote manifest', () => {
  test('relative URLs resolve against the manifest', async () => {
    const r = await fetchRemoteManifest('http://portal.test/remotes.json', answer(200, { portal_home: '/remotes/portal-home/remoteEntry.js', x: 'https://cdn.test/x/remoteEntry.js' }))
    assert.deepEqual(r, { manifest: { portal_home: 'http://portal.test/remotes/portal-home/remoteEntry.js', x: 'https://cdn.test/x/remoteEntry.js' } })
  })

  test('a missing, malformed or unreachable manifest answers an empty one with the reason', async () => {
    assert.match((await fetchRemoteManifest('http://p.test/remotes.json', answer(404, 'no'))).error ?? '', /404/)
    assert.match((await fetchRemoteManifest('http://p.test/remotes.json', answer(200, ['a']))).error ?? '', /not a map/)
    assert.match((await fetchRemoteManifest('http://p.test/remotes.json', answer(200, '{oops'))).error ?? '', /could not be loaded/)
    const down = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    const r = await fetchRemoteManifest('http://p.test/remotes.json', down)
    assert.deepEqual(r.manifest, {})
    assert.match(r.error ?? '', /Failed to fetch/)
  })

  test('developer overrides from storage win; broken overrides are ignored', () => {
    const storage = (v: string | null) => ({ getItem: (k: string) => (k === REMOTE_OVERRIDES_KEY ? v : null) })
    assert.deepEqual(withOverrides({ a: '1', b: '2' }, storage('{"b":"dev"}')), { a: '1', b: 'dev' })
    assert.deepEqual(withOverrides({ a: '1' }, storage('not json')), { a: '1' })
    assert.deepEqual(withOverrides({ a: '1' }, storage('{"a":3}')), { a: '1' })
    assert.deepEqual(withOverrides({ a: '1' }, storage(null)), { a: '1' })
  })
})
