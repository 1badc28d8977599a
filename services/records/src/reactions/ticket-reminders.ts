// A ticket's reminders come due (collections/ticket-reminders.ts): after every created or updated
// ticket, its nextReminderInMS is set right (an update with replaceObjectFields may have replaced
// the reminders the hook counted as appended) and a job is scheduled for that time. The job marks
// every reminder due by then didRemind and moves nextReminderInMS on; that update is published like
// any other (open consoles see it) and schedules the next job. A job whose ticket has changed since
// finds nothing due, or what is due now, and is harmless either way.
import { z } from 'zod'
import { onEvent } from '@care/kit/reactions/index'
import { defineJob, type JobDefinition, type RunningJobs } from '@care/kit/jobs/index'
import type { RecordsRepositories } from '../repositories.ts'
import { NO_REMINDER, nextReminderAt, remindDue } from '../collections/ticket-reminders.ts'

export const REMIND_TICKET_JOB = 'tickets.remind'
const SYSTEM = { type: 'system', id: 'records' }
const REMINDER_FIELDS = ['dueDateInMS', 'reminders', 'nextReminderInMS']

export const remindTicketJob = (repos: RecordsRepositories) =>
  defineJob(REMIND_TICKET_JOB, async ({ businessId, ticketId }) => {
    await repos.tickets.systemRepo(businessId, SYSTEM).modify(ticketId, (row) => {
      const reminders = remindDue(row.dueDateInMS, row.reminders, Date.now())
      return reminders && { reminders, nextReminderInMS: nextReminderAt(row.dueDateInMS, reminders) }
    })
  }, { payload: z.object({ businessId: z.string(), ticketId: z.string() }) })

export const ticketReminders = (repos: RecordsRepositories, jobs: RunningJobs<readonly JobDefinition[]>) =>
  onEvent('ticket-reminders', ['evt.tickets.created', 'evt.tickets.updated'], async (event, ctx) => {
    const repo = repos.tickets.systemRepo(ctx.businessId, SYSTEM)
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
    for (const record of event.records) {
      const id = String(record.id)
      const next = nextReminderAt(record.dueDateInMS, record.reminders)
      // this write publishes an update whose delivery schedules the job
      if (next !== (record.nextReminderInMS ?? NO_REMINDER)) {
        await repo.update(id, { nextReminderInMS: next }, { tx: ctx.tx })
        continue
      }
      const changes = changed.get(id)
      const relevant = !changes || REMINDER_FIELDS.some((f) => f in changes)
      if (next !== NO_REMINDER && relevant) await jobs.schedule(REMIND_TICKET_JOB, { businessId: ctx.businessId, ticketId: id }, { startAfter: new Date(next) })
    }
  })
