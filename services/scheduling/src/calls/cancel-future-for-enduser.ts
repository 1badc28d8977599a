// Records' cancelFutureAppointments action, on the bus only (contracts/src/routes/scheduling.ts,
// calendar_events.cancel-future-for-enduser): the patient's events from `from` on are cancelled as
// staff would cancel them — cancelledAt stamped, through the repository so the update is published
// (reminders stop, a booking page's waitlist hears of the freed slot). An event already closed
// (cancelled, rescheduled away, missed) is left alone, so a second call cancels nothing twice; an
// event other patients attend too (a group visit) is kept and named as kept.
import type { schedulingBusCalls } from '@care/contracts/routes/scheduling'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { SchedulingDeps } from '../deps.ts'
import { accessLists } from '../domain/attendees.ts'
import { isClosed, NO_REMINDER } from '../domain/reminders.ts'

const SYSTEM = { type: 'system', id: 'scheduling' }
const PAGE = 1000

export const schedulingBusOperations = (d: SchedulingDeps): RouteOperations<typeof schedulingBusCalls> => ({
  'calendar_events.cancel-future-for-enduser': async (input) => {
    const repo = d.repos.calendarEvents.systemRepo(input.businessId, input.actor ?? SYSTEM)
    const cancelled: string[] = []
    const kept: string[] = []
    const at = new Date(d.now()).toISOString()
    const where = { enduserIds: { has: input.enduserId }, startTimeInMS: { gte: input.from }, cancelledAt: null, rescheduledAt: null, noShowedAt: null }
    for (let lastId: string | undefined; ;) {
      const page = await repo.findRows({ ...where, ...(lastId ? { id: { gt: lastId } } : {}) }, { fields: ['id', 'attendees'], orderBy: { id: 'asc' }, take: PAGE })
      for (const event of page) {
        if (accessLists(event.attendees).enduserIds.some((id) => id !== input.enduserId)) {
          kept.push(event.id)
          continue
        }
        // under the row's lock: an event closed meanwhile (a patient's own cancel) is not stamped again
        let stamped = false
        await repo.modify(event.id, (row) => {
          if (isClosed(row)) return undefined
          stamped = true
          return { cancelledAt: at, nextReminderInMS: NO_REMINDER, ...(input.cancelReason ? { cancelReason: input.cancelReason } : {}) }
        })
        if (stamped) cancelled.push(event.id)
      }
      if (page.length < PAGE) break
      lastId = page.at(-1)!.id
    }
    return { cancelled, kept }
  },
})
