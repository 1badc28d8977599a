// The transactional outbox: writers enqueue events in their transaction, the relay publishes them.
export { enqueueEvents } from './enqueue.ts'
export type { NewEvent, SqlExecutor } from './types.ts'
export { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './relay.ts'
export { deletePublished } from './cleanup.ts'
export { OUTBOX_CHANNEL } from './listener.ts'
