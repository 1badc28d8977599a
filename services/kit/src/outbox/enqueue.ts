import { eventSubject, type BusEvent } from '@care/contracts/bus'
import { projectForSystem } from '@care/contracts/access/visibility'
import { collectionByName } from '@care/contracts/collections/index'
import { currentTraceparent } from '../bus/trace-context.ts'
import { noteWritten } from '../audit/write-trail.ts'
import { newObjectId } from '../ids.ts'
import type { NewEvent, SqlExecutor } from './types.ts'

/**
 * The last line of defence for "events never carry secrets": whoever built the event, its records
 * and changes leave here without the collection's hidden fields and with its secrets redacted
 * (contracts/src/access/visibility.ts), so neither the outbox table nor the stream holds them.
 */
function withoutSecrets(e: NewEvent): NewEvent {
  const contract = collectionByName.get(e.collection)
  if (!contract) return e
  return {
    ...e,
    records: e.records.map((r) => projectForSystem(contract, r)),
    ...(e.changes ? { changes: e.changes.map((c) => ({ id: c.id, changes: projectForSystem(contract, c.changes) })) } : {}),
  }
}

/**
 * Writes events into the outbox inside the caller's transaction. Returns them as they will be published.
 * Each event records the trace context of the write that enqueues it (the active span: the service
 * handler's, or a database span under it; else the caller's `traceparent`), stored in the payload
 * with the rest of the event, so the relay's publish and every reaction continue that trace.
 */
export async function enqueueEvents(tx: SqlExecutor, events: NewEvent[]): Promise<BusEvent[]> {
  if (!events.length) return []
  const occurredAt = new Date().toISOString()
  const active = currentTraceparent()
  const full: BusEvent[] = events.map((e) => {
    const traceparent = active ?? e.traceparent
    return { ...withoutSecrets(e), id: newObjectId(), subject: eventSubject(e.collection, e.op), occurredAt, ...(traceparent ? { traceparent } : {}) }
  })
  const values: unknown[] = []
  const rows = full.map((e, i) => {
    values.push(e.id, e.subject, JSON.stringify(e))
    return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`
  })
  await tx.$executeRawUnsafe(`INSERT INTO care_outbox (id, subject, payload) VALUES ${rows.join(', ')}`, ...values)
  // the request's audit hand-off (audit/write-trail.ts) sends them on once they committed
  noteWritten(full)
  return full
}
