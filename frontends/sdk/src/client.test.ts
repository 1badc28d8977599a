// The typed client over a fake fetch: requests as the gateway expects them, error handling of
// spec 1 §8 and the 'Unauthenticated' rule.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient } from './client.ts'
import { createCollectionApi } from './api/collection-api.ts'
import { createTypedApi } from './api/typed-api.ts'
import { CareApiError } from './errors.ts'
import { memoryStorage, sessionStorageKeys } from './session/storage.ts'
import { fakeFetch, rec, silentLogger } from '../test-support/fake-fetch.ts'

const enduser = { id: 'e'.repeat(24), fname: 'Ann' }

function client(handler: Parameters<typeof fakeFetch>[0], o: { kind?: 'enduser' | 'user'; onUnauthenticated?: () => boolean | void; businessId?: string } = {}) {
  const f = fakeFetch(handler)
  const storage = memoryStorage()
  const c = createCareClient({ apiBaseUrl: 'http://api.test/', kind: o.kind ?? 'enduser', fetch: f.fetch, storage, logger: silentLogger().logger, onUnauthenticated: o.onUnauthenticated, businessId: o.businessId })
  return { c, storage, requests: f.requests }
}

test('GET input goes to the query string, objects as JSON; path params are filled', async () => {
  const { c, requests } = client(() => ({ body: [] }))
  await c.call('GET', '/endusers', { filter: { fname: 'Ann' }, limit: 5, skip: undefined })
  await c.call('GET', '/enduser/:id', { id: 'a b' })
  assert.equal(requests[0].path, '/v1/endusers')
  assert.deepEqual(requests[0].query, { filter: '{"fname":"Ann"}', limit: '5' })
  assert.equal(requests[0].body, undefined)
  assert.equal(requests[1].url, 'http://api.test/v1/enduser/a%20b')
  await assert.rejects(c.call('GET', '/enduser/:id', {}), /Missing path parameter id/)
})

test('POST and PATCH send JSON bodies with the session token', async () => {
  const { c, requests } = client(() => ({ body: { ok: true } }))
  c.setSession({ authToken: 'tok', enduser })
  const answer = await c.call('PATCH', '/enduser/:id', { id: enduser.id, updates: { fname: 'Bo' } })
  assert.deepEqual(answer, { ok: true })
  assert.equal(requests[0].path, `/v1/enduser/${enduser.id}`)
  assert.deepEqual(requests[0].body, { updates: { fname: 'Bo' } })
  assert.equal(requests[0].headers.authorization, 'Bearer tok')
  assert.equal(requests[0].headers['content-type'], 'application/json')
})

test('an empty success answer resolves to undefined', async () => {
  const { c } = client(() => ({ status: 204 }))
  assert.equal(await c.call('DELETE', '/enduser/:id', { id: 'x' }), undefined)
})

test('no response → status 0 with the spec text; 413/500 mapped', async () => {
  let reply: Parameters<typeof fakeFetch>[0] = () => 'network-error'
  const { c } = client((r) => reply(r))
  await assert.rejects(c.call('GET', '/endusers'), (e: CareApiError) => e.status === 0 && e.message === 'No response - please check your Internet connection and try again')
  reply = () => ({ status: 413, body: 'Payload Too Large' })
  await assert.rejects(c.call('POST', '/enduser', {}), { status: 413, message: 'Please try again with less data or a smaller file.' })
  reply = () => ({ status: 500, body: '<html>stack</html>' })
  await assert.rejects(c.call('GET', '/endusers'), { status: 500, message: 'Something went wrong on our end, and our team has been notified. Please try again later.' })
  reply = () => ({ status: 400, body: { message: 'Invalid email', validation: [{ field: 'email', message: 'Invalid email' }] } })
  await assert.rejects(c.call('POST', '/enduser', { email: 'x' }), (e: CareApiError) => e.message === 'Invalid email' && e.validation?.[0].field === 'email')
})

test("'Unauthenticated' clears the stored session when no handler handles it", async () => {
  const { c, storage } = client(() => ({ status: 401, body: 'Unauthenticated' }))
  c.setSession({ authToken: 'tok', enduser })
  const cache = c.collection('endusers')
  cache.set([rec(enduser)])
  await assert.rejects(c.call('GET', '/enduser-session-info'), { status: 401, message: 'Unauthenticated' })
  assert.equal(c.session.authToken, undefined)
  for (const key of Object.values(sessionStorageKeys('enduser'))) assert.equal(storage.getItem(key), null)
  assert.equal(cache.state, 'Unloaded', 'caches of the signed-out person are dropped')
})

test("a handler that answers true keeps the session; one that does not, clears it", async () => {
  let handled = true
  const seen: string[] = []
  const { c } = client(() => ({ status: 401, body: 'Unauthenticated' }), {
    onUnauthenticated: () => {
      seen.push('called')
      return handled
    },
  })
  c.setSession({ authToken: 'tok', enduser })
  await assert.rejects(c.call('GET', '/enduser-session-info'))
  assert.equal(c.session.authToken, 'tok')
  handled = false
  await assert.rejects(c.call('GET', '/enduser-session-info'))
  assert.equal(c.session.authToken, undefined)
  assert.deepEqual(seen, ['called', 'called'])
})

test('a session stored while a call was failing is not the one cleared', async () => {
  let release!: () => void
  const { c } = client(() => new Promise((r) => (release = () => r({ status: 401, body: 'Unauthenticated' }))))
  c.setSession({ authToken: 'old', enduser })
  const pending = c.call('GET', '/enduser-session-info')
  await new Promise((r) => setImmediate(r))
  c.setSession({ authToken: 'new', enduser })
  release()
  await assert.rejects(pending)
  assert.equal(c.session.authToken, 'new')
})

test('client.api wraps named routes; businessId is filled for routes that take one', async () => {
  const { c, requests } = client(() => ({ body: { authToken: 't', user: { id: 'u'.repeat(24) } } }), { kind: 'user', businessId: 'biz' })
  const answer = await c.api.usersLogin({ email: 'a@b.co', password: 'Password-1' })
  assert.equal(answer.authToken, 't')
  assert.equal(requests[0].method, 'POST')
  assert.equal(requests[0].path, '/v1/users/login')
  assert.deepEqual(requests[0].body, { email: 'a@b.co', password: 'Password-1' }, 'users/login takes no businessId')
  assert.equal(typeof c.api.refreshSession, 'function')
  assert.equal(typeof c.api.logoutApi, 'function')
})

test('collections.<name> call the ARCHITECTURE §4 paths', async () => {
  const { c, requests } = client(() => ({ body: {} }), { kind: 'user' })
  // a collection's name alone gives its paths, whether contracts declare it or not
  const api = createCollectionApi(c.call.bind(c) as never, 'calendar_event_RSVPs')
  await api.createOne({ eventId: 'x' })
  await api.createSome([{ eventId: 'x' }])
  await api.getOne('id1')
  await api.getOne({ filter: { eventId: 'x' } })
  await api.getSome({ limit: 10, sort: 'oldFirst' })
  await api.getByIds(['a', 'b'])
  await api.updateOne('id1', { eventId: 'y' }, { replaceObjectFields: true })
  await api.deleteOne('id1')
  assert.deepEqual(
    requests.map((r) => `${r.method} ${r.path}`),
    [
      'POST /v1/calendar-event-RSVP',
      'POST /v1/calendar-event-RSVPs',
      'GET /v1/calendar-event-RSVP/id1',
      'GET /v1/calendar-event-RSVP',
      'GET /v1/calendar-event-RSVPs',
      'POST /v1/calendar-event-RSVPs/bulk-read',
      'PATCH /v1/calendar-event-RSVP/id1',
      'DELETE /v1/calendar-event-RSVP/id1',
    ],
  )
  assert.deepEqual(requests[1].body, { create: [{ eventId: 'x' }] })
  assert.deepEqual(requests[3].query, { filter: '{"eventId":"x"}' })
  assert.deepEqual(requests[5].body, { ids: ['a', 'b'] })
  assert.deepEqual(requests[6].body, { updates: { eventId: 'y' }, options: { replaceObjectFields: true } })
  assert.equal(c.collections.endusers, c.collections.endusers, 'one handle per name')
  await c.collections.calendar_events.deleteOne('e1')
  assert.equal(`${requests.at(-1)?.method} ${requests.at(-1)?.path}`, 'DELETE /v1/calendar-event/e1', 'collections.<name> by the same rule')
})

test('an API key authenticates partners when there is no session', async () => {
  const f = fakeFetch(() => ({ body: [] }))
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: f.fetch, storage: memoryStorage(), apiKey: 'k1' })
  await c.collections.endusers.getSome()
  assert.equal(f.requests[0].headers.authorization, 'API_KEY k1')
})

test('typed wrappers fill a missing businessId from the client, never override a given one', async () => {
  const f = fakeFetch(() => ({ body: { result: 'sent-email' } }))
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'enduser', fetch: f.fetch, storage: memoryStorage(), businessId: 'biz1' })
  const api = createTypedApi(c.call.bind(c) as never, () => c.businessId, [
    { name: 'beginEnduserLoginFlow', method: 'POST', path: '/begin-enduser-login-flow', businessId: true },
    { name: 'organizationInfo', method: 'GET', path: '/organization-info', businessId: false },
  ])
  await api.beginEnduserLoginFlow({ email: 'a@b.co' })
  await api.beginEnduserLoginFlow({ email: 'a@b.co', businessId: 'other' })
  c.setBusinessId('biz2')
  await api.beginEnduserLoginFlow({ email: 'a@b.co' })
  await api.organizationInfo({ subdomain: 'demo' })
  assert.deepEqual(f.requests.map((r) => r.body ?? r.query), [
    { email: 'a@b.co', businessId: 'biz1' },
    { email: 'a@b.co', businessId: 'other' },
    { email: 'a@b.co', businessId: 'biz2' },
    { subdomain: 'demo' },
  ])
})

test("calls a collection does not answer fail with spec 3 §8's messages", async () => {
  const f = fakeFetch(() => ({ body: {} }))
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: f.fetch, storage: memoryStorage() })
  const files = createCollectionApi(c.call.bind(c) as never, 'files', { files: ['getOne', 'getSome', 'bulkRead', 'deleteOne'] })
  await assert.rejects(files.createOne({}), { status: 400, message: 'Add element by API is not supported' })
  await assert.rejects(files.createSome([{}]), { message: 'Add elements by API is not supported' })
  await assert.rejects(files.updateOne('x', {}), { message: 'Update element by API is not supported' })
  await files.getOne('x')
  const unknown = createCollectionApi(c.call.bind(c) as never, 'widgets', { files: [] })
  await unknown.createOne({})
  assert.deepEqual(f.requests.map((r) => `${r.method} ${r.path}`), ['GET /v1/file/x', 'POST /v1/widget'])
})

test('a cached collection asks for pages of 500 records, or of the pageSize given', async () => {
  const pages = async (pageSize?: number) => {
    const f = fakeFetch(() => ({ body: [] }))
    const c = createCareClient({ apiBaseUrl: 'http://api.test/', kind: 'user', fetch: f.fetch, storage: memoryStorage(), logger: silentLogger().logger, pageSize })
    await c.collection('tickets').load()
    return f.requests.map((r) => r.query.limit)
  }
  assert.deepEqual(await pages(), ['500'])
  assert.deepEqual(await pages(3), ['3'])
  assert.throws(() => createCareClient({ kind: 'user', pageSize: 0 }), /pageSize must be a whole number/)
})

test('kind is required to be enduser or user', () => {
  assert.throws(() => createCareClient({ kind: 'admin' as 'user', fetch: fakeFetch(() => ({})).fetch }), /kind must be/)
})
