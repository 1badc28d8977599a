// The bodies of deliveries, in the public SDK's formats (@tellescope/schema webhooks' description),
// each with its `integrity`: a sha256 hex digest receivers check with the shared secret.
//   records:  { model, type: 'create' | 'update' | 'delete', records, timestamp, integrity, relatedRecords }
//             integrity = sha256(record ids concatenated in order + timestamp + secret)
//   automation: { type: 'automation', message, timestamp, integrity, enduserId }
//             integrity = sha256(message + timestamp + secret)
//   calendar reminder: { type: 'calendar_event_reminder', event, timestamp, integrity }
//             integrity = sha256(event.id + timestamp + secret)
// timestamp is the time the delivery was created, as ms since epoch in text.
import { createHash } from 'node:crypto'

export type RecordDeliveryType = 'create' | 'update' | 'delete'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

const idOf = (r: Record<string, unknown>) => (typeof r.id === 'string' ? r.id : '')

export function recordsIntegrity(records: readonly Record<string, unknown>[], timestamp: string, secret: string): string {
  return sha256(records.map(idOf).join('') + timestamp + secret)
}

export const automationIntegrity = (message: string, timestamp: string, secret: string) => sha256(message + timestamp + secret)
export const calendarReminderIntegrity = (eventId: string, timestamp: string, secret: string) => sha256(eventId + timestamp + secret)

export function recordsPayload(o: { model: string; type: RecordDeliveryType; records: Record<string, unknown>[]; timestamp: string; secret: string }) {
  return {
    model: o.model,
    type: o.type,
    records: o.records,
    timestamp: o.timestamp,
    integrity: recordsIntegrity(o.records, o.timestamp, o.secret),
    // the SDK's cache of referenced records: may be empty, and is (receivers read what they need)
    relatedRecords: {},
  }
}

export function automationPayload(o: { message: string; enduserId?: string; automationStepId?: string; timestamp: string; secret: string }) {
  return {
    type: 'automation' as const,
    message: o.message,
    timestamp: o.timestamp,
    integrity: automationIntegrity(o.message, o.timestamp, o.secret),
    ...(o.enduserId ? { enduserId: o.enduserId } : {}),
    ...(o.automationStepId ? { automationStepId: o.automationStepId } : {}),
  }
}

export function calendarReminderPayload(o: { event: Record<string, unknown>; timestamp: string; secret: string }) {
  return {
    type: 'calendar_event_reminder' as const,
    event: o.event,
    timestamp: o.timestamp,
    integrity: calendarReminderIntegrity(idOf(o.event), o.timestamp, o.secret),
  }
}

/** The integrity of a stored payload, recomputed with `secret` (the secret may have changed since it was made). */
export function integrityOf(payload: Record<string, unknown>, secret: string): string | undefined {
  const timestamp = String(payload.timestamp ?? '')
  if (payload.type === 'automation') return automationIntegrity(String(payload.message ?? ''), timestamp, secret)
  if (payload.type === 'calendar_event_reminder') return calendarReminderIntegrity(idOf((payload.event ?? {}) as Record<string, unknown>), timestamp, secret)
  if (Array.isArray(payload.records)) return recordsIntegrity(payload.records as Record<string, unknown>[], timestamp, secret)
  return undefined
}
