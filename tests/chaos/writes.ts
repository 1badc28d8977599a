// The fault suite's writer and its checks, shared by the NATS and the process kill: patients created
// at a bounded rate, each with its own Idempotency-Key and retried on 503/504, 409 or a dropped
// connection until acknowledged; a fault in the middle; then every write stored exactly once and its
// event applied exactly once by a durable consumer (records' audit trail: one 'create' entry each).
import assert from 'node:assert/strict'

export interface FaultRun {
  tag: string
  writes: number
  acknowledged: string[]
  statuses: Map<number, number>
  /** from the end of the fault (`fault` resolved) to the first acknowledged write after it */
  recoveredAfterMs?: number
}

const RETRIED = new Set([0, 409, 503, 504])

/** Writes for `seconds` at `ratePerSecond` while `fault` runs (started after a quarter of the time). */
export async function writeThroughFault(o: { url: string; authorization: string; seconds: number; ratePerSecond: number; fault(): Promise<void> }): Promise<FaultRun> {
  const tag = `fault-${Date.now()}`
  const statuses = new Map<number, number>()
  const acknowledged: string[] = []
  let faultEndedAt = 0
  let recoveredAfterMs: number | undefined

  const write = async (n: number) => {
    for (;;) {
      const answer = await fetch(`${o.url}/v1/enduser`, {
        method: 'POST',
        headers: { authorization: o.authorization, 'content-type': 'application/json', 'idempotency-key': `${tag}-${n}` },
        body: JSON.stringify({ fname: `Fault${n}`, tags: [tag] }),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as { id?: string } }),
        () => ({ status: 0, body: {} as { id?: string } }),
      )
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 200) {
        if (faultEndedAt && recoveredAfterMs === undefined) recoveredAfterMs = Date.now() - faultEndedAt
        return answer.body.id!
      }
      if (!RETRIED.has(answer.status)) throw new Error(`write ${n}: ${answer.status} ${JSON.stringify(answer.body)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const writes: Promise<void>[] = []
  const started = Date.now()
  const fault = (async () => {
    await new Promise((r) => setTimeout(r, (o.seconds * 1000) / 4))
    await o.fault()
    faultEndedAt = Date.now()
  })()
  for (let n = 0; Date.now() - started < o.seconds * 1000; n++) {
    writes.push(write(n).then((id) => void acknowledged.push(id)))
    await new Promise((r) => setTimeout(r, 1000 / o.ratePerSecond))
  }
  await fault
  await Promise.all(writes)
  return { tag, writes: writes.length, acknowledged, statuses, recoveredAfterMs }
}

/** No 500; every write stored once (the acknowledged ids exactly); every created event applied once. */
export async function assertNothingLostOrDoubled(url: string, authorization: string, run: FaultRun) {
  const get = async <T>(path: string, filter: object) =>
    (await (await fetch(`${url}/v1${path}${path.includes('?') ? '&' : '?'}filter=${encodeURIComponent(JSON.stringify(filter))}`, { headers: { authorization } })).json()) as T
  assert.equal(run.statuses.get(500) ?? 0, 0, 'no 500')
  const stored = await get<{ id: string; fname: string }[]>('/endusers?limit=1000', { tags: run.tag })
  const perWrite = new Map<string, number>()
  for (const e of stored) perWrite.set(e.fname, (perWrite.get(e.fname) ?? 0) + 1)
  assert.deepEqual([...perWrite].filter(([, n]) => n !== 1), [], 'each write stored once')
  assert.equal(stored.length, run.writes)
  assert.deepEqual(new Set(stored.map((e) => e.id)), new Set(run.acknowledged))

  // every created event applied once by a durable consumer: one 'create' entry per patient (polled)
  const deadline = Date.now() + 60_000
  let entries: { enduserId: string }[]
  for (;;) {
    entries = []
    for (let lastId: string | undefined; ;) {
      const page = await get<{ id: string; enduserId: string }[]>(`/user-logs?limit=1000${lastId ? `&lastId=${lastId}` : ''}`, { resource: 'endusers', action: 'create' })
      entries.push(...page)
      if (page.length < 1000) break
      lastId = page.at(-1)!.id
    }
    if (entries.length >= run.acknowledged.length || Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const perPatient = new Map<string, number>()
  for (const e of entries) perPatient.set(e.enduserId, (perPatient.get(e.enduserId) ?? 0) + 1)
  assert.deepEqual([...perPatient.values()].filter((n) => n !== 1), [], 'no event applied twice')
  assert.deepEqual(run.acknowledged.filter((id) => !perPatient.has(id)), [], 'no event lost')
}
