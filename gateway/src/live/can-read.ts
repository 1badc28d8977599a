// Live-event visibility is the platform's one visibility rule (contracts/src/access/visibility.ts):
// a socket receives a record only when its session could read that record over REST (mayHearLive:
// for a patient, a collection whose service narrows their reads says what of it live events may show). Events
// carry the records as they were written (deleted ones included), so the rule sees the same
// fields the service's query would. A collection the contracts do not know reaches nobody.
import type { BusEvent } from '@care/contracts/bus'
import { mayHearLive, type VisibilityContract } from '@care/contracts/access/visibility'
import { collectionByName } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'
import type { CanReadEvent } from '../options.ts'

/** The rule over a catalogue of collection contracts (the platform's own, or a test's). */
export function canReadEventFor(contracts: ReadonlyMap<string, VisibilityContract>): CanReadEvent {
  return (session: Session, event: BusEvent, record: Record<string, unknown>) => {
    if (event.businessId !== session.businessId) return false
    const contract = contracts.get(event.collection)
    if (!contract) return false
    return mayHearLive(session, contract, { ...record, businessId: record.businessId ?? event.businessId })
  }
}

export const defaultCanReadEvent: CanReadEvent = canReadEventFor(collectionByName)
