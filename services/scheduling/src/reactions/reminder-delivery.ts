// Where a due reminder goes, by its type (the SDK's CalendarEventReminder), always over the bus:
// - 'enduser-notification': each patient attending, by email ('Email', the default) or SMS, their
//   address from identity (endusers.for-form), sent by messaging (system.send-email / send-sms);
// - 'user-notification': each staff member attending gets a notification in the console's bell
//   (messaging's user_notifications, written as that staff member's own: the collection is
//   creator-only), which messaging also emails them when their notification settings ask for
//   'calendarEventReminder' emails;
// - 'webhook': the business's configured webhook in the SDK's shape { type: 'calendar_event_reminder',
//   event, timestamp, integrity } (messaging's webhooks.send-calendar-event-reminder: signed, logged,
//   retried; it reads the event back from us), asked as an admin of the business acting for the
//   event's first staff attendee, once per reminder and start time (its Idempotency-Key).
// - 'add-to-journey' / 'Remove From Journey': the patients attending enter (or leave) info.journeyId
//   (records' journeys.add-endusers / remove-endusers), asked as above;
// - 'create-ticket': a ticket titled info.title for each patient attending (one without a patient when
//   none attends), owned by the first staff attendee, related to the event (records' tickets.createOne),
//   once per reminder, start and patient (its Idempotency-Key).
// A delivery nobody can receive (no address, webhooks not configured: a 4xx) is logged and counted
// as done; a failure the bus may recover from (5xx) is thrown, so the job is tried again.
import { format } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { isTimezone } from '@care/contracts/collections/scheduling-values'
import { ApiError } from '@care/contracts/errors'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import type { Session } from '@care/contracts/session'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { SchedulingDeps } from '../deps.ts'
import { accessLists } from '../domain/attendees.ts'
import type { Reminder } from '../domain/reminders.ts'

/** user_notifications.type of a calendar event's reminder to staff (also the key of their email preference) */
export const REMINDER_NOTIFICATION_TYPE = 'calendarEventReminder'

export interface EventForReminder {
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

/** the reminder's place in the event's list and the start it is for: one delivery per key */
const keyOf = (e: EventForReminder, index: number) => `calendar-reminder-${e.id}-${index}-${e.startTimeInMS}`

/**
 * an admin session of the business acting for `userId` (the kit's sessions are what another service's
 * calls judge; no bus-only write exists for a staff notification or a reminder webhook)
 */
const actingFor = (businessId: string, userId: string): Session => ({
  type: 'user', id: userId, name: 'Calendar reminders', businessId, organizationIds: [businessId], sessionId: `calendar-reminders-${businessId}`, roles: ['Admin'], isAdmin: true,
})

/** another service's call with an Idempotency-Key: a retried job's second ask changes nothing */
async function ask(d: SchedulingDeps, service: 'messaging' | 'records', operation: string, payload: unknown, session: Session, key: string, requestId: string) {
  const reply = await d.bus.request(requestSubject(service, operation), { requestId, session, idempotencyKey: key, payload })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
}

/** 4xx: nobody can receive it (logged by the caller); anything else is thrown again */
const undeliverable = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500

async function toPatients(d: SchedulingDeps, businessId: string, e: EventForReminder, reminder: Reminder) {
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

async function toStaff(d: SchedulingDeps, businessId: string, e: EventForReminder, index: number) {
  const message = reminderText(e)
  for (const userId of accessLists(e.attendees).userIds) {
    // written as its staff member's own: the collection is creator-only
    await ask(d, 'messaging', 'user_notifications.createOne', {
      userId, type: REMINDER_NOTIFICATION_TYPE, message, read: false, relatedRecords: [{ type: 'calendar_events', id: e.id }],
    }, actingFor(businessId, userId), `${keyOf(e, index)}-${userId}`, `reminder-${e.id}`)
  }
}

async function toWebhook(d: SchedulingDeps, businessId: string, e: EventForReminder, index: number) {
  // for its first staff attendee (a booked event's creator may be its patient), else the business
  const [actor = businessId] = accessLists(e.attendees).userIds
  await ask(d, 'messaging', 'webhooks.send-calendar-event-reminder', { id: e.id }, actingFor(businessId, actor), keyOf(e, index), `reminder-${e.id}`)
}

async function toJourney(d: SchedulingDeps, businessId: string, e: EventForReminder, reminder: Reminder, index: number) {
  const { userIds: [actor = businessId], enduserIds } = accessLists(e.attendees)
  if (!enduserIds.length) return
  const operation = reminder.type === 'add-to-journey' ? 'journeys.add-endusers' : 'journeys.remove-endusers'
  await ask(d, 'records', operation, { enduserIds, journeyId: reminder.info?.journeyId }, actingFor(businessId, actor), keyOf(e, index), `reminder-${e.id}`)
}

async function toTickets(d: SchedulingDeps, businessId: string, e: EventForReminder, reminder: Reminder, index: number) {
  const { userIds: [owner], enduserIds } = accessLists(e.attendees)
  const title = typeof reminder.info?.title === 'string' ? reminder.info.title : `Reminder: ${e.title}`
  for (const enduserId of enduserIds.length ? enduserIds : [undefined]) {
    await ask(d, 'records', 'tickets.createOne', {
      title, ...(enduserId ? { enduserId } : {}), ...(owner ? { owner } : {}), relatedRecords: [{ type: 'calendar_events', id: e.id }],
    }, actingFor(businessId, owner ?? businessId), `${keyOf(e, index)}-${enduserId ?? 'ticket'}`, `reminder-${e.id}`)
  }
}

/** sends one due reminder (`index`: its place in the event's list) where its type says */
export async function deliverReminder(d: SchedulingDeps, businessId: string, e: EventForReminder, reminder: Reminder, index: number): Promise<void> {
  try {
    if (reminder.type === 'enduser-notification') await toPatients(d, businessId, e, reminder)
    else if (reminder.type === 'user-notification') await toStaff(d, businessId, e, index)
    else if (reminder.type === 'webhook') await toWebhook(d, businessId, e, index)
    else if (reminder.type === 'add-to-journey' || reminder.type === 'Remove From Journey') await toJourney(d, businessId, e, reminder, index)
    else if (reminder.type === 'create-ticket') await toTickets(d, businessId, e, reminder, index)
  } catch (err) {
    if (!undeliverable(err)) throw err
    d.log.warn({ err, eventId: e.id, type: reminder.type }, 'calendar reminder not delivered: nobody can receive it')
  }
}
