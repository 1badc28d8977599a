// After an inbound email or SMS: the event the journeys service will react to
// (evt.incoming_communications.created: enduserId, channel, destination, messageId), written through
// the outbox in the same transaction as the inbound record when there is one. No collection of that
// name exists, so the gateway's live fan-out sends it to nobody (contracts decide who hears what).
import type { NewEvent } from '@care/kit/outbox/index'
import { enqueueEvents } from '@care/kit/outbox/index'
import type { SqlExecutor } from '@care/kit/outbox/types'

export const INCOMING_COMMUNICATIONS = 'incoming_communications'

export interface IncomingCommunication {
  businessId: string
  enduserId: string
  channel: 'Email' | 'SMS' | string
  /** the address or number it arrived at */
  destination?: string
  /** the inbound record's id */
  messageId?: string
}

export function incomingEvent(c: IncomingCommunication): NewEvent {
  return {
    collection: INCOMING_COMMUNICATIONS, op: 'created', businessId: c.businessId,
    records: [{ id: c.messageId ?? c.enduserId, enduserId: c.enduserId, channel: c.channel, ...(c.destination ? { destination: c.destination } : {}), ...(c.messageId ? { messageId: c.messageId } : {}) }],
  }
}

export const publishIncoming = (tx: SqlExecutor, c: IncomingCommunication) => enqueueEvents(tx, [incomingEvent(c)])
