// Idempotency-Key (issue #10): a write retried with the same key within 24 h answers the first
// reply and changes nothing — through the gateway, for generic and named calls; the key is the
// caller's own; reused with another payload it is refused; concurrent duplicates make one record.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { ABANDONED_AFTER_SECONDS, idempotencyFaults, KEY_APPLIED, KEY_IN_PROGRESS, KEY_REUSED } from '@care/kit/runtime/idempotency'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'

let platform: TestPlatform
let authorization: string
let other: string
before(async () => {
  // its own platform: the crash seam (idempotencyFaults) works in the process that runs the services
  platform = await startTestPlatform({ fresh: true })
  authorization = `Bearer ${(await registerStaff(platform.url)).authToken}`
  other = `Bearer ${(await registerStaff(platform.url)).authToken}`
})
after(() => platform?.close())

const send = async (method: string, path: string, body: unknown, o: { key?: string; as?: string } = {}) => {
  const res = await fetch(`${platform.url}/v1${path}`, {
    method, headers: { authorization: o.as ?? authorization, 'content-type': 'application/json', ...(o.key !== undefined ? { 'idempotency-key': o.key } : {}) }, body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const count = async (tag: string, as = authorization) =>
  ((await (await fetch(`${platform.url}/v1/endusers?filter=${encodeURIComponent(JSON.stringify({ tags: tag }))}`, { headers: { authorization: as } })).json()) as unknown[]).length

test('a retried create answers the first reply and creates nothing more', async () => {
  const key = `create-${Date.now()}`
  const first = await send('POST', '/enduser', { fname: 'Once', tags: [key] }, { key })
  const retry = await send('POST', '/enduser', { fname: 'Once', tags: [key] }, { key })
  assert.equal(first.status, 200)
  assert.deepEqual(retry, first)
  assert.equal(await count(key), 1)
  const without = await send('POST', '/enduser', { fname: 'Once', tags: [key] })
  assert.notEqual(without.body.id, first.body.id, 'without a key, a write is a new write')
})

test('the same key with another payload is refused (422); another caller has keys of their own', async () => {
  const key = `reuse-${Date.now()}`
  await send('POST', '/enduser', { fname: 'A', tags: [key] }, { key })
  const reused = await send('POST', '/enduser', { fname: 'B', tags: [key] }, { key })
  assert.deepEqual([reused.status, reused.body.message], [422, KEY_REUSED])
  const theirs = await send('POST', '/enduser', { fname: 'A', tags: [key] }, { key, as: other })
  assert.equal(theirs.status, 200)
  assert.equal(await count(key, other), 1)
})

test('updates and named calls: the retry changes nothing after a change in between', async () => {
  const created = await send('POST', '/ticket', { title: 'Idempotent' })
  const key = `close-${Date.now()}`
  const closed = await send('POST', '/tickets/close', { ticketId: created.body.id, closedForReason: 'Done' }, { key })
  assert.equal(closed.status, 200)
  const reopened = await send('PATCH', `/ticket/${created.body.id}`, { updates: { closedAt: '' } })
  assert.equal(reopened.status, 200)
  const retry = await send('POST', '/tickets/close', { ticketId: created.body.id, closedForReason: 'Done' }, { key })
  assert.deepEqual(retry, closed, 'the first answer again')
  const now = await fetch(`${platform.url}/v1/ticket/${created.body.id}`, { headers: { authorization } })
  assert.equal(((await now.json()) as { closedAt?: string }).closedAt, undefined, 'and the ticket was not closed again')
})

test('concurrent duplicates make one record; a client error is answered again; bad keys are 400', async () => {
  const key = `race-${Date.now()}`
  const answers = await Promise.all(Array.from({ length: 6 }, () => send('POST', '/enduser', { fname: 'Race', tags: [key] }, { key })))
  assert.ok(answers.every((a) => a.status === 200 || (a.status === 409 && a.body.message === KEY_IN_PROGRESS)), JSON.stringify(answers.map((a) => a.status)))
  assert.equal(new Set(answers.filter((a) => a.status === 200).map((a) => a.body.id)).size, 1)
  assert.equal(await count(key), 1)
  const badKey = `bad-${Date.now()}`
  const invalid = await send('POST', '/enduser', { fname: 'x', email: 'not an email' }, { key: badKey })
  assert.equal(invalid.status, 400)
  assert.deepEqual(await send('POST', '/enduser', { fname: 'x', email: 'not an email' }, { key: badKey }), invalid)
  assert.equal((await send('POST', '/enduser', { fname: 'x' }, { key: 'x'.repeat(256) })).status, 400)
  assert.equal((await send('POST', '/enduser', { fname: 'x' }, { key: 'has space' })).status, 400)
})

// A crash between the write's commit and storing its reply, made deterministic: the hook ends the
// first request right after its handler returned (no reply stored, the key not released), as a
// kill -9 at that moment would; the claim is then aged past the abandoned window, and retried.
type Sql = { $executeRawUnsafe(sql: string, ...v: unknown[]): Promise<number> }
const dbOf = (service: string) => (platform.running[service] as { db: Sql }).db
const crashOnce = (operation: string) => {
  const crashed: { scope?: string } = {}
  idempotencyFaults.crashBeforeReplyStored = (op, scope) => {
    if (op !== operation) return false
    idempotencyFaults.crashBeforeReplyStored = undefined
    crashed.scope = scope
    return true
  }
  return crashed
}
const abandon = async (service: string, crashed: { scope?: string }) => {
  assert.ok(crashed.scope, 'the first request crashed')
  assert.equal(await dbOf(service).$executeRawUnsafe(
    'UPDATE care_idempotency SET created_at = now() - make_interval(secs => $2) WHERE scope = $1', crashed.scope, ABANDONED_AFTER_SECONDS + 1,
  ), 1)
}
const read = async (path: string) => {
  const res = await fetch(`${platform.url}/v1${path}`, { headers: { authorization } })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

test('a create whose process died after the commit but before the reply was kept: the retry answers that record, not a second one', async () => {
  const key = `crash-${Date.now()}`
  const crashed = crashOnce('endusers.createOne')
  const first = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.equal(first.status, 500, 'the first request got no answer')
  assert.equal(await count(key), 1, 'its write committed')
  // the reply committed with the write: even before the claim is abandoned, it is the answer
  const early = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.deepEqual([early.status, early.body.fname, early.body.tags], [200, 'Crash', [key]])
  await abandon('identity', crashed)
  const retry = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.deepEqual(retry, early)
  assert.equal(await count(key), 1, 'not made twice')
})

test('createSome whose process died before its reply was kept: the retry answers the same records and makes no duplicates', async () => {
  const key = `crash-some-${Date.now()}`
  const crashed = crashOnce('endusers.createSome')
  const payload = { create: [{ fname: 'One', tags: [key] }, { fname: 'Two', tags: [key] }, { fname: 'x', email: 'not an email' }] }
  assert.equal((await send('POST', '/endusers', payload, { key })).status, 500)
  assert.equal(await count(key), 2, 'its write committed')
  await abandon('identity', crashed)
  const retry = await send('POST', '/endusers', payload, { key })
  assert.equal(retry.status, 200)
  assert.deepEqual(retry.body.created.map((r: { fname: string }) => r.fname), ['One', 'Two'])
  assert.deepEqual(retry.body.errors.map((e: { index: number }) => e.index), [2])
  assert.equal(await count(key), 2, 'no duplicates')
  const stored = (await read(`/endusers?filter=${encodeURIComponent(JSON.stringify({ tags: key }))}`)).body as unknown as { id: string }[]
  assert.deepEqual(new Set(retry.body.created.map((r: { id: string }) => r.id)), new Set(stored.map((r) => r.id)), 'the ids of the first run')
  assert.deepEqual(await send('POST', '/endusers', payload, { key }), retry)
})

test('updateOne whose process died before its reply was kept: the retry answers the first result and does not push again', async () => {
  const created = await send('POST', '/enduser', { fname: 'Pushed' })
  const key = `crash-update-${Date.now()}`
  const crashed = crashOnce('endusers.updateOne')
  const update = { updates: { tags: ['pushed'] } }
  assert.equal((await send('PATCH', `/enduser/${created.body.id}`, update, { key })).status, 500)
  assert.deepEqual((await read(`/enduser/${created.body.id}`)).body.tags, ['pushed'], 'its write committed')
  // a change in between: the list is emptied
  assert.equal((await send('PATCH', `/enduser/${created.body.id}`, { updates: { tags: [] }, options: { replaceObjectFields: true } })).status, 200)
  await abandon('identity', crashed)
  const retry = await send('PATCH', `/enduser/${created.body.id}`, update, { key })
  assert.deepEqual([retry.status, retry.body.tags], [200, ['pushed']], 'the first answer')
  assert.deepEqual((await read(`/enduser/${created.body.id}`)).body.tags, [], 'the push was applied once')
})

test('deleteOne whose process died before its reply was kept: the retry answers its first answer, not 404', async () => {
  const created = await send('POST', '/enduser', { fname: 'Deleted' })
  const key = `crash-delete-${Date.now()}`
  const crashed = crashOnce('endusers.deleteOne')
  const res = await fetch(`${platform.url}/v1/enduser/${created.body.id}`, { method: 'DELETE', headers: { authorization, 'idempotency-key': key } })
  assert.equal(res.status, 500)
  await res.body?.cancel()
  assert.equal((await read(`/enduser/${created.body.id}`)).status, 404, 'its write committed')
  await abandon('identity', crashed)
  const retry = await fetch(`${platform.url}/v1/enduser/${created.body.id}`, { method: 'DELETE', headers: { authorization, 'idempotency-key': key } })
  await retry.body?.cancel()
  assert.equal(retry.status, 204)
})

test('a named call whose process died after its write committed is not run again: 409, and nothing changes', async () => {
  const created = await send('POST', '/ticket', { title: 'Crash close' })
  const key = `crash-close-${Date.now()}`
  const crashed = crashOnce('tickets.close')
  assert.equal((await send('POST', '/tickets/close', { ticketId: created.body.id }, { key })).status, 500)
  assert.equal(typeof (await read(`/ticket/${created.body.id}`)).body.closedAt, 'string', 'its write committed')
  assert.equal((await send('PATCH', `/ticket/${created.body.id}`, { updates: { closedAt: '' } })).status, 200)
  await abandon('records', crashed)
  const retry = await send('POST', '/tickets/close', { ticketId: created.body.id }, { key })
  assert.deepEqual([retry.status, retry.body.message], [409, KEY_APPLIED])
  assert.equal((await read(`/ticket/${created.body.id}`)).body.closedAt, undefined, 'the ticket was not closed again')
  assert.deepEqual(await send('POST', '/tickets/close', { ticketId: created.body.id }, { key }), retry)
})
