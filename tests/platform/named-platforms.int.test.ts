// Two platforms on one PostgreSQL server (and, with NATS_URL, one NATS server) given different
// database names in their DATABASE_URL, as two `npm start`s would be (issue #18 item 5): each keeps
// its own data and its own events. Before, both used care_* and shared staff, patients and outbox.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { BusEvent } from '@care/contracts/bus'
import { databaseUrl } from '@care/kit/db/provision'
import { dropDatabase, serverUrl } from '@care/kit/testing/database'
import { startPlatform, type Platform } from '@care/platform'
import { services } from '@care/platform/services'
import { registerStaff } from '../support/platform.ts'

const names = [`t_named_a_${randomBytes(3).toString('hex')}`, `t_named_b_${randomBytes(3).toString('hex')}`]
const platforms: Platform[] = []
const heard: BusEvent[][] = [[], []]

before(async () => {
  for (const [i, name] of names.entries()) {
    const platform = await startPlatform({
      root: new URL('../..', import.meta.url).pathname,
      port: 0,
      // only the URL tells the two apart: no databasePrefix, no busNamespace
      databaseUrl: databaseUrl(serverUrl(), name),
      natsUrl: process.env.NATS_URL,
      authSecret: randomBytes(32).toString('hex'),
      limits: { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 },
    })
    platforms.push(platform)
    await platform.bus.listen('evt.>', async (e) => void heard[i].push(e))
  }
})
after(async () => {
  for (const p of platforms) await p.stop()
  for (const name of names) for (const s of services) await dropDatabase(`${name}_${s.name}`)
})

/** Polls until `check` holds (the outbox relay publishes within milliseconds; 10 s is generous). */
async function until(check: () => boolean, what: string) {
  for (const deadline = Date.now() + 10_000; !check(); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

test('each platform keeps its databases, named after its DATABASE_URL', () => {
  assert.deepEqual(platforms.map((p) => p.name), names)
})

test('two platforms with different database names share neither data nor events', async () => {
  const [a, b] = platforms
  const staffA = await registerStaff(a.url)
  const staffB = await registerStaff(b.url)
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })

  // A's staff is unknown to B
  const signIn = await fetch(`${b.url}/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staffA.email, password: staffA.password }) })
  assert.equal(signIn.status, 401)

  // 20 patients written on A: every event reaches A's bus, none reaches B's
  const ids: string[] = []
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${a.url}/v1/enduser`, { method: 'POST', headers: headers(staffA.authToken), body: JSON.stringify({ fname: `A${i}` }) })
    assert.equal(res.status, 200)
    ids.push(((await res.json()) as { id: string }).id)
  }
  const createdOn = (i: number) => new Set(heard[i].filter((e) => e.collection === 'endusers' && e.op === 'created').flatMap((e) => e.records.map((r) => r.id as string)))
  await until(() => ids.every((id) => createdOn(0).has(id)), "A's 20 created events on A's bus")

  // B writes one of its own after them and hears it; by then A's would have arrived too
  const own = await fetch(`${b.url}/v1/enduser`, { method: 'POST', headers: headers(staffB.authToken), body: JSON.stringify({ fname: 'B' }) })
  const ownId = ((await own.json()) as { id: string }).id
  await until(() => createdOn(1).has(ownId), "B's own event")
  assert.deepEqual(ids.filter((id) => createdOn(1).has(id)), [], "none of A's events reached B")
  assert.ok(!createdOn(0).has(ownId), "B's event did not reach A")

  // and B's listing holds only B's patient
  const listed = (await (await fetch(`${b.url}/v1/endusers`, { headers: headers(staffB.authToken) })).json()) as { id: string }[]
  assert.deepEqual(listed.map((e) => e.id), [ownId])
})
