// The events every write publishes (ARCHITECTURE.md §3), written to the outbox inside the write's
// own transaction: created → full records, updated → full records and per record the changed
// fields (null for a field that was removed), deleted → the records as they were (so subscribers
// can tell who could read them). Hidden fields and secrets never travel. A write whose event about
// one record would exceed what NATS carries is refused with 413 (the event could never publish).
import { accessFieldsOf } from '@care/contracts/access/visibility'
import { tooLarge } from '@care/contracts/errors'
import { SINGLE_RECORD_EVENT_LIMIT } from '../bus/nats-large.ts'
import type { NewEvent, SqlExecutor } from '../outbox/types.ts'
import { enqueueEvents } from '../outbox/enqueue.ts'
import type { Scope } from './access.ts'
import type { CollectionModel } from './model.ts'
import { rowToRecord, withoutHidden } from './serialize.ts'
import type { ApiRecord, DbRecord } from './types.ts'

const eventRecord = (model: CollectionModel, row: DbRecord) => withoutHidden(model, rowToRecord(model, row))

function base(model: CollectionModel, scope: Scope): Omit<NewEvent, 'op' | 'records'> {
  return {
    collection: model.name,
    businessId: scope.session.businessId,
    actor: {
      type: scope.session.type, id: scope.session.id,
      ...(scope.session.name ? { name: scope.session.name } : {}), ...(scope.ctx.ip ? { ip: scope.ctx.ip } : {}),
    },
    ...(scope.ctx.traceparent ? { traceparent: scope.ctx.traceparent } : {}),
  }
}

/** Fields whose value differs between two records; a field that disappeared is reported as null. */
export function changedFields(before: ApiRecord, after: ApiRecord): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = after[field] ?? null
  }
  return changes
}

/** what the outbox adds to an event (id, subject, occurredAt, traceparent), generously */
const ENVELOPE_BYTES = 1024

/**
 * Refuses (413, inside the write's transaction, so nothing is stored) a write whose event about one
 * record could never be published: the bus splits a large event by records, never one record.
 */
function assertPublishable(event: NewEvent): NewEvent {
  if (Buffer.byteLength(JSON.stringify(event)) + ENVELOPE_BYTES > SINGLE_RECORD_EVENT_LIMIT) throw tooLarge()
  return event
}

export function publishCreated(tx: SqlExecutor, model: CollectionModel, scope: Scope, rows: DbRecord[]) {
  if (!rows.length) return Promise.resolve([])
  const records = rows.map((r) => eventRecord(model, r))
  const event: NewEvent = { ...base(model, scope), op: 'created', records }
  for (const record of records) assertPublishable({ ...event, records: [record] })
  return enqueueEvents(tx, [event])
}

/**
 * When an update changes who may read the record (an access field: visibility's accessFieldsOf),
 * the event also carries those fields as they were, so live sockets that lost or gained the record
 * hear 'deleted' or 'created'; so too the fields the collection names in `eventPrevious`, for the
 * reactions that need what changed inside them.
 */
export function previousFields(model: CollectionModel, before: ApiRecord, changes: Record<string, unknown>): { previous?: Record<string, unknown>[] } {
  const fields = [...accessFieldsOf(model.collection), ...(model.collection.eventPrevious ?? [])]
  if (!fields.some((f) => f in changes)) return {}
  return { previous: [{ id: before.id, ...Object.fromEntries(fields.map((f) => [f, before[f] ?? null])) }] }
}

export function publishUpdated(tx: SqlExecutor, model: CollectionModel, scope: Scope, before: DbRecord, after: DbRecord) {
  const record = eventRecord(model, after)
  const was = eventRecord(model, before)
  const changes = changedFields(was, record)
  return enqueueEvents(tx, [assertPublishable({ ...base(model, scope), op: 'updated', records: [record], changes: [{ id: String(after.id), changes }], ...previousFields(model, was, changes) })])
}

export function publishDeleted(tx: SqlExecutor, model: CollectionModel, scope: Scope, rows: DbRecord[]) {
  if (!rows.length) return Promise.resolve([])
  return enqueueEvents(tx, [{ ...base(model, scope), op: 'deleted', records: rows.map((r) => eventRecord(model, r)) }])
}
