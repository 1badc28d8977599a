// Which fields of an event record a session may see. Services strip `hidden` fields before
// publishing and leave per-session filtering to subscribers (kit collections/serialize.ts), so
// the gateway removes a collection's `hiddenFromEndusers` fields for enduser sessions, and
// `hidden` ones for everybody as a second line of defence.
import { collectionByName } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'

type Rec = Record<string, unknown>

const cache = new Map<string, { all: Set<string>; endusers: Set<string> }>()

function hiddenFields(collection: string) {
  let h = cache.get(collection)
  if (!h) {
    const c = collectionByName.get(collection)
    const all = new Set<string>(c?.hidden ?? [])
    h = { all, endusers: new Set<string>([...all, ...(c?.hiddenFromEndusers ?? [])]) }
    cache.set(collection, h)
  }
  return h
}

/** The record without the fields `session` may not see (the same object when nothing is hidden). */
export function visibleFields(session: Session, collection: string, record: Rec): Rec {
  const h = hiddenFields(collection)
  const hidden = session.type === 'enduser' ? h.endusers : h.all
  if (!hidden.size || !Object.keys(record).some((k) => hidden.has(k))) return record
  const out: Rec = {}
  for (const [k, v] of Object.entries(record)) if (!hidden.has(k)) out[k] = v
  return out
}
