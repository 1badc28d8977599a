// The session store (three storage keys per kind) and its refresh: once older than one hour,
// at most once per 10 s, through the kind's refresh call.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient } from '../client.ts'
import { memoryStorage, sessionStorageKeys } from './storage.ts'
import { fakeFetch, flush, silentLogger } from '../../test-support/fake-fetch.ts'

const HOUR = 3_600_000
const enduser = { id: 'e'.repeat(24), fname: 'Ann' }
const user = { id: 'u'.repeat(24), fname: 'Sam' }

function setup(kind: 'enduser' | 'user' = 'enduser', storage = memoryStorage()) {
  let clock = 1_000_000
  let issued = 0
  const f = fakeFetch((req) => {
    if (req.path === '/v1/refresh-enduser-session') return { body: { authToken: `fresh-${++issued}`, enduser } }
    if (req.path === '/v1/refresh-session') return { body: { authToken: `fresh-${++issued}`, user } }
    return { body: {} }
  })
  const log = silentLogger()
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind, fetch: f.fetch, storage, now: () => clock, logger: log.logger })
  return { c, storage, requests: f.requests, advance: (ms: number) => (clock += ms), lines: log.lines }
}

test('the session lives under three keys per kind and survives a new client', () => {
  const storage = memoryStorage()
  const { c } = setup('enduser', storage)
  c.setSession({ authToken: 'tok', enduser })
  const keys = sessionStorageKeys('enduser')
  assert.deepEqual(Object.values(keys), ['care.enduser.authToken', 'care.enduser.account', 'care.enduser.refreshedAt'])
  assert.equal(storage.getItem(keys.authToken), 'tok')
  assert.deepEqual(JSON.parse(storage.getItem(keys.account)!), enduser)
  assert.equal(storage.getItem(keys.refreshedAt), '1000000')
  const again = setup('enduser', storage).c
  assert.deepEqual(again.session, { kind: 'enduser', authToken: 'tok', enduser, refreshedAt: 1_000_000 })
  const staff = setup('user', storage).c
  assert.equal(staff.session.authToken, undefined, 'the console does not pick up the portal session')
})

test('listeners hear every change; clearSession removes the keys', () => {
  const { c, storage } = setup()
  const seen: (string | undefined)[] = []
  const off = c.subscribeSession((s) => seen.push(s.authToken))
  c.setSession({ authToken: 'a', enduser })
  c.setAccount({ ...enduser, fname: 'Bo' })
  assert.equal(c.session.enduser?.fname, 'Bo')
  c.clearSession()
  off()
  c.setSession({ authToken: 'b', enduser })
  assert.deepEqual(seen, ['a', 'a', undefined])
  assert.throws(() => c.setSession({ authToken: '', enduser }), /needs an authToken/)
  c.clearSession()
  assert.equal(storage.getItem('care.enduser.authToken'), null)
})

test('an authenticated call refreshes the token in the background once it is older than one hour', async () => {
  const { c, requests, advance } = setup()
  c.setSession({ authToken: 'tok', enduser })
  await c.call('GET', '/enduser-session-info')
  assert.equal(requests.filter((r) => r.path.includes('refresh')).length, 0, 'young token: no refresh')
  advance(HOUR)
  await c.call('GET', '/enduser-session-info')
  await flush()
  const refreshes = requests.filter((r) => r.path === '/v1/refresh-enduser-session')
  assert.equal(refreshes.length, 1)
  assert.equal(refreshes[0].headers.authorization, 'Bearer tok')
  assert.equal(c.session.authToken, 'fresh-1')
  assert.equal(c.session.refreshedAt, 1_000_000 + HOUR)
})

test('refresh happens at most once per 10 s, even when it fails', async () => {
  const { c, requests, advance } = setup('user')
  c.setSession({ authToken: 'tok', user })
  await c.refreshSession({ force: true })
  await c.refreshSession({ force: true })
  advance(9_999)
  await c.refreshSession({ force: true })
  assert.equal(requests.filter((r) => r.path === '/v1/refresh-session').length, 1)
  advance(1)
  await c.refreshSession({ force: true })
  assert.equal(requests.filter((r) => r.path === '/v1/refresh-session').length, 2)
  assert.equal(c.session.authToken, 'fresh-2')
})

test('without force a young token is not refreshed', async () => {
  const { c, requests, advance } = setup()
  c.setSession({ authToken: 'tok', enduser })
  advance(HOUR - 1)
  await c.refreshSession()
  assert.equal(requests.length, 0)
  advance(1)
  await c.refreshSession()
  assert.equal(requests.length, 1)
})

test('a sign-in link token is exchanged for a session', async () => {
  const { c, requests } = setup()
  const s = await c.refreshSession({ authToken: 'link-token' })
  assert.equal(requests[0].headers.authorization, 'Bearer link-token')
  assert.equal(s.authToken, 'fresh-1')
  assert.deepEqual(c.session.enduser, enduser)
})

test('a failed background refresh is logged, the call itself goes on', async () => {
  let clock = 0
  const f = fakeFetch((req) => (req.path.includes('refresh') ? { status: 503, body: { message: 'Service unavailable, please try again later.' } } : { body: { ok: 1 } }))
  const log = silentLogger()
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'enduser', fetch: f.fetch, storage: memoryStorage(), now: () => clock, logger: log.logger })
  c.setSession({ authToken: 'tok', enduser })
  clock += HOUR
  assert.deepEqual(await c.call('GET', '/x'), { ok: 1 })
  await flush()
  assert.equal(c.session.authToken, 'tok')
  assert.ok(log.lines.some((l) => l.level === 'warn' && l.message === 'session refresh failed'))
})

test('an unreadable stored account still restores the token, as due for refresh', () => {
  const storage = memoryStorage()
  storage.setItem('care.user.authToken', 'tok')
  storage.setItem('care.user.account', '{not json')
  const { c } = setup('user', storage)
  assert.deepEqual(c.session, { kind: 'user', authToken: 'tok', refreshedAt: 0 })
})

test('a storage that throws does not break sign-in', () => {
  const broken = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => { throw new Error('denied') } }
  const { c } = setup('enduser', broken)
  c.setSession({ authToken: 'tok', enduser })
  assert.equal(c.session.authToken, 'tok')
  c.clearSession()
  assert.equal(c.session.authToken, undefined)
})
