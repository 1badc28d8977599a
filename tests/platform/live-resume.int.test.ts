// Live events resume over real NATS (issue #18 item 6): the platform on a nats-server of its own,
// which is killed (SIGKILL) and started again while patients are written. One subscriber stays
// connected through the outage; another drops its socket before it and resumes afterwards from the
// last position it saw. Each receives every acknowledged patient's created event exactly once.
// Skipped without the nats-server binary.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket, type LiveMessage, type LiveSocket } from '../support/live-socket.ts'
import { NATS_BINARY, natsProcess, type NatsProcess } from './support/nats-process.ts'

let platform: TestPlatform | undefined
let nats: NatsProcess | undefined

before(async () => {
  if (!NATS_BINARY) return
  nats = await natsProcess()
  await nats.start()
  process.env.NATS_URL = nats.url
  // its own platform: the shared one is not on this file's nats-server
  platform = await startTestPlatform({ useNats: true, fresh: true })
})
after(async () => {
  await platform?.close()
  await nats?.dispose()
})

const RETRIED = new Set([0, 409, 503, 504])
const tag = `resume-${Date.now()}`

/** Creates a patient, retrying (same Idempotency-Key) while the platform cannot answer; its id. */
async function createPatient(authorization: string, n: number): Promise<string> {
  for (;;) {
    const answer = await fetch(`${platform!.url}/v1/enduser`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `${tag}-${n}` },
      body: JSON.stringify({ fname: `Resume${n}`, tags: [tag] }),
    }).then(async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as { id?: string } }), () => ({ status: 0, body: {} as { id?: string } }))
    if (answer.status === 200) return answer.body.id!
    if (!RETRIED.has(answer.status)) throw new Error(`patient ${n}: ${answer.status} ${JSON.stringify(answer.body)}`)
    await new Promise((r) => setTimeout(r, 100)) // retry pace, not a wait for an outcome
  }
}

/** Polls the gateway's /readyz until it answers `status`. */
async function readyzBecomes(status: number): Promise<void> {
  const deadline = Date.now() + 20_000
  while ((await fetch(`${platform!.url}/readyz`).then((r) => r.status, () => 0)) !== status) {
    if (Date.now() > deadline) assert.fail(`/readyz never answered ${status}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const createdIds = (events: LiveMessage[]) =>
  events.filter((m) => m.event === 'created-endusers').flatMap((m) => (m.data as { id: string; tags?: string[] }[]).filter((r) => r.tags?.includes(tag)).map((r) => r.id))

const received = (s: LiveSocket, id: string) => s.next((m) => m.event === 'created-endusers' && (m.data as { id: string }[]).some((r) => r.id === id))

function assertEachOnce(ids: string[], written: string[], who: string) {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  assert.deepEqual(written.filter((id) => !counts.has(id)), [], `${who}: no event lost`)
  assert.deepEqual([...counts].filter(([, n]) => n !== 1), [], `${who}: no event twice`)
  assert.equal(ids.length, written.length, `${who}: nothing else`)
}

test('across a NATS restart: a subscriber that stayed and one that resumed each get every created event exactly once', { skip: !NATS_BINARY && 'no nats-server binary', timeout: 120_000 }, async () => {
  const authorization = `Bearer ${(await registerStaff(platform!.url)).authToken}`
  const steady = await openLiveSocket(platform!.url, authorization)
  const away = await openLiveSocket(platform!.url, authorization)
  const written: string[] = []
  let n = 0
  for (let i = 0; i < 3; i++) written.push(await createPatient(authorization, n++))
  await received(away, written.at(-1)!)
  const last = away.lastPosition()
  assert.ok(last, 'the events carried positions')
  away.close()

  // away: two more written, then NATS killed with writes in flight, started again
  for (let i = 0; i < 2; i++) written.push(await createPatient(authorization, n++))
  await nats!.kill()
  await readyzBecomes(503)
  const duringOutage = Array.from({ length: 5 }, () => createPatient(authorization, n++))
  await nats!.start()
  written.push(...(await Promise.all(duringOutage)))
  await readyzBecomes(200)
  for (let i = 0; i < 3; i++) written.push(await createPatient(authorization, n++))

  const resumed = await openLiveSocket(platform!.url, authorization, { after: last })
  written.push(await createPatient(authorization, n++))
  for (const id of written) await received(steady, id)
  for (const id of written.slice(3)) await received(resumed, id)
  await steady.settle()
  await resumed.settle()
  steady.close()
  resumed.close()

  assert.equal(resumed.resynced(), false, 'within the window: replayed, not resynced')
  assertEachOnce(createdIds(steady.events), written, 'the subscriber that stayed')
  assertEachOnce([...createdIds(away.events), ...createdIds(resumed.events)], written, 'the subscriber that resumed')
})
