// An event's reminders come due (domain/reminders.ts): after every created or updated event its
// nextReminderInMS is set right and a durable job (the kit's pg-boss jobs) is scheduled for that
// time. The job sends each reminder due by then — email or SMS to the patients attending (messaging's
// system.send-email / system.send-sms over the bus, the patient's address from identity) — and marks
// it didRemind; that update moves nextReminderInMS on and schedules the next job. A reschedule
// (startTimeInMS changed) makes the reminders due again before the new time, so a new job is
// scheduled then; a job of the old time finds nothing due. Cancelling (cancelledAt), rescheduling
// away (rescheduledAt) or a no-show leave nothing due: nextReminderInMS -1 and no job sends.
import { z } from 'zod'
import { format } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { isTimezone } from '@care/contracts/collections/scheduling-values'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import { defineJob } from '@care/kit/jobs/index'
import { onEvent } from '@care/kit/reactions/index'
import type { SchedulingDeps } from '../deps.ts'
import { accessLists } from '../domain/attendees.ts'
import { NO_REMINDER, dueReminders, nextReminderAt, remindersForNewStart, remindersOf, type Reminder } from '../domain/reminders.ts'

export const REMIND_EVENT_JOB = 'calendar-events.remind'
const SYSTEM = { type: 'system', id: 'scheduling' }
const REMINDER_FIELDS = ['startTimeInMS', 'reminders', 'nextReminderInMS', 'cancelledAt', 'rescheduledAt', 'noShowedAt']

interface EventForReminder {
  id: string
  title: string
  startTimeInMS: number
  timezone?: string | null
  attendees: unknown
}

/** "Reminder: Follow-up visit on Tuesday, March 3 at 2:30 PM (America/New_York)" */
export function reminderText(e: EventForReminder): string {
  const zone = e.timezone && isTimezone(e.timezone) ? e.timezone : 'UTC'
  const when = format(new TZDate(e.startTimeInMS, zone), "EEEE, MMMM d 'at' h:mm a")
  return `Reminder: ${e.title} on ${when} (${zone})`
}

async function sendReminder(d: SchedulingDeps, businessId: string, e: EventForReminder, reminder: Reminder): Promise<void> {
  // enduser-notification reaches the patients attending; the other types have no recipient this platform can reach (see README)
  if (reminder.type !== 'enduser-notification') return
  const text = reminderText(e)
  const channel = reminder.info?.channel === 'SMS' ? 'SMS' : 'Email'
  for (const enduserId of accessLists(e.attendees).enduserIds) {
    const { enduser } = await callRoute(d.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId, enduserId }, { requestId: `reminder-${e.id}` })
    if (!enduser) continue
    if (channel === 'SMS' && typeof enduser.phone === 'string' && enduser.phone) {
      await callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-sms'), { businessId, to: enduser.phone, message: text, purpose: 'appointment-reminder' }, { requestId: `reminder-${e.id}` })
    } else if (channel === 'Email' && typeof enduser.email === 'string' && enduser.email) {
      await callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-email'), {
        businessId, to: enduser.email, subject: `Reminder: ${e.title}`, text, purpose: 'appointment-reminder',
      }, { requestId: `reminder-${e.id}` })
    }
  }
}

/** Sends the reminders of one event due by the service's clock and marks them didRemind (the job's work). */
export async function sendDueReminders(d: SchedulingDeps, businessId: string, eventId: string): Promise<number> {
  const repo = d.repos.calendarEvents.systemRepo(businessId, SYSTEM)
  const row = await repo.row(eventId)
  if (!row) return 0
  const now = d.now()
  const due = dueReminders(row, now)
  if (!due) return 0
  for (const reminder of due.send) await sendReminder(d, businessId, { id: row.id, title: row.title, startTimeInMS: row.startTimeInMS, timezone: row.timezone, attendees: row.attendees }, reminder)
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
