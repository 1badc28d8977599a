// What a live socket receives for a bus event, filtered to the records it may read and the
// fields it may see:
//   { event: 'created-<collection>', data: [record, …] }
//   { event: 'updated-<collection>', data: [{ id, ...changedFields }, …] }   (id plus changes)
//   { event: 'deleted-<collection>', data: [id, …] }
// An update that changes who may read a record (its event carries `previous` access fields) is a
// 'deleted' for the sessions that could read it before and no longer can, and a 'created' (the
// whole visible record) for those that can read it now and could not before.
import type { BusEvent } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { CanReadEvent } from '../options.ts'
import { visibleFields } from './visible-fields.ts'

export interface LiveMessage {
  event: string
  data: unknown[]
}

type Rec = Record<string, unknown>

function updates(event: BusEvent, session: Session, readable: Rec[]): Rec[] {
  const changes = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
  const out: Rec[] = []
  for (const r of readable) {
    // without a change list the full record is the change
    const visible = visibleFields(session, event.collection, changes.get(r.id as string) ?? r, r)
    const item: Rec = { id: r.id, ...visible }
    // a change to hidden fields only is no change for this session
    if (Object.keys(item).length > 1) out.push(item)
  }
  return out
}

const isRecord = (r: unknown): r is Rec => !!r && typeof r === 'object'

/** The messages one event makes for one session: none, one, or (an update that moved access) up to three. */
export function eventMessages(event: BusEvent, session: Session, canRead: CanReadEvent): LiveMessage[] {
  const records = (event.records as unknown[]).filter(isRecord)
  const message = (op: string, data: unknown[]): LiveMessage[] => (data.length ? [{ event: `${op}-${event.collection}`, data }] : [])
  switch (event.op) {
    case 'created':
      return message('created', records.filter((r) => canRead(session, event, r)).map((r) => visibleFields(session, event.collection, r)))
    case 'deleted':
      return message('deleted', records.filter((r) => canRead(session, event, r)).map((r) => r.id))
    case 'updated': {
      const previous = new Map((event.previous ?? []).filter(isRecord).map((p) => [p.id, p]))
      const lost: unknown[] = []
      const gained: Rec[] = []
      const kept: Rec[] = []
      for (const r of records) {
        const now = canRead(session, event, r)
        const was = previous.get(r.id)
        const before = was ? canRead(session, event, { ...r, ...was }) : now
        if (now && before) kept.push(r)
        else if (now) gained.push(r)
        else if (before) lost.push(r.id)
      }
      return [
        ...message('deleted', lost),
        ...message('created', gained.map((r) => visibleFields(session, event.collection, r))),
        ...message('updated', updates(event, session, kept)),
      ]
    }
    default:
      // read events (the audit trail's input) are never sent
      return []
  }
}

/** The first (usually the only) message of an event for a session. */
export function eventMessage(event: BusEvent, session: Session, canRead: CanReadEvent): LiveMessage | undefined {
  return eventMessages(event, session, canRead)[0]
}
