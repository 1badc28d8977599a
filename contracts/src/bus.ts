// The bus contract shared by the gateway, every service and both bus implementations.
import type { Session } from './session.ts'
import type { ValidationIssue } from './errors.ts'

export const SERVICES = ['identity', 'records', 'forms', 'scheduling', 'messaging', 'content', 'billing'] as const
export type ServiceName = (typeof SERVICES)[number]

/** `svc.<service>.<operation>` — services subscribe in a queue group named after the service. */
export const requestSubject = (service: ServiceName, operation: string) => `svc.${service}.${operation}`

export type WriteOperation = 'created' | 'updated' | 'deleted'
/** `evt.<collection>.<created|updated|deleted>` */
/** A write, or `read`: records of patient data a caller read (the audit trail's input, never sent to live sockets). */
export type EventOperation = WriteOperation | 'read'
export const eventSubject = (collection: string, op: EventOperation) => `evt.${collection}.${op}`
export const EVENTS_STREAM = 'EVENTS'
export const EVENTS_FILTER = 'evt.>'

/** Identity → every gateway: these sessions ended (logout, reset, deletion, a removed API key). */
export const SESSIONS_REVOKED_BROADCAST = 'bcast.sessions.revoked'
/**
 * Identity → every gateway: what the sessions of this business may do has changed (role
 * permissions, a user's roles). Gateways drop what they cached and re-resolve open live sockets,
 * so a change applies everywhere at once, as a logout does.
 */
export const SESSIONS_CHANGED_BROADCAST = 'bcast.sessions.changed'
export interface SessionsChanged {
  businessId: string
  /** only these users' sessions; every session of the business when absent */
  userIds?: string[]
}

/** What a caller sends to a service. */
export interface BusRequest<P = unknown> {
  requestId: string
  session?: Session
  payload: P
  /** W3C trace context of the caller */
  traceparent?: string
  /** client IP as seen by the gateway (rate limits, audit) */
  ip?: string
  /** the public origin the caller reached the gateway at (`https://api.clinic.example`): for links a service hands back */
  origin?: string
  /** a write's Idempotency-Key header: a retry with the same key answers the first reply (kit runtime/idempotency.ts) */
  idempotencyKey?: string
}

/** What a service answers: a status and a body, or an error message. */
export type BusReply<B = unknown> =
  | { status: number; body: B }
  | { status: number; message: string; validation?: ValidationIssue[] }

export const isErrorReply = (r: BusReply): r is { status: number; message: string; validation?: ValidationIssue[] } =>
  r.status >= 400

/** A record-level change, published through the outbox. */
export interface BusEvent<R = Record<string, unknown>> {
  /** unique event id, also the JetStream `Nats-Msg-Id` used for de-duplication */
  id: string
  subject: string
  collection: string
  op: EventOperation
  businessId: string
  /** created: the full records; updated: the full records after the change; deleted: `{ id }` only */
  records: R[]
  /** updated only: per record the changed fields */
  changes?: { id: string; changes: Record<string, unknown> }[]
  /** updated only, when an access field (visibility's accessFieldsOf) or a field of the collection's `eventPrevious` changed: per record `{ id, …those fields as they were }` */
  previous?: Record<string, unknown>[]
  /** who caused it: their name and address as the gateway saw them (for the audit trail; never sent to live sockets) */
  actor?: { type: string; id: string; name?: string; ip?: string }
  /** read events only: 'list' for a listing, 'read' for records opened by id */
  via?: 'read' | 'list'
  occurredAt: string
  traceparent?: string
}
