// Overload (issue #10): a burst of writes far beyond what a service admits at once is answered —
// each write either succeeds or is refused early with 503 and Retry-After — never 500 or 504, and
// every acknowledged write is there. The service's limits are made small here so that a burst a
// test can afford overloads it (SERVICE_MAX_IN_FLIGHT, SERVICE_MAX_QUEUED; runtime/admission.ts).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'

let platform: TestPlatform
let authorization: string
before(async () => {
  // its own platform: the services read these limits when they start
  process.env.SERVICE_MAX_IN_FLIGHT = '2'
  process.env.SERVICE_MAX_QUEUED = '4'
  platform = await startTestPlatform({ fresh: true })
  authorization = `Bearer ${(await registerStaff(platform.url)).authToken}`
})
after(async () => {
  delete process.env.SERVICE_MAX_IN_FLIGHT
  delete process.env.SERVICE_MAX_QUEUED
  await platform?.close()
})

test('a burst of 150 writes: each one 200 or 503 with Retry-After, never 500; every 200 was stored', async () => {
  const tag = `burst-${Date.now()}`
  const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => fetch(`${platform.url}/v1/enduser`, {
    method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ fname: `Burst${i}`, tags: [tag] }),
  }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { id?: string; message?: string } }))))
  const statuses = new Set(answers.map((a) => a.status))
  assert.deepEqual([...statuses].filter((s) => s !== 200 && s !== 503), [], 'only successes and early refusals')
  const refused = answers.filter((a) => a.status === 503)
  assert.ok(refused.length > 0, 'the burst was beyond the limits')
  assert.ok(refused.every((a) => a.retryAfter === '1' && a.body.message === 'Service unavailable, please try again later.'))
  const stored = await fetch(`${platform.url}/v1/endusers?limit=1000&filter=${encodeURIComponent(JSON.stringify({ tags: tag }))}`, { headers: { authorization } })
  const ids = new Set(((await stored.json()) as { id: string }[]).map((e) => e.id))
  const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.body.id!)
  assert.equal(ids.size, acknowledged.length, 'nothing refused was stored')
  assert.ok(acknowledged.every((id) => ids.has(id)), 'every acknowledged write was stored')
})
