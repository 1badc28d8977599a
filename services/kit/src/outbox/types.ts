// The transactional outbox: an event is written in the same transaction as the change it
// describes and published afterwards by the relay (outbox/relay.ts), so a crash between commit and
// publish loses nothing. Table (kit migration): care_outbox(id, subject, payload, created_at, published_at).
import type { BusEvent } from '@care/contracts/bus'

/** What a writer supplies; the outbox adds id, subject and occurredAt. */
export type NewEvent = Omit<BusEvent, 'id' | 'subject' | 'occurredAt'>

/** Anything that can run SQL inside the caller's transaction (a Prisma transaction client). */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}
