// A ticket's reminders (the SDK's tickets.reminders): each is due msBeforeDueDate before the
// ticket's due date and is marked didRemind once its time has come (reactions/ticket-reminders.ts).
// nextReminderInMS, kept by the server, is when the next one not yet reminded is due, or -1 when
// there is none (no due date, no reminders, or all reminded).
export const NO_REMINDER = -1

export interface TicketReminder {
  msBeforeDueDate: number
  didRemind?: boolean
  queueId?: string
}

const remindersOf = (value: unknown): TicketReminder[] =>
  Array.isArray(value) ? value.filter((r): r is TicketReminder => typeof (r as TicketReminder | null)?.msBeforeDueDate === 'number') : []

export function nextReminderAt(dueDateInMS: unknown, reminders: unknown): number {
  if (typeof dueDateInMS !== 'number') return NO_REMINDER
  const pending = remindersOf(reminders).filter((r) => !r.didRemind).map((r) => dueDateInMS - r.msBeforeDueDate)
  return pending.length ? Math.min(...pending) : NO_REMINDER
}

/** The reminders with every one due by `now` marked reminded, or undefined when none was due. */
export function remindDue(dueDateInMS: unknown, reminders: unknown, now: number): TicketReminder[] | undefined {
  if (typeof dueDateInMS !== 'number' || !Array.isArray(reminders)) return undefined
  let reminded = false
  const marked = (reminders as TicketReminder[]).map((r) => {
    if (r.didRemind || typeof r.msBeforeDueDate !== 'number' || dueDateInMS - r.msBeforeDueDate > now) return r
    reminded = true
    return { ...r, didRemind: true }
  })
  return reminded ? marked : undefined
}
