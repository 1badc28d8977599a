// Default live-event visibility: staff and API keys see every record of their business; an
// enduser sees only records that belong to them (`enduserId`), or their own enduser record.
// Deleted events carry what the publisher put in the record: an enduser is told of a deletion
// only when that record names them.
import type { BusEvent } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export function defaultCanReadEvent(session: Session, event: BusEvent, record: Record<string, unknown>): boolean {
  if (event.businessId !== session.businessId) return false
  if (session.type === 'user') return true
  if (event.collection === 'endusers') return record.id === session.id
  return record.enduserId === session.id
}
