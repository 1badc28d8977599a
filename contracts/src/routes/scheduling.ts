// Scheduling's named calls beyond its collections' generic ones (spec 1 §7 "Calendar and booking",
// spec 2 §7 "Calendar file"), in the public SDK's paths and shapes (@tellescope/schema calendar_events'
// get_events_for_user and download_ics_file, availability_blocks' update_order). Availability and
// booking are in booking.ts, meetings in meetings.ts. On the bus only: records' journeys cancelling
// a patient's future appointments (the cancelFutureAppointments action).
import { z } from 'zod'
import { calendarEvents } from '../collections/calendar-events.ts'
import { ATTENDEE_TYPES } from '../collections/scheduling-values.ts'
import { booleanValidator, enumeration, idValidator, instantValidator, listValidator, MAX_INSTANT_MS, numericText } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call, bus } = routesOf('scheduling')

/** events-for-user answers at most this many events unless `limit` says fewer */
export const EVENTS_FOR_USER_LIMIT = 1000

/** An instant as ISO text or ms since epoch (the SDK sends its Dates as ISO text). */
const instant = z.preprocess(numericText, z.union([instantValidator, z.number({ error: 'Invalid date' }).min(0).max(MAX_INSTANT_MS)]))
const count = z.preprocess(numericText, z.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be at least 1').max(EVENTS_FOR_USER_LIMIT, `Must be at most ${EVENTS_FOR_USER_LIMIT}`))
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

export const eventsForUserInput = z.object({
  userId: idValidator,
  from: instant,
  to: instant.optional(),
  /** more staff whose events to include (the SDK's userIds) */
  userIds: z.preprocess(fromJsonText, listValidator(idValidator, 100)).optional(),
  limit: count.optional(),
}).loose()

export const indexUpdatesInput = z.object({
  indexUpdates: listValidator(z.object({ id: idValidator, index: z.preprocess(numericText, z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(1_000_000)) })),
}).loose()

export const downloadIcsInput = z.object({
  calendarEventId: idValidator,
  attendeeId: idValidator.optional(),
  attendeeType: enumeration(ATTENDEE_TYPES).optional(),
  excludeAttendee: booleanValidator.optional(),
  /** spec 2 §7: a link the browser opens carries its session in the query */
  authToken: z.string().max(5000).optional(),
}).loose()

export const schedulingRoutes = [
  call({
    operation: 'calendar_events.events-for-user', method: 'GET', path: '/events-for-user', callers: ['user', 'apiKey'],
    input: eventsForUserInput, output: z.object({ events: z.array(calendarEvents.record) }),
    summary: "A staff member's events (they attend or created) starting from `from` up to `to`, soonest first, cancelled ones included; with userIds, theirs too",
  }),
  call({
    operation: 'availability_blocks.update-order', method: 'POST', path: '/update-order-of-availability-blocks', callers: ['user', 'apiKey'],
    input: indexUpdatesInput, output: z.object({}).loose(),
    summary: 'Set the index of each named availability block the caller may update, all or none',
  }),
  call({
    operation: 'calendar_events.download-ics-file', method: 'GET', path: '/calendar-events/download-ics-file', callers: ['public', 'user', 'enduser', 'apiKey'],
    input: downloadIcsInput, output: z.object({}).loose(), download: true,
    summary: 'An event the caller may read as an ICS file (text/calendar); a link opened by the browser authenticates with authToken in the query',
  }),
] as const

export const schedulingCalls: RouteDef[] = [...schedulingRoutes]
export const cancelFutureForEnduserInput = z.object({
  businessId: idValidator,
  enduserId: idValidator,
  /** events starting at or after this instant (ms since epoch: the caller's clock) are cancelled */
  from: z.number({ error: 'Must be a number' }).min(0).max(MAX_INSTANT_MS),
  cancelReason: z.string().max(5000).optional(),
  /** who the events' update names as its cause */
  actor: z.object({ type: z.string().max(100), id: z.string().max(100) }).optional(),
}).loose()

/** Scheduling's calls other services make on the bus only, typed from their routes. */
export const schedulingBusCalls = [
  bus({
    operation: 'calendar_events.cancel-future-for-enduser', input: cancelFutureForEnduserInput,
    output: z.object({
      /** the events this call cancelled (an event already cancelled is not named again) */
      cancelled: z.array(z.string()),
      /** future events the patient shares with other patients: left as they are (a group visit goes on) */
      kept: z.array(z.string()),
    }),
    summary: "Records' cancelFutureAppointments action: every event of the business the patient attends starting at or after `from`, not already cancelled, rescheduled or missed, and attended by no other patient, gets cancelledAt (its reminders stop)",
  }),
] as const

/** calls other services make to scheduling on the bus only */
export const schedulingBusRoutes: BusRouteDef[] = [...schedulingBusCalls]
