// A booking page's waitlist (issue #20's leap beyond our anchors). A patient joins for an appointment
// type of a page; when an event booked through that page is cancelled, the freed slot goes to the
// first person waiting who has no live offer: it is held for them for 30 minutes (a booking_slots
// hold: the exclusion constraint keeps everyone else out, the listing shows it busy to others) and
// they get an email/SMS with a link carrying a one-time access token that books it. A hold that
// lapses unused (a durable job at its end) frees the slot and offers it to the next person waiting;
// nobody is offered the same slot twice.
// Escape hatch (raw Prisma): booking_waitlist is the waitlist's own table, not a collection.
import { badRequest, forbidden } from '@care/contracts/errors'
import { WAITLIST_HOLD_MS, type bookingRoutes, type waitlistEntry } from '@care/contracts/routes/booking'
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import { newObjectId } from '@care/kit/ids'
import { onEvent } from '@care/kit/reactions/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { OperationContext } from '@care/kit/runtime/operation'
import { busyOf, pageOf, slotUsers, templateOf, windowsOf } from './context.ts'
import { portalBase, type BookingDeps } from './deps.ts'
import { sendWaitlistOffer } from './notify.ts'
import { patientOf, staffOf } from './people.ts'
import { isFreeSlot, zoneOf } from './slots.ts'
import { createAccessToken, holdSlot, isSlotConflict, releaseSlot } from './store.ts'

type H<N extends (typeof bookingRoutes)[number]['operation']> = Handler<typeof bookingRoutes, N>
type Entry = z.infer<typeof waitlistEntry>

const MINUTE = 60_000

function whoWaits(ctx: OperationContext, enduserId: string | undefined): string {
  const session = ctx.session!
  if (session.type === 'enduser' && !session.apiKeyId) {
    if (enduserId && enduserId !== session.id) throw forbidden()
    return session.id
  }
  if (!enduserId) throw badRequest('enduserId is required', [{ field: 'enduserId', message: 'enduserId is required' }])
  return enduserId
}

const entryOf = (r: { id: string; businessId: string; bookingPageId: string; calendarEventTemplateId: string; enduserId: string; createdAt: Date; offeredAt: Date | null; holdUntil: Date | null; offeredSlot: unknown }): Entry => ({
  id: r.id, businessId: r.businessId, bookingPageId: r.bookingPageId, calendarEventTemplateId: r.calendarEventTemplateId, enduserId: r.enduserId,
  createdAt: r.createdAt.toISOString(),
  ...(r.offeredAt ? { offeredAt: r.offeredAt.toISOString() } : {}),
  ...(r.holdUntil ? { holdUntil: r.holdUntil.toISOString() } : {}),
  ...(r.offeredSlot && typeof r.offeredSlot === 'object' ? { offeredSlot: r.offeredSlot as Entry['offeredSlot'] } : {}),
})

export const joinWaitlist = (d: BookingDeps): H<'appointment_booking_pages.join-waitlist'> => async (input, ctx) => {
  const businessId = ctx.session!.businessId
  const enduserId = whoWaits(ctx, input.enduserId)
  await pageOf(d, businessId, input.bookingPageId, input.calendarEventTemplateId)
  if (!(await patientOf(d, businessId, enduserId, ctx))) throw badRequest('enduserId must name a patient of your business', [{ field: 'enduserId', message: 'enduserId must name a patient of your business' }])
  const key = { bookingPageId: input.bookingPageId, calendarEventTemplateId: input.calendarEventTemplateId, enduserId }
  const row = await d.db.bookingWaitlistEntry.upsert({
    where: { bookingPageId_calendarEventTemplateId_enduserId: key },
    create: { id: newObjectId(), businessId, ...key },
    update: {},
  })
  return { entry: entryOf(row) }
}

export const leaveWaitlist = (d: BookingDeps): H<'appointment_booking_pages.leave-waitlist'> => async (input, ctx) => {
  const businessId = ctx.session!.businessId
  const enduserId = whoWaits(ctx, input.enduserId)
  await d.db.bookingWaitlistEntry.deleteMany({ where: { businessId, bookingPageId: input.bookingPageId, calendarEventTemplateId: input.calendarEventTemplateId, enduserId } })
  return {}
}

export const getWaitlist = (d: BookingDeps): H<'appointment_booking_pages.get-waitlist'> => async (input, ctx) => {
  const session = ctx.session!
  const mine = session.type === 'enduser' && !session.apiKeyId
  const rows = await d.db.bookingWaitlistEntry.findMany({
    where: { businessId: session.businessId, bookingPageId: input.bookingPageId, ...(mine ? { enduserId: session.id } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 1000,
  })
  return { entries: rows.map(entryOf) }
}

interface FreedSlot { businessId: string; bookingPageId: string; templateId: string; userId: string; startTimeInMS: number; durationInMinutes: number }

/** Offers a freed slot to the first person waiting with no live offer; answers the entry offered, if any. */
export async function offerFreedSlot(d: BookingDeps, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'log' | 'origin'>, slot: FreedSlot): Promise<string | undefined> {
  const now = d.now()
  if (slot.startTimeInMS <= now) return undefined
  const waiting = await d.db.bookingWaitlistEntry.findMany({
    where: { businessId: slot.businessId, bookingPageId: slot.bookingPageId, calendarEventTemplateId: slot.templateId, OR: [{ holdUntil: null }, { holdUntil: { lt: new Date(now) } }] },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 20,
  })
  const offeredThis = (o: unknown) => Boolean(o && typeof o === 'object' && (o as Record<string, unknown>).userId === slot.userId && (o as Record<string, unknown>).startTimeInMS === slot.startTimeInMS)
  const candidates = waiting.filter((e) => !offeredThis(e.offeredSlot))
  const [user] = candidates.length ? await staffOf(d, slot.businessId, [slot.userId], ctx) : []
  if (!user) return undefined
  // the slot must still be one the page would offer (the user's hours, nothing else booked there since)
  const end = slot.startTimeInMS + slot.durationInMinutes * MINUTE
  const [windows, busy] = await Promise.all([windowsOf(d, slot.businessId, [user]), busyOf(d, slot.businessId, [user.id], slot.startTimeInMS, end)])
  const [slotUser] = slotUsers([user], windows, busy)
  if (!isFreeSlot(slotUser, { now, from: slot.startTimeInMS, durationInMinutes: slot.durationInMinutes, templateId: slot.templateId }, slot.startTimeInMS)) return undefined
  for (const entry of candidates) {
    const patient = await patientOf(d, slot.businessId, entry.enduserId, ctx)
    if (!patient) continue
    const holdUntil = new Date(now + WAITLIST_HOLD_MS)
    let token: string, tokenId: string
    try {
      ({ token, tokenId } = await d.db.$transaction(async (tx) => {
        const grant = await createAccessToken(tx, {
          businessId: slot.businessId, bookingPageId: slot.bookingPageId, expiresAt: holdUntil, enduserId: entry.enduserId, userId: user.id, startTimeInMS: slot.startTimeInMS,
        })
        await holdSlot(tx, { businessId: slot.businessId, userId: user.id, holdTokenId: grant.id, startTimeInMS: slot.startTimeInMS, endTimeInMS: end, expiresAt: holdUntil })
        await tx.bookingWaitlistEntry.update({
          where: { id: entry.id },
          data: { offeredAt: new Date(now), holdUntil, offeredSlot: { userId: user.id, startTimeInMS: slot.startTimeInMS, durationInMinutes: slot.durationInMinutes } },
        })
        return { token: grant.token, tokenId: grant.id }
      }))
    } catch (e) {
      // someone booked it meanwhile
      if (isSlotConflict(e)) return undefined
      throw e
    }
    const query = new URLSearchParams({
      businessId: slot.businessId, appointmentBookingPageId: slot.bookingPageId, bookingToken: token, from: new Date(slot.startTimeInMS).toISOString(),
    })
    const link = new URL(`/appointment-booking-page?${query.toString()}`, portalBase(d, ctx)).toString()
    const template = await templateOf(d, slot.businessId, slot.templateId)
    await sendWaitlistOffer(d, ctx, {
      businessId: slot.businessId, templateTitle: template.title, patient, startTimeInMS: slot.startTimeInMS, link,
      timezone: zoneOf(patient.timezone, user.timezone), holdMinutes: WAITLIST_HOLD_MS / MINUTE,
    })
    await d.jobs?.schedule(HOLD_LAPSED_JOB, { ...slot, tokenId }, { startAfter: new Date(holdUntil.getTime() + 1000) })
    return entry.id
  }
  return undefined
}

const stamped = (v: unknown) => v !== undefined && v !== null && v !== ''

/**
 * Events leaving a slot (cancelled, moved, deleted) free their booking_slots row; a cancelled event
 * booked through a page offers its slot to the page's waitlist.
 */
export const bookingReactions = (d: BookingDeps) => [
  onEvent('booking-slots-of-changed-events', ['evt.calendar_events.updated', 'evt.calendar_events.deleted'], async (event, rctx) => {
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes as Record<string, unknown>]))
    for (const record of event.records) {
      const id = String(record.id)
      const changes = changed.get(id)
      const deleted = event.op === 'deleted'
      const cancelled = Boolean(changes && 'cancelledAt' in changes && stamped(changes.cancelledAt))
      const moved = Boolean(changes && ('startTimeInMS' in changes || 'durationInMinutes' in changes || ('rescheduledTo' in changes && stamped(changes.rescheduledTo))))
      if (!deleted && !cancelled && !moved) continue
      await releaseSlot(d.db, { eventId: id })
      const bookingPageId = typeof record.bookingPageId === 'string' ? record.bookingPageId : ''
      const templateId = typeof record.templateId === 'string' ? record.templateId : ''
      const [userId] = Array.isArray(record.userIds) ? (record.userIds as string[]) : []
      if (cancelled && bookingPageId && templateId && userId) {
        const ctx = { requestId: `waitlist-${id}`, log: rctx.log }
        await offerFreedSlot(d, ctx, {
          businessId: rctx.businessId, bookingPageId, templateId, userId,
          startTimeInMS: Number(record.startTimeInMS), durationInMinutes: Number(record.durationInMinutes),
        })
      }
    }
  }),
]

export const HOLD_LAPSED_JOB = 'booking-waitlist-hold-lapsed'

/**
 * A waitlist hold's end (`d.now()` past the token's expiry): unused, its slot is freed and offered to
 * the next person waiting. Earlier (a job run before its time) it does nothing.
 */
export async function onHoldLapsed(d: BookingDeps, p: FreedSlot & { tokenId: string }, log: OperationContext['log']) {
  const grant = await d.db.bookingAccessToken.findUnique({ where: { id: p.tokenId }, select: { usedAt: true, expiresAt: true } })
  if (!grant || grant.usedAt || grant.expiresAt.getTime() > d.now()) return
  await releaseSlot(d.db, { holdTokenId: p.tokenId })
  await offerFreedSlot(d, { requestId: `waitlist-lapse-${p.tokenId}`, log }, p)
}

export const bookingJobs = (d: BookingDeps) => [
  defineJob(HOLD_LAPSED_JOB, (p, job) => onHoldLapsed(d, p, job.log), {
    payload: z.object({
      businessId: z.string(), bookingPageId: z.string(), templateId: z.string(), userId: z.string(),
      startTimeInMS: z.number(), durationInMinutes: z.number(), tokenId: z.string(),
    }),
  }),
]
