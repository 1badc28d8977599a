// tickets' entity rules (spec 1 §4, §5): closing a ticket (closedAt set) records who closed it —
// the update's event is what automations and the ticket's chat room react to; reopening (closedAt
// cleared) forgets who closed it. (A patient naming another patient is refused by the engine with
// the contract's enduserMismatchMessage.)
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'

const isSet = (v: unknown) => v !== undefined && v !== null && v !== ''

export const ticketHooks: CollectionHooks = {
  beforeCreate(record: ApiRecord, ctx) {
    if (isSet(record.closedAt)) return { ...record, closedBy: ctx.session!.id }
  },
  beforeUpdate(existing: ApiRecord, updates: ApiRecord, ctx) {
    if (!('closedAt' in updates)) return
    if (isSet(updates.closedAt) && !isSet(existing.closedAt)) return { ...updates, closedBy: ctx.session!.id }
    if (!isSet(updates.closedAt) && isSet(existing.closedAt)) return { ...updates, closedBy: null }
  },
}
