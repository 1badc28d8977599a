// The write trail's rules without a database or a bus: a request's signed-in writes are collected
// (not reads, not system work, not the trail itself, not a nested request's), only the committed
// ones are handed to records, slimmed to what user_logs needs, and a failed hand-off never fails
// the request.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusEvent, BusRequest } from '@care/contracts/bus'
import type { Bus } from '../bus/types.ts'
import { noteWritten, withWriteTrail, type WriteTrailDeps } from './write-trail.ts'

const event = (id: string, over: Partial<BusEvent> = {}): BusEvent => ({
  id, subject: 'evt.notes.updated', collection: 'notes', op: 'updated', businessId: 'b',
  records: [{ id: `r-${id}`, enduserId: 'e1', text: 'secret words' }], changes: [{ id: `r-${id}`, changes: { text: 'secret words' } }],
  actor: { type: 'user', id: 'u1', name: 'Ann', ip: '10.0.0.1' }, occurredAt: '2026-01-01T00:00:00.000Z', ...over,
})

function fakes(committed: string[], reply: () => Promise<unknown> = async () => ({ status: 200, body: { applied: 1 } })) {
  const sent: BusRequest<{ events: BusEvent[] }>[] = []
  const warnings: string[] = []
  const deps: WriteTrailDeps = {
    db: { $queryRawUnsafe: async <T>(_sql: string, ids: unknown) => (ids as string[]).filter((id) => committed.includes(id)).map((id) => ({ id })) as T },
    bus: { request: async (_subject: string, req: BusRequest) => { sent.push(req as BusRequest<{ events: BusEvent[] }>); return reply() } } as unknown as Bus,
    log: { warn: (_o: object, msg: string) => void warnings.push(msg) },
  }
  return { deps, sent, warnings }
}

test("a request's committed, signed-in writes are handed off, slimmed; the rest are not", async () => {
  const { deps, sent } = fakes(['a', 'c', 'd', 'e', 'f'])
  const answer = await withWriteTrail(deps, async () => {
    noteWritten([event('a'), event('b')]) // b rolled back: not in the outbox
    noteWritten([event('c', { op: 'read' }), event('d', { actor: { type: 'system', id: 'records' } }), event('e', { collection: 'user_logs' })])
    await withWriteTrail(deps, async () => noteWritten([event('f')])) // a nested request hands off its own
    return 'answer'
  })
  assert.equal(answer, 'answer')
  assert.deepEqual(sent.map((r) => r.payload.events.map((e) => e.id)), [['f'], ['a']])
  const [handed] = sent[1].payload.events
  assert.deepEqual(handed.records, [{ id: 'r-a', enduserId: 'e1' }], 'ids and the patient only')
  assert.deepEqual(handed.changes, [{ id: 'r-a', changes: { text: null } }], 'the names of the changed fields only')
  assert.deepEqual(handed.actor, { type: 'user', id: 'u1', name: 'Ann', ip: '10.0.0.1' })
})

test('a handler that throws after a write committed still hands it off, and throws', async () => {
  const { deps, sent } = fakes(['a'])
  await assert.rejects(withWriteTrail(deps, async () => {
    noteWritten([event('a')])
    throw new Error('later step failed')
  }), /later step failed/)
  assert.deepEqual(sent.map((r) => r.payload.events.map((e) => e.id)), [['a']])
})

test('records unreachable or refusing: the request answers, a warning says the reaction will log it', async () => {
  const down = fakes(['a'], async () => { throw new Error('no responders') })
  assert.equal(await withWriteTrail(down.deps, async () => (noteWritten([event('a')]), 1)), 1)
  assert.equal(down.warnings.length, 1)
  const refusing = fakes(['a'], async () => ({ status: 400, message: 'bad' }))
  assert.equal(await withWriteTrail(refusing.deps, async () => (noteWritten([event('a')]), 2)), 2)
  assert.equal(refusing.warnings.length, 1)
})

test('outside a request nothing is collected; a request without writes asks nothing', async () => {
  noteWritten([event('a')])
  const { deps, sent } = fakes(['a'])
  await withWriteTrail(deps, async () => undefined)
  assert.deepEqual(sent, [])
})
