// The chaos runner's writer and its storage checks: patients created at a bounded rate, each with
// its own Idempotency-Key and retried on 503/504, 409 or a dropped connection until acknowledged; a
// fault in the middle; then every write stored exactly once and its event applied exactly once by a
// durable consumer (records' audit trail: one 'create' entry each). Any other answer (a 500) ends
// that write unacknowledged and is counted, so the checks report it instead of a stray rejection.
import assert from 'node:assert/strict'

export interface FaultRun {
  tag: string
  writes: number
  acknowledged: string[]
  statuses: Map<number, number>
  /** writes that got an answer that is not retried (n: status and body) */
  failed: string[]
  /** from the end of the fault (`fault` resolved) to the first acknowledged write after it */
  recoveredAfterMs?: number
}

/** no answer within REQUEST_GUARD_MS (-1), dropped connection (0), still running under the same key (409), unavailable (503), timed out (504) */
const RETRIED = new Set([-1, 0, 409, 503, 504])
/** a request left unanswered this long counts as unanswered (-1) and is retried, so a wedged platform fails the run instead of hanging it */
const REQUEST_GUARD_MS = 20_000
/** a write still unacknowledged this long is given up (counted in `failed`): the platform did not recover */
const WRITE_GUARD_MS = 60_000

/** Writes for `seconds` at `ratePerSecond` while `fault` runs (started after a quarter of the time). */
export async function writeThroughFault(o: { url: string; authorization: string; tag: string; seconds: number; ratePerSecond: number; fault(): Promise<void> }): Promise<FaultRun> {
  const { tag } = o
  const statuses = new Map<number, number>()
  const acknowledged: string[] = []
  const failed: string[] = []
  let faultEndedAt = 0
  let recoveredAfterMs: number | undefined

  const write = async (n: number) => {
    const givenUpAt = Date.now() + WRITE_GUARD_MS
    for (;;) {
      const answer = await fetch(`${o.url}/v1/enduser`, {
        method: 'POST',
        headers: { authorization: o.authorization, 'content-type': 'application/json', 'idempotency-key': `${tag}-${n}` },
        body: JSON.stringify({ fname: `Fault${n}`, tags: [tag] }),
        signal: AbortSignal.timeout(REQUEST_GUARD_MS),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as { id?: string } }),
        (e: Error) => ({ status: e.name === 'TimeoutError' ? -1 : 0, body: {} as { id?: string } }),
      )
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 200) {
        if (faultEndedAt && recoveredAfterMs === undefined) recoveredAfterMs = Date.now() - faultEndedAt
        acknowledged.push(answer.body.id!)
        return
      }
      if (!RETRIED.has(answer.status) || Date.now() > givenUpAt) {
        failed.push(`write ${n}: ${answer.status} ${JSON.stringify(answer.body)}${RETRIED.has(answer.status) ? `, still after ${WRITE_GUARD_MS} ms` : ''}`)
        return
      }
      await new Promise((r) => setTimeout(r, 100)) // retry pace, not a wait for an outcome
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
    writes.push(write(n))
    await new Promise((r) => setTimeout(r, 1000 / o.ratePerSecond))
  }
  await fault
  await Promise.all(writes)
  return { tag, writes: writes.length, acknowledged, statuses, failed, recoveredAfterMs }
}

/** No 500 (no write failed); every write stored once (the acknowledged ids exactly); every created event applied once. */
export async function assertNothingLostOrDoubled(url: string, authorization: string, run: FaultRun) {
  /** every record of `collection` matching `filter`, page by page */
  const all = async <T extends { id: string }>(collection: string, filter: object) => {
    const records: T[] = []
    for (let lastId: string | undefined; ;) {
      const page = (await (await fetch(`${url}/v1/${collection}?limit=1000${lastId ? `&lastId=${lastId}` : ''}&filter=${encodeURIComponent(JSON.stringify(filter))}`, { headers: { authorization } })).json()) as T[]
      records.push(...page)
      if (page.length < 1000) return records
      lastId = page.at(-1)!.id
    }
  }
  assert.equal(run.statuses.get(500) ?? 0, 0, 'no 500')
  assert.deepEqual(run.failed, [], 'every write acknowledged')
  const stored = await all<{ id: string; fname: string }>('endusers', { tags: run.tag })
  const perWrite = new Map<string, number>()
  for (const e of stored) perWrite.set(e.fname, (perWrite.get(e.fname) ?? 0) + 1)
  assert.deepEqual([...perWrite].filter(([, n]) => n !== 1), [], 'each write stored once')
  assert.equal(stored.length, run.writes)
  assert.deepEqual(new Set(stored.map((e) => e.id)), new Set(run.acknowledged))

  // every created event applied once by a durable consumer: one 'create' entry per patient (polled)
  const deadline = Date.now() + 60_000
  let entries: { enduserId: string }[]
  for (;;) {
    entries = await all<{ id: string; enduserId: string }>('user-logs', { resource: 'endusers', action: 'create' })
    if (entries.length >= run.acknowledged.length || Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const perPatient = new Map<string, number>()
  for (const e of entries) perPatient.set(e.enduserId, (perPatient.get(e.enduserId) ?? 0) + 1)
  assert.deepEqual([...perPatient.values()].filter((n) => n !== 1), [], 'no event applied twice')
  assert.deepEqual(run.acknowledged.filter((id) => !perPatient.has(id)), [], 'no event lost')
}
