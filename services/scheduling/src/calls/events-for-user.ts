// GET /events-for-user {userId, from, to, userIds, limit} (the SDK's get_events_for_user): the
// events a staff member attends (userIds lets a calendar show several), starting within [from, to],
// soonest first, as the caller may read them (the generic read's access: 'Assigned' staff see only
// theirs). Cancelled and rescheduled events are included: the calendar shows them struck through.
import type { schedulingRoutes } from '@care/contracts/routes/scheduling'
import { EVENTS_FOR_USER_LIMIT } from '@care/contracts/routes/scheduling'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { SchedulingDeps } from '../deps.ts'

const ms = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v ? Date.parse(v) : undefined)

export const eventsForUser = (d: SchedulingDeps): Handler<typeof schedulingRoutes, 'calendar_events.events-for-user'> => async (input, ctx) => {
  const from = ms(input.from) ?? 0
  const to = ms(input.to)
  const limit = typeof input.limit === 'number' ? input.limit : EVENTS_FOR_USER_LIMIT
  const users = [...new Set([input.userId, ...(Array.isArray(input.userIds) ? input.userIds : [])])]
  const repo = d.repos.calendarEvents.repo(ctx)
  const lists = await Promise.all(users.map((userId) => repo.list({
    filter: { userIds: userId, startTimeInMS: { _gte: from, ...(to !== undefined ? { _lte: to } : {}) } },
    sortBy: 'startTimeInMS', sort: 'oldFirst', limit,
  })))
  const byId = new Map(lists.flat().map((e) => [e.id, e]))
  const events = [...byId.values()].sort((a, b) => (a.startTimeInMS ?? 0) - (b.startTimeInMS ?? 0)).slice(0, limit)
  return { events }
}
