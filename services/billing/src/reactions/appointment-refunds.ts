// A paid appointment that will not take place is refunded (README "Paid booking"): its Booking
// purchases (their references name the calendar event, payments/booking.ts) get refundedAmount =
// their cost — through the purchases' repository, so the 'Refund Issued' event follows and a Stripe
// purchase reaches the card (reactions/stripe-refunds.ts). The rule:
// - an event cancelled (cancelledAt stamped) refunds in full, whenever it is cancelled;
// - an event deleted before its start (not completed, not marked missed) refunds in full; deleted
//   after it began, the payment is kept (staff refund it by hand);
// - a rescheduled event hands its payment on: the purchase then names the new event too, and only
//   the appointment it names last (the one that stands) refunds it.
// Only what is left is refunded (cost − refundedAmount, under the purchase's row lock), so an event
// delivered again, a cancel followed by a delete, or a refund staff issued meanwhile never refund
// an amount twice.
import { BOOKING_PURCHASE_SOURCE } from '@care/contracts/collections/purchases'
import { onEvent } from '@care/kit/reactions/index'
import type { Transaction } from '@care/kit/repository/system-repository'
import type { Logger } from 'pino'
import type { BillingDeps } from '../deps.ts'
import { eventReference } from '../payments/booking.ts'

const SYSTEM = { type: 'system', id: 'billing' }

const stamped = (v: unknown) => v !== undefined && v !== null && v !== ''
const lastReferenceOf = (references: unknown) => (Array.isArray(references) ? (references.at(-1) as { id?: unknown } | undefined)?.id : undefined)
const costOf = (cost: unknown) => {
  const amount = (cost as { amount?: unknown } | null | undefined)?.amount
  return typeof amount === 'number' ? amount : 0
}

/** What happened to one event, as billing judges it. */
export type AppointmentChange = { refund: true } | { movedTo: string } | undefined

interface EventRecord {
  id: string
  startTimeInMS?: unknown
  completedAt?: unknown
  noShowedAt?: unknown
}

/** Whether the event's change frees its payment (cancelled, deleted before it began) or moves it (rescheduled). */
export function appointmentChange(op: string, record: EventRecord, changes: Record<string, unknown> | undefined, occurredAt: string): AppointmentChange {
  if (op === 'deleted') {
    const start = Number(record.startTimeInMS)
    const began = !Number.isFinite(start) || start <= Date.parse(occurredAt)
    return began || stamped(record.completedAt) || stamped(record.noShowedAt) ? undefined : { refund: true }
  }
  if (op !== 'updated' || !changes) return undefined
  if ('cancelledAt' in changes && stamped(changes.cancelledAt)) return { refund: true }
  if ('rescheduledTo' in changes && typeof changes.rescheduledTo === 'string' && changes.rescheduledTo) return { movedTo: changes.rescheduledTo }
  return undefined
}

export const appointmentRefunds = (d: BillingDeps) =>
  onEvent('billing-appointment-refunds', ['evt.calendar_events.updated', 'evt.calendar_events.deleted'], async (event, { tx, businessId, log }) => {
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
    for (const record of event.records) {
      const change = appointmentChange(event.op, record as EventRecord, changed.get(record.id), event.occurredAt)
      if (!change) continue
      const purchases = d.repos.purchases.systemRepo(businessId, SYSTEM)
      const paid = await purchases.findRows(
        { source: BOOKING_PURCHASE_SOURCE, references: { array_contains: [eventReference(record.id)] } },
        { fields: ['id', 'references'], tx },
      )
      // the payment belongs to the appointment the purchase names last (a reschedule's replacement)
      const current = paid.filter((p) => lastReferenceOf(p.references) === record.id)
      for (const { id } of current) {
        if ('movedTo' in change) await follow(d, businessId, id, change.movedTo, tx)
        else await refundInFull(d, businessId, id, record.id, tx, log)
      }
    }
  })

/** the purchase names the appointment that replaces its event (kept once) */
async function follow(d: BillingDeps, businessId: string, purchaseId: string, eventId: string, tx: Transaction) {
  await d.repos.purchases.systemRepo(businessId, SYSTEM).modify(purchaseId, (row) => {
    const references = Array.isArray(row.references) ? (row.references as { type: string; id: string }[]) : []
    if (lastReferenceOf(references) === eventId) return undefined
    return { references: [...references.filter((r) => r.id !== eventId), eventReference(eventId)] }
  }, { tx })
}

/** refundedAmount raised to the cost, under the row's lock: what is left, never an amount twice */
async function refundInFull(d: BillingDeps, businessId: string, purchaseId: string, eventId: string, tx: Transaction, log: Logger) {
  let refunded = 0
  await d.repos.purchases.systemRepo(businessId, SYSTEM).modify(purchaseId, (row) => {
    const cost = costOf(row.cost)
    const before = typeof row.refundedAmount === 'number' ? row.refundedAmount : 0
    if (before >= cost) return undefined
    refunded = cost - before
    return { refundedAmount: cost }
  }, { tx })
  if (refunded) log.info({ purchaseId, calendarEventId: eventId, amount: refunded }, 'billing: paid appointment cancelled, purchase refunded')
}
