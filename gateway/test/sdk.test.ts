// The public @tellescope/sdk 1.174, unchanged, against the gateway: its probes, its axios
// parameter encoding (objects as JSON, arrays as `ids[]=`), DELETE with a body, its
// 'Unauthenticated' handling and its logout at /logout-api outside /v1.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Session } from '@tellescope/sdk'
import { route, startHarness, userSession, type Harness } from './harness.ts'

const routes = [
  route('endusers.getSome', 'GET', '/endusers', ['user', 'apiKey']),
  route('endusers.getOne', 'GET', '/enduser/:id', ['user', 'apiKey']),
  route('endusers.getOne', 'GET', '/enduser', ['user', 'apiKey']),
  route('endusers.bulkRead', 'POST', '/endusers/bulk-read', ['user', 'apiKey']),
  route('endusers.updateOne', 'PATCH', '/enduser/:id', ['user', 'apiKey']),
  route('endusers.deleteOne', 'DELETE', '/enduser/:id', ['user', 'apiKey']),
  route('sessions.logout', 'POST', '/logout-api', ['user', 'enduser'], { service: 'identity', aliases: ['/logout-api'] }),
]

describe('@tellescope/sdk against the gateway', () => {
  let h: Harness
  const seen: { operation: string; payload: any }[] = []
  before(async () => {
    h = await startHarness({ routes })
    for (const r of routes) {
      await h.serve(r.subject, async (req) => {
        seen.push({ operation: r.operation, payload: req.payload })
        if (r.operation === 'sessions.logout') {
          await h.revoke(req.session!.sessionId)
          return { status: 204, body: undefined }
        }
        if (r.operation === 'endusers.deleteOne') return { status: 204, body: undefined }
        if (r.operation === 'endusers.getSome') return { status: 200, body: [{ id: 'e1', fname: 'Ann' }] }
        if (r.operation === 'endusers.bulkRead') return { status: 200, body: { matches: [] } }
        return { status: 200, body: { id: 'e1', fname: 'Ann' } }
      })
    }
  })
  after(() => h.close())

  const last = () => seen[seen.length - 1]

  test('test_online, and test_authenticated with a valid and an invalid token', async () => {
    const sdk = new Session({ host: h.url, authToken: h.login(userSession('b1')) })
    assert.equal(typeof (await sdk.test_online()), 'string')
    assert.equal(typeof (await sdk.test_authenticated()), 'string')
    const stale = new Session({ host: h.url, authToken: 'stale' })
    await assert.rejects(stale.test_authenticated(), (err) => err === 'Unauthenticated')
  })

  test('generic calls: filters as JSON values, ids in the body, updates and a DELETE', async () => {
    const sdk = new Session({ host: h.url, authToken: h.login(userSession('b1')) })
    assert.deepEqual(await sdk.api.endusers.getSome({ filter: { fname: 'Ann' }, limit: 10 }), [{ id: 'e1', fname: 'Ann' }])
    assert.deepEqual(last(), { operation: 'endusers.getSome', payload: { filter: { fname: 'Ann' }, limit: '10' } })

    await sdk.api.endusers.getOne({ fname: 'Ann' })
    assert.deepEqual(last(), { operation: 'endusers.getOne', payload: { filter: { fname: 'Ann' } } })
    await sdk.api.endusers.getOne('e1')
    assert.deepEqual(last(), { operation: 'endusers.getOne', payload: { id: 'e1' } })

    await sdk.api.endusers.getByIds({ ids: ['a', 'b'] })
    assert.deepEqual(last(), { operation: 'endusers.bulkRead', payload: { ids: ['a', 'b'] } })

    await sdk.api.endusers.updateOne('e1', { fname: 'Bo' }, { replaceObjectFields: true })
    assert.deepEqual(last(), { operation: 'endusers.updateOne', payload: { id: 'e1', updates: { fname: 'Bo' }, options: { replaceObjectFields: true } } })

    await sdk.api.endusers.deleteOne('e1')
    assert.deepEqual(last(), { operation: 'endusers.deleteOne', payload: { id: 'e1' } })
  })

  test('GET arrays in the axios form (`ids[]=a&ids[]=b`)', async () => {
    const sdk = new Session({ host: h.url, authToken: h.login(userSession('b1')) })
    await sdk.GET('/v1/endusers', { ids: ['a', 'b'], filter: { tags: ['x'] } })
    assert.deepEqual(last().payload, { ids: ['a', 'b'], filter: { tags: ['x'] } })
  })

  test('logout posts to /logout-api and the token is refused right after', async () => {
    const token = h.login(userSession('b1'))
    const sdk = new Session({ host: h.url, authToken: token })
    await sdk.logout()
    assert.equal(last().operation, 'sessions.logout')
    const again = new Session({ host: h.url, authToken: token })
    await assert.rejects(again.test_authenticated(), (err) => err === 'Unauthenticated')
  })
})
