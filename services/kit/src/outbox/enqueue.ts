import { eventSubject, type BusEvent } from '@care/contracts/bus'
import { newObjectId } from '../ids.ts'
import type { NewEvent, SqlExecutor } from './types.ts'

/** Writes events into the outbox inside the caller's transaction. Returns them as they will be published. */
export async function enqueueEvents(tx: SqlExecutor, events: NewEvent[]): Promise<BusEvent[]> {
  if (!events.length) return []
  const occurredAt = new Date().toISOString()
  const full: BusEvent[] = events.map((e) => ({ ...e, id: newObjectId(), subject: eventSubject(e.collection, e.op), occurredAt }))
  const values: unknown[] = []
  const rows = full.map((e, i) => {
    values.push(e.id, e.subject, JSON.stringify(e))
    return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::jsonb)`
  })
  await tx.$executeRawUnsafe(`INSERT INTO care_outbox (id, subject, payload) VALUES ${rows.join(', ')}`, ...values)
  return full
}
