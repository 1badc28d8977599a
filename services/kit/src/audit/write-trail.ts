// Writes, for the audit trail, readable as soon as the write answers (issue #18 item 14, #19 item 9:
// the SDK's own tests read user_logs 25 ms after a write). Every write already leaves its event in
// the service's outbox inside the write's own transaction, and records' audit-trail reaction turns
// it into user_logs rows — durable, but after a relay and a consumer hop. So the service that wrote
// also hands the events of the request's committed writes to records over the bus before it
// answers (`user-logs.record`); records applies them through that same reaction, exactly once per
// event (the kit's processed-events mark), so whichever arrives first logs it and the other is
// skipped. The hand-off never fails a request: when records is down or slow, the reaction still
// logs the write once records is back (the outbox keeps the event). No service reads another's
// tables: the writer reads only its own outbox, records only its own user_logs.
import { AsyncLocalStorage } from 'node:async_hooks'
import { enduserFieldOf } from '@care/contracts/access/visibility'
import type { BusEvent } from '@care/contracts/bus'
import { collectionByName } from '@care/contracts/collections/index'
import { AUDIT_COLLECTION } from '@care/contracts/access/audit'
import type { z } from 'zod'
import { auditBusRoutes, type auditedWrite } from '@care/contracts/routes/records'
import type { Bus } from '../bus/types.ts'
import { callRoute } from '../bus/call-route.ts'

/** how long a write waits for records to take its entries before it answers anyway */
export const HANDOFF_TIMEOUT_MS = 2000

const [recordRoute] = auditBusRoutes

/** the committed-or-not events of the request being handled */
const written = new AsyncLocalStorage<BusEvent[]>()

const byPrincipal = (e: BusEvent) => e.actor?.type === 'user' || e.actor?.type === 'enduser'

/** Called by the outbox for every event it enqueues: a signed-in caller's write is kept for the hand-off. */
export function noteWritten(events: readonly BusEvent[]): void {
  const list = written.getStore()
  if (!list) return
  for (const e of events) if (e.op !== 'read' && e.collection !== AUDIT_COLLECTION && byPrincipal(e)) list.push(e)
}

/** What user_logs needs of an event: the ids, each record's patient, the names of changed fields (none for a read or an actorless event: noteWritten keeps neither). */
function slim(e: BusEvent): z.input<typeof auditedWrite>[] {
  if (e.op === 'read' || !e.actor) return []
  const contract = collectionByName.get(e.collection)
  const field = contract ? enduserFieldOf(contract) : undefined
  return [{
    id: e.id, subject: e.subject, collection: e.collection, op: e.op, businessId: e.businessId, actor: e.actor, occurredAt: e.occurredAt,
    records: e.records.map((r) => ({ id: r.id, ...(field && field !== 'id' && r[field] !== undefined ? { [field]: r[field] } : {}) })),
    ...(e.changes ? { changes: e.changes.map((c) => ({ id: c.id, changes: Object.fromEntries(Object.keys(c.changes).map((k) => [k, null])) })) } : {}),
  }]
}

export interface WriteTrailDeps {
  /** the service's own database: which of the request's events committed (its outbox) */
  db: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }
  bus: Bus
  log: { warn(obj: object, msg: string): void }
}

/** Hands the committed ones of `events` to records; logs, never throws. */
export async function handOffWrites(deps: WriteTrailDeps, events: readonly BusEvent[]): Promise<void> {
  try {
    // a transaction that rolled back took its events with it: only what the outbox holds happened
    const rows = await deps.db.$queryRawUnsafe<{ id: string }[]>('SELECT id FROM care_outbox WHERE id = ANY($1::text[])', events.map((e) => e.id))
    const committed = new Set(rows.map((r) => r.id))
    const handed = events.filter((e) => committed.has(e.id)).flatMap(slim)
    if (!handed.length) return
    await callRoute(deps.bus, recordRoute, { events: handed }, { requestId: `audit-${handed[0].id}` }, { timeoutMs: HANDOFF_TIMEOUT_MS })
  } catch (err) {
    // records refused (an error reply), is down (503) or slow (504)
    deps.log.warn({ err, events: events.length }, 'audit: hand-off to records failed; the reaction will log these writes')
  }
}

/**
 * Runs one request's handler, collecting the events its writes enqueue, and hands the committed ones
 * to records before the answer leaves (also when the handler threw after a write committed).
 * Nested requests (an in-process bus runs them in this async context) collect their own.
 */
export async function withWriteTrail<T>(deps: WriteTrailDeps | undefined, fn: () => Promise<T>): Promise<T> {
  if (!deps) return fn()
  const events: BusEvent[] = []
  try {
    return await written.run(events, fn)
  } finally {
    if (events.length) await handOffWrites(deps, events)
  }
}
