// An event's reminders come due (domain/reminders.ts): after every created or updated event its
// nextReminderInMS is set right and a durable job (the kit's pg-boss jobs) is scheduled for that
// time. The job sends each reminder due by then where its type says (reminder-delivery.ts: email or
// SMS to the patients attending, a notification to the staff attending, the business's webhook) and
// marks it didRemind; that update moves nextReminderInMS on and schedules the next job. A reschedule
// (startTimeInMS changed) makes the reminders due again before the new time, so a new job is
// scheduled then; a job of the old time finds nothing due. Cancelling (cancelledAt), rescheduling
// away (rescheduledAt) or a no-show leave nothing due: nextReminderInMS -1 and no job sends.
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import { onEvent } from '@care/kit/reactions/index'
import type { SchedulingDeps } from '../deps.ts'
import { NO_REMINDER, dueReminders, nextReminderAt, remindersForNewStart, remindersOf } from '../domain/reminders.ts'
import { deliverReminder } from './reminder-delivery.ts'

export const REMIND_EVENT_JOB = 'calendar-events.remind'
const SYSTEM = { type: 'system', id: 'scheduling' }
const REMINDER_FIELDS = ['startTimeInMS', 'reminders', 'nextReminderInMS', 'cancelledAt', 'rescheduledAt', 'noShowedAt']

/** Sends the reminders of one event due by the service's clock and marks them didRemind (the job's work). */
export async function sendDueReminders(d: SchedulingDeps, businessId: string, eventId: string): Promise<number> {
  const repo = d.repos.calendarEvents.systemRepo(businessId, SYSTEM)
  const row = await repo.row(eventId)
  if (!row) return 0
  const now = d.now()
  const due = dueReminders(row, now)
  if (!due) return 0
  const event = { id: row.id, title: row.title, startTimeInMS: row.startTimeInMS, timezone: row.timezone, attendees: row.attendees }
  // each by its place in the event's list (due.send holds the list's own objects): one delivery per reminder and start
  const list = row.reminders as unknown[]
  for (const reminder of due.send) await deliverReminder(d, businessId, event, reminder, list.indexOf(reminder))
  // marked after sending (at least once): a concurrent change since is re-read under the row's lock
  await repo.modify(eventId, (current) => {
    const marked = dueReminders(current, now)
    return marked && { reminders: marked.reminders, nextReminderInMS: nextReminderAt({ ...current, reminders: marked.reminders }) }
  })
  return due.send.length
}

export const remindEventJob = (d: SchedulingDeps) =>
  defineJob(REMIND_EVENT_JOB, async ({ businessId, eventId }) => {
    await sendDueReminders(d, businessId, eventId)
  }, { payload: z.object({ businessId: z.string(), eventId: z.string() }) })

export const eventReminders = (d: SchedulingDeps) =>
  onEvent('calendar-event-reminders', ['evt.calendar_events.created', 'evt.calendar_events.updated'], async (event, ctx) => {
    const repo = d.repos.calendarEvents.systemRepo(ctx.businessId, SYSTEM)
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
    for (const record of event.records) {
      const id = String(record.id)
      const changes = changed.get(id)
      // moved: every reminder is due again before the new start (set as a whole: an update appends to lists)
      if (changes && 'startTimeInMS' in changes && remindersOf(record.reminders).some((r) => r.didRemind)) {
        const reminders = remindersForNewStart(record.reminders)
        await repo.update(id, { reminders, nextReminderInMS: nextReminderAt({ ...record, reminders }) }, { tx: ctx.tx })
        continue
      }
      const next = nextReminderAt(record)
      // this write publishes an update whose delivery schedules the job
      if (next !== (record.nextReminderInMS ?? NO_REMINDER)) {
        await repo.update(id, { nextReminderInMS: next }, { tx: ctx.tx })
        continue
      }
      const relevant = !changes || REMINDER_FIELDS.some((f) => f in changes)
      if (next !== NO_REMINDER && relevant) await d.jobs.schedule(REMIND_EVENT_JOB, { businessId: ctx.businessId, eventId: id }, { startAfter: new Date(next) })
    }
  })
