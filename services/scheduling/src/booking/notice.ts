// A booking page's minimum notice (issue #20's leap): a patient may cancel or reschedule an event
// booked through a page only `minimumNoticeHours` or more before it starts. Staff are not held to it.
import { badRequest } from '@care/contracts/errors'
import { BookingMessages } from '@care/contracts/routes/booking'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { runtimeOf } from '../runtime.ts'
import type { BookingDeps } from './deps.ts'

/** Whether a change at `now` keeps the page's notice before an event starting at `startTimeInMS`. */
export const noticeKept = (minimumNoticeHours: unknown, startTimeInMS: number, now: number) =>
  !(typeof minimumNoticeHours === 'number' && minimumNoticeHours > 0) || startTimeInMS - now >= minimumNoticeHours * 3_600_000

/** Refuses a patient's cancel or reschedule of `event` inside its page's notice (400 naming `field`). */
export async function assertNoticeAllows(
  d: { repos: Pick<BookingDeps['repos'], 'appointmentBookingPages'> }, businessId: string, event: { bookingPageId?: string | null; startTimeInMS: number }, now: number, field = 'rescheduledCalendarEventId',
) {
  if (!event.bookingPageId) return
  const page = await d.repos.appointmentBookingPages.systemRepo(businessId).findRow({ id: event.bookingPageId }, { fields: ['minimumNoticeHours'] })
  const hours = page?.minimumNoticeHours
  if (!noticeKept(hours, event.startTimeInMS, now)) {
    const message = BookingMessages.minimumNotice(hours as number)
    throw badRequest(message, [{ field, message }])
  }
}

/**
 * calendar_events' update hook (collections/calendar-events.ts) calls this for a patient's update of
 * their event (`db`: the service's client): cancelling inside the page's notice is refused naming cancelledAt.
 */
export async function checkPatientCancelNotice(db: object, existing: { businessId?: unknown; bookingPageId?: unknown; startTimeInMS?: unknown }, updates: Record<string, unknown>) {
  if (!('cancelledAt' in updates) || !updates.cancelledAt) return
  if (typeof existing.bookingPageId !== 'string' || !existing.bookingPageId || typeof existing.businessId !== 'string') return
  const repos = repositoriesOf(db as PrismaClient)
  await assertNoticeAllows({ repos }, existing.businessId, { bookingPageId: existing.bookingPageId, startTimeInMS: Number(existing.startTimeInMS) }, runtimeOf(db).now(), 'cancelledAt')
}
