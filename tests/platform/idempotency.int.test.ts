// Idempotency-Key (issue #10): a write retried with the same key within 24 h answers the first
// reply and changes nothing — through the gateway, for generic and named calls; the key is the
// caller's own; reused with another payload it is refused; concurrent duplicates make one record.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { ABANDONED_AFTER_SECONDS, KEY_IN_PROGRESS, KEY_REUSED } from '@care/kit/runtime/idempotency'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'

let platform: TestPlatform
let authorization: string
let other: string
before(async () => {
  platform = await startTestPlatform()
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

test('a create whose process died after the commit but before the reply was kept: the retry answers that record, not a second one', async () => {
  const key = `crash-${Date.now()}`
  const first = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.equal(first.status, 200)
  // what a kill -9 between the write's commit and storing its reply leaves behind
  const identity = platform.running.identity as { db: { $executeRawUnsafe(sql: string, ...v: unknown[]): Promise<number> } }
  const forget = (ageSeconds: number) => identity.db.$executeRawUnsafe(
    `UPDATE care_idempotency SET reply = NULL, created_at = now() - make_interval(secs => $1) WHERE reply->'body'->>'id' = $2 OR (reply IS NULL AND record_id = $2)`, ageSeconds, first.body.id,
  )
  assert.equal(await forget(1), 1)
  const early = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.deepEqual([early.status, early.body.message], [409, KEY_IN_PROGRESS], 'the first request might still be running')
  assert.equal(await forget(ABANDONED_AFTER_SECONDS + 1), 1)
  const retry = await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key })
  assert.deepEqual([retry.status, retry.body.id, retry.body.fname], [200, first.body.id, 'Crash'])
  assert.equal(await count(key), 1, 'not made twice')
  assert.deepEqual(await send('POST', '/enduser', { fname: 'Crash', tags: [key] }, { key }), retry, 'the retry reply is kept')
})
