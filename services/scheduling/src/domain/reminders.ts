// An event's reminders (the SDK's CalendarEventReminder): each is due msBeforeStartTime before the
// event starts and is marked didRemind once sent. nextReminderInMS, kept by the service, is when the
// next unsent one is due, or -1 when none is (no reminders, all sent, or the event cancelled,
// rescheduled away or marked a no-show). A reminder whose time passed before it could be sent is
// skipped when it says dontSendIfPassed — here: when its time passed before the event was last
// scheduled (its due time is earlier than the moment the job runs by more than the grace period).
export const NO_REMINDER = -1
/** a reminder more than this late (the service was down, or it was added too late) is sent anyway unless dontSendIfPassed */
export const LATE_GRACE_MS = 5 * 60 * 1000

export interface Reminder {
  type: string
  msBeforeStartTime: number
  info?: { channel?: string; templateId?: string } & Record<string, unknown>
  didRemind?: boolean
  dontSendIfPassed?: boolean
}

export interface EventTiming {
  startTimeInMS?: unknown
  reminders?: unknown
  cancelledAt?: unknown
  rescheduledAt?: unknown
  noShowedAt?: unknown
}

export const remindersOf = (value: unknown): Reminder[] =>
  Array.isArray(value) ? value.filter((r): r is Reminder => !!r && typeof r === 'object' && typeof (r as Reminder).msBeforeStartTime === 'number') : []

const stamped = (v: unknown) => v !== undefined && v !== null && v !== ''

/** no reminder is sent for an event that was cancelled, rescheduled (its replacement has its own) or a no-show */
export const isClosed = (e: EventTiming) => stamped(e.cancelledAt) || stamped(e.rescheduledAt) || stamped(e.noShowedAt)

export function nextReminderAt(e: EventTiming): number {
  if (typeof e.startTimeInMS !== 'number' || isClosed(e)) return NO_REMINDER
  const start = e.startTimeInMS
  const pending = remindersOf(e.reminders).filter((r) => !r.didRemind).map((r) => start - r.msBeforeStartTime)
  return pending.length ? Math.min(...pending) : NO_REMINDER
}

/** The reminders due by `now`: to send (`send`) and the list with each due one marked didRemind. */
export function dueReminders(e: EventTiming, now: number): { send: Reminder[]; reminders: Reminder[] } | undefined {
  if (typeof e.startTimeInMS !== 'number' || isClosed(e) || !Array.isArray(e.reminders)) return undefined
  const start = e.startTimeInMS
  const send: Reminder[] = []
  let due = false
  const reminders = (e.reminders as Reminder[]).map((r) => {
    if (!r || typeof r !== 'object' || r.didRemind || typeof r.msBeforeStartTime !== 'number' || start - r.msBeforeStartTime > now) return r
    due = true
    const late = now - (start - r.msBeforeStartTime) > LATE_GRACE_MS
    if (!(late && r.dontSendIfPassed) && !(now > start && r.dontSendIfPassed)) send.push(r)
    return { ...r, didRemind: true }
  })
  return due ? { send, reminders } : undefined
}

/** A reschedule moves every reminder: the unsent ones keep their offsets; those already sent are due again before the new time. */
export function remindersForNewStart(reminders: unknown): Reminder[] {
  return remindersOf(reminders).map(({ didRemind: _d, ...r }) => r)
}
