// What an update event says changed: the fields one record's update touched (the event's
// `changes`), and whether a field was just set — touched by the update and holding a value now.
import type { BusEvent } from '@care/contracts/bus'

type Rec = Record<string, unknown>

export const changesOf = (event: Pick<BusEvent, 'changes'>, r: Rec): Rec => event.changes?.find((c) => c.id === r.id)?.changes ?? {}

/** the update touched `field` and the record holds a value there now (not empty) */
export const justSet = (event: Pick<BusEvent, 'changes'>, r: Rec, field: string) =>
  field in changesOf(event, r) && r[field] !== undefined && r[field] !== null && r[field] !== ''
