// Applies a `/v1/live` message (gateway/README.md "Live events") to the cached collections:
//   created-<c>: [record, …]           → added, or replacing the cached version, at the front
//   updated-<c>: [{ id, …changes }, …]  → merged into the cached records (unknown ids ignored); a
//                                         change to null is a field removed: the record loses it,
//                                         as a fresh read would answer it
//   deleted-<c>: [id, …]                → removed
// Collections no screen has asked for are skipped: they load fresh when first used.
import type { CollectionRegistry } from '../cache/registry.ts'

export interface LiveMessage {
  event: string
  data: unknown[]
}

type Rec = { id: string; [key: string]: unknown }
const isRecord = (v: unknown): v is Rec => !!v && typeof v === 'object' && typeof (v as Rec).id === 'string'

export function parseEventName(event: string): { op: 'created' | 'updated' | 'deleted'; collection: string } | undefined {
  const m = /^(created|updated|deleted)-(.+)$/.exec(event)
  return m ? { op: m[1] as 'created' | 'updated' | 'deleted', collection: m[2] } : undefined
}

/** The record with `changes` applied: a field changed to null is removed (the server answers no nulls). */
export function mergeChanges<R extends Rec>(record: R, changes: Record<string, unknown>): R {
  const merged: Record<string, unknown> = { ...record }
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete merged[field]
    else merged[field] = value
  }
  return merged as R
}

/** true when the message was a known event for a cached collection */
export function applyLiveEvent(registry: CollectionRegistry, message: LiveMessage): boolean {
  const parsed = parseEventName(message.event)
  if (!parsed || !Array.isArray(message.data)) return false
  const cache = registry.existing(parsed.collection)
  if (!cache) return false
  switch (parsed.op) {
    case 'created':
      cache.addReplaceIfMatch(message.data.filter(isRecord), { front: true })
      break
    case 'updated':
      for (const { id, ...changes } of message.data.filter(isRecord)) cache.modify(id, (r: Rec) => mergeChanges(r, changes))
      break
    case 'deleted':
      cache.remove(message.data.filter((id): id is string => typeof id === 'string'))
      break
  }
  return true
}
