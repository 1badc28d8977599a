// tickets' entity rules (spec 1 §4, §5): closing a ticket (closedAt set) records who closed it —
// the update's event is what automations and the ticket's chat room react to; reopening (closedAt
// cleared) forgets who closed it. (A patient naming another patient is refused by the engine with
// the contract's enduserMismatchMessage.) nextReminderInMS follows the due date and reminders
// (ticket-reminders.ts); an update's reminders are counted as appended, the engine's default — with
// replaceObjectFields the hook cannot tell, and reactions/ticket-reminders.ts sets it right after.
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'
import { appendUnique } from '@care/kit/collections/merge'
import { nextReminderAt } from './ticket-reminders.ts'

const isSet = (v: unknown) => v !== undefined && v !== null && v !== ''

function closing(existing: ApiRecord, updates: ApiRecord, closedBy: string): ApiRecord | undefined {
  if (!('closedAt' in updates)) return
  if (isSet(updates.closedAt) && !isSet(existing.closedAt)) return { closedBy }
  if (!isSet(updates.closedAt) && isSet(existing.closedAt)) return { closedBy: null }
}

function nextReminder(existing: ApiRecord, updates: ApiRecord): ApiRecord | undefined {
  if (!('dueDateInMS' in updates) && !('reminders' in updates)) return
  const due = 'dueDateInMS' in updates ? updates.dueDateInMS : existing.dueDateInMS
  const given = updates.reminders
  const reminders = !('reminders' in updates) ? existing.reminders
    : Array.isArray(given) && Array.isArray(existing.reminders) ? appendUnique(existing.reminders, given) : given
  return { nextReminderInMS: nextReminderAt(due, reminders) }
}

export const ticketHooks: CollectionHooks = {
  beforeCreate(record: ApiRecord, ctx) {
    return {
      ...record,
      ...(isSet(record.closedAt) ? { closedBy: ctx.session!.id } : {}),
      nextReminderInMS: nextReminderAt(record.dueDateInMS, record.reminders),
    }
  },
  beforeUpdate(existing: ApiRecord, updates: ApiRecord, ctx) {
    const added = { ...closing(existing, updates, ctx.session!.id), ...nextReminder(existing, updates) }
    if (Object.keys(added).length) return { ...updates, ...added }
  },
}
