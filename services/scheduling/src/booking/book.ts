// POST /book-appointment (spec 2 §4 booking flow, §5; spec 1 §7). The slot is checked again with the
// listing's own rules, then the event and the user's time (booking_slots, under an exclusion
// constraint) are written in one transaction: of two bookings of one slot, the second's insert waits
// for the first to commit and is refused, so both never succeed — 409 'This time is no longer available'.
import { TZDate } from '@date-fns/tz'
import { ApiError, badRequest, forbidden } from '@care/contracts/errors'
import { BookingMessages, type bookingRoutes } from '@care/contracts/routes/booking'
import { isTimezone } from '@care/contracts/collections/scheduling-values'
import { newObjectId } from '@care/kit/ids'
import type { Transaction } from '@care/kit/repository/system-repository'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { busyOf, instantOf, leadTimeOf, locationOf, notOfBusiness, pageOf, slotUsers, templateOf, windowsOf, withinPage } from './context.ts'
import type { BookingDeps } from './deps.ts'
import { eligibleUsers } from './eligibility.ts'
import { groupEventAt, groupOf, joinGroupEvent, leaveGroupEvent, withGroup } from './group.ts'
import { sendConfirmation } from './notify.ts'
import { claimPayment, releasePayment } from './payment.ts'
import { assertNoticeAllows } from './notice.ts'
import { patientOf, staffOf } from './people.ts'
import { buffersOf, isFreeSlot, zoneOf } from './slots.ts'
import { dropLapsedHolds, isSlotConflict, releaseSlot, takeSlot, useAccessToken, validAccessToken } from './store.ts'

const MINUTE = 60_000
const field = (name: string, message: string) => badRequest(message, [{ field: name, message }])
const expired = () => field('token', BookingMessages.linkExpired)
const slotTaken = () => new ApiError(409, BookingMessages.slotTaken, [{ field: 'startTime', message: BookingMessages.slotTaken }])

/** Awaits every promise, then throws the first refusal in the list's order (not the first to arrive). */
async function inOrder<const T extends readonly Promise<unknown>[]>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises)
  for (const r of settled) if (r.status === 'rejected') throw r.reason
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}

/** The first instant of tomorrow in a zone: rescheduling starts from tomorrow (spec 2 §5). */
export function startOfTomorrow(now: number, zone: string): number {
  const today = new TZDate(now, zone)
  return +new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, zone)
}

export const bookAppointment = (d: BookingDeps): Handler<typeof bookingRoutes, 'calendar_events.book-appointment'> => async (input, ctx) => {
  const session = ctx.session!
  const businessId = session.businessId
  const byPatient = session.type === 'enduser' && !session.apiKeyId
  const enduserId = byPatient ? session.id : input.enduserId
  const now = d.now()
  const startTimeInMS = instantOf(input.startTime, 'startTime')
  // the SDK's otherUserIds: more providers attending the same time (each must be free then)
  const others = [...new Set(input.otherUserIds ?? [])].filter((id) => id !== input.userId)

  // what the call names is read at once; refusals keep the order of the fields (settled, then thrown in turn)
  const [template, token] = await inOrder([
    templateOf(d, businessId, input.calendarEventTemplateId),
    input.token ? validAccessToken(d.db, input.token, new Date(now)) : Promise.resolve(undefined),
  ] as const)
  if (input.token && (!token || token.businessId !== businessId)) throw expired()
  const bookingPageId = input.bookingPageId || token?.bookingPageId || undefined
  if (token?.bookingPageId && input.bookingPageId && token.bookingPageId !== input.bookingPageId) throw expired()
  if (token?.enduserId && token.enduserId !== enduserId) throw expired()
  const [page, location, patient, old, staff] = await inOrder([
    bookingPageId ? pageOf(d, businessId, bookingPageId, template.id) : Promise.resolve(undefined),
    input.locationId ? locationOf(d, businessId, input.locationId) : Promise.resolve(undefined),
    enduserId ? patientOf(d, businessId, enduserId, ctx) : Promise.resolve(undefined),
    input.rescheduledCalendarEventId ? d.repos.calendarEvents.systemRepo(businessId).row(input.rescheduledCalendarEventId) : Promise.resolve(undefined),
    staffOf(d, businessId, [input.userId, ...others], ctx),
  ] as const)
  if (enduserId && !patient) throw field('enduserId', 'enduserId must name a patient of your business')

  // the event moved, when rescheduling: the patient's own, not yet cancelled or moved, and within the page's notice
  if (input.rescheduledCalendarEventId) {
    if (!old || (byPatient && !old.enduserIds.includes(session.id))) throw notOfBusiness('rescheduledCalendarEventId')
    if (old.cancelledAt || old.rescheduledAt) throw field('rescheduledCalendarEventId', 'This event has been rescheduled or cancelled already')
    if (byPatient) await assertNoticeAllows(d, businessId, old, now)
    const zone = zoneOf(input.timezone, patient?.timezone)
    if (startTimeInMS < startOfTomorrow(now, zone)) throw field('startTime', 'Rescheduling starts from tomorrow')
  }

  // who may be booked: the page's care-team and state limits apply to patients booking themselves
  const user = staff.find((u) => u.id === input.userId)
  if (!user) throw notOfBusiness('userId')
  const providers = [user, ...others.map((id) => staff.find((u) => u.id === id))]
  if (providers.some((u) => !u)) throw notOfBusiness('otherUserIds')
  const booked = providers as typeof staff
  const allowed = !byPatient || eligibleUsers(booked, {
    now, limitedToCareTeam: page?.limitedToCareTeam === true, careTeam: patient?.assignedTo,
    restrictedByState: template.restrictedByState === true || page?.limitedByState === true, state: patient?.state,
  }).length === booked.length
  if (!allowed) throw forbidden('This user cannot be booked for this appointment type')

  // the slot, checked again with the listing's rules (held slots are free only for their token)
  const group = others.length ? undefined : groupOf(template)
  const duration = template.durationInMinutes
  const end = startTimeInMS + duration * MINUTE
  const [windows, busy] = await Promise.all([
    windowsOf(d, businessId, booked),
    busyOf(d, businessId, booked.map((u) => u.id), startTimeInMS - (template.bufferStartMinutes ?? 0) * MINUTE, end + (template.bufferEndMinutes ?? 0) * MINUTE, { holdTokenId: token?.id, ...(old ? { exceptEventId: old.id } : {}), ...withGroup(group) }),
  ])
  const bounds = withinPage(page, startTimeInMS, undefined)
  const query = { now, from: bounds.from, ...(bounds.to !== undefined ? { to: bounds.to } : {}), durationInMinutes: duration, templateId: template.id, locationId: input.locationId, leadTimeHours: byPatient ? leadTimeOf(page) : undefined, ...buffersOf(template) }
  if (slotUsers(booked, windows, busy, location?.timezone ?? undefined).some((u) => !isFreeSlot(u, query, startTimeInMS))) throw slotTaken()

  // a group type's time already booked: the patient joins its event (a new booking makes it otherwise)
  const joinable = group && enduserId && !old && !token ? await groupEventAt(d, businessId, group, user.id, startTimeInMS) : undefined
  if (group && enduserId && joinable) {
    await joinGroupEvent(d, businessId, joinable.id, enduserId, group)
    if (template.productIds.length > 0) {
      // paid after joining: a refusal takes the patient out again (releasing would free the others' payments for the event)
      await claimPayment(d, ctx, { enduserId, productIds: template.productIds, calendarEventId: joinable.id }).catch(async (e: unknown) => {
        await leaveGroupEvent(d, businessId, joinable.id, enduserId)
        throw e
      })
    }
    if (patient) void sendConfirmation(d, ctx, { businessId, template, patient, user, startTimeInMS, timezone: zoneOf(input.timezone, patient.timezone, user.timezone) }).catch((e: unknown) => ctx.log.warn({ err: e }, 'booking confirmation not sent'))
    return { createdEvent: await d.repos.calendarEvents.repo(ctx).get(joinable.id) }
  }

  const eventId = newObjectId()
  const attendees = [...booked.map((u) => ({ type: 'user' as const, id: u.id })), ...(enduserId ? [{ type: 'enduser' as const, id: enduserId }] : [])]
  const fields = {
    title: template.title, startTimeInMS, durationInMinutes: duration, templateId: template.id,
    attendees, userIds: booked.map((u) => u.id), enduserIds: enduserId ? [enduserId] : [],
    reminders: template.reminders ?? [], wasSelfScheduled: byPatient,
    ...(template.description ? { description: template.description } : {}),
    ...(template.enableVideoCall !== null && template.enableVideoCall !== undefined ? { enableVideoCall: template.enableVideoCall } : {}),
    ...(template.videoIntegration ? { videoIntegration: template.videoIntegration } : {}),
    ...(template.type ? { type: template.type } : {}),
    ...(group ? { enduserAttendeeLimit: group.limit } : {}),
    // the type's buffers stay with the event: later bookings keep clear of them
    ...buffersOf(template),
    ...(page ? { bookingPageId: page.id } : {}),
    ...(location ? { locationId: location.id, ...(location.address ? { location: location.address } : {}), ...(location.phone ? { phone: location.phone } : {}) } : {}),
    ...(input.agreedToTerms ? { agreedToTerms: input.agreedToTerms } : {}),
    ...(input.fields ? { fields: input.fields } : {}),
    // a zone the platform cannot read is not stored (the event's zone must be an IANA name)
    ...(input.timezone && isTimezone(input.timezone) ? { timezone: input.timezone } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    source: 'Appointment Booking',
  }
  const repo = d.repos.calendarEvents.systemRepo(businessId, { type: session.type, id: session.id })
  // staff book as their role allows creating events (a patient books for themselves: the call is theirs)
  if (!byPatient) repo.assertMay(session, 'create', { ...fields, businessId, creator: session.id })
  // an appointment type with products is paid first (the Payment step); its payment is claimed for
  // this event before the event is written, and released if the time was taken meanwhile. A
  // rescheduled appointment keeps the payment of the one it replaces.
  const paid = template.productIds.length > 0 && !old
  if (paid) {
    // its patient pays (billing judges whether they have): staff booking it for nobody are refused here
    if (!enduserId) throw field('enduserId', BookingMessages.patientRequiredForPaid)
    await claimPayment(d, ctx, { enduserId, productIds: template.productIds, calendarEventId: eventId })
  }
  try {
    await d.db.$transaction(async (tx) => {
      await dropLapsedHolds(tx, user.id, new Date(now))
      if (token) {
        if (!(await useAccessToken(tx, token.id, new Date(now)))) throw expired()
        await releaseSlot(tx, { holdTokenId: token.id })
      }
      if (old) await releaseSlot(tx, { eventId: old.id })
      // each provider's time under the exclusion constraint (the first row keeps the event's id)
      for (const [i, u] of booked.entries()) await takeSlot(tx, { businessId, userId: u.id, eventId, startTimeInMS, endTimeInMS: end, ...(i ? { id: newObjectId() } : {}) })
      await repo.create(fields, { tx: tx as unknown as Transaction, id: eventId, creator: session.id })
      if (old) await repo.update(old.id, { rescheduledAt: new Date(now).toISOString(), rescheduledTo: eventId }, { tx: tx as unknown as Transaction })
    })
  } catch (e) {
    if (paid) await releasePayment(d, ctx, eventId)
    if (isSlotConflict(e)) throw slotTaken()
    throw e
  }
  const createdEvent = await d.repos.calendarEvents.repo(ctx).get(eventId)
  // the answer does not wait for SMTP or the SMS provider (a failure is logged in sendConfirmation)
  if (patient) void sendConfirmation(d, ctx, { businessId, template, patient, user, startTimeInMS, timezone: zoneOf(input.timezone, patient.timezone, user.timezone) }).catch((e: unknown) => ctx.log.warn({ err: e }, 'booking confirmation not sent'))
  return { createdEvent }
}
