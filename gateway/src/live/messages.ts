// What a live socket receives for a bus event, filtered to the records it may read and the
// fields it may see:
//   { event: 'created-<collection>', data: [record, …] }
//   { event: 'updated-<collection>', data: [{ id, ...changedFields }, …] }   (id plus changes)
//   { event: 'deleted-<collection>', data: [id, …] }
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
    const visible = visibleFields(session, event.collection, changes.get(r.id as string) ?? r)
    const item: Rec = { id: r.id, ...visible }
    // a change to hidden fields only is no change for this session
    if (Object.keys(item).length > 1) out.push(item)
  }
  return out
}

export function eventMessage(event: BusEvent, session: Session, canRead: CanReadEvent): LiveMessage | undefined {
  const readable = (event.records as Rec[]).filter((r) => r && typeof r === 'object' && canRead(session, event, r))
  if (!readable.length) return undefined
  const name = `${event.op}-${event.collection}`
  let data: unknown[]
  switch (event.op) {
    case 'created':
      data = readable.map((r) => visibleFields(session, event.collection, r))
      break
    case 'updated':
      data = updates(event, session, readable)
      break
    case 'deleted':
      data = readable.map((r) => r.id)
      break
    default:
      return undefined
  }
  return data.length ? { event: name, data } : undefined
}
