import { eventSubject, type BusEvent } from '@care/contracts/bus'
import { currentTraceparent } from '../bus/trace-context.ts'
import { newObjectId } from '../ids.ts'
import type { NewEvent, SqlExecutor } from './types.ts'

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
    return { ...e, id: newObjectId(), subject: eventSubject(e.collection, e.op), occurredAt, ...(traceparent ? { traceparent } : {}) }
  })
  const values: unknown[] = []
  const rows = full.map((e, i) => {
    values.push(e.id, e.subject, JSON.stringify(e))
    return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`
  })
  await tx.$executeRawUnsafe(`INSERT INTO care_outbox (id, subject, payload) VALUES ${rows.join(', ')}`, ...values)
  return full
}
