// Paid booking (spec 2 §2.16, §4 "if the template has products, payment details are fetched first"):
// the booking page's products, and the payment an appointment is booked with. The patient pays on
// the Payment step (a checkout with source 'Booking', either processor); the booking then claims one
// unclaimed paid Booking purchase of theirs per product of the appointment type — its references name
// the event — all or none, each purchase row locked while it is claimed, so one payment books one
// appointment however many bookings race for it. A booking that cannot be written after all (the
// time was taken meanwhile) releases what it claimed.
import { BillingMessages, type Cost } from '@care/contracts/collections/products'
import { BOOKING_PURCHASE_SOURCE } from '@care/contracts/collections/purchases'
import { ApiError, unauthenticated } from '@care/contracts/errors'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { BillingDeps } from '../deps.ts'

const SYSTEM = { type: 'system', id: 'billing' }
/** how a Booking purchase names the appointment it paid for */
export const eventReference = (calendarEventId: string) => ({ type: 'calendar_events', id: calendarEventId })
/** a released claim leaves an empty list */
const isClaimed = (references: unknown) => Array.isArray(references) && references.length > 0

const paymentRequired = () => new ApiError(402, BillingMessages.bookingPaymentRequired, [{ field: 'calendarEventTemplateId', message: BillingMessages.bookingPaymentRequired }])

export async function productsForBooking(d: BillingDeps, input: { businessId: string; productIds: string[] }) {
  if (!input.productIds.length) return { products: [] }
  const rows = await d.repos.products.systemRepo(input.businessId).findRows({ id: { in: [...new Set(input.productIds)] } }, { fields: ['id', 'title', 'description', 'cost'] })
  const byId = new Map(rows.map((r) => [r.id, r]))
  const products = input.productIds.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ id: row.id, title: row.title, ...(row.description ? { description: row.description } : {}), cost: row.cost as Cost }] : []
  })
  return { products }
}

export async function claimBookingPayment(d: BillingDeps, input: { enduserId: string; productIds: string[]; calendarEventId: string }, ctx: OperationContext) {
  const businessId = ctx.session?.businessId
  if (!businessId) throw unauthenticated()
  if (!input.productIds.length) return { purchaseIds: [] }
  const repo = d.repos.purchases.systemRepo(businessId, SYSTEM)
  const candidates = await repo.findRows(
    { enduserId: input.enduserId, source: BOOKING_PURCHASE_SOURCE, productId: { in: [...new Set(input.productIds)] }, processedAt: { not: null } },
    { orderBy: { createdAt: 'asc' }, fields: ['id', 'productId', 'references', 'refundedAmount'] },
  )
  const open = candidates.filter((c) => !isClaimed(c.references) && !c.refundedAmount)
  return d.db.$transaction(async (tx) => {
    const claimed: string[] = []
    /** the first open purchase of the product this booking can lock and claim, if any */
    const claimOne = async (productId: string) => {
      for (const c of open) {
        if (c.productId !== productId || claimed.includes(c.id)) continue
        // locked and read again: another booking may have claimed it since it was listed
        const row = await repo.modify(c.id, (now) => (isClaimed(now.references) ? undefined : { references: [eventReference(input.calendarEventId)] }), { tx })
        if ((row?.references as { id?: string }[] | undefined)?.[0]?.id === input.calendarEventId) return c.id
      }
      return undefined
    }
    for (const productId of input.productIds) {
      const id = await claimOne(productId)
      // all or none: throwing rolls back what this booking claimed so far
      if (!id) throw paymentRequired()
      claimed.push(id)
    }
    return { purchaseIds: claimed }
  })
}

export async function releaseBookingPayment(d: BillingDeps, input: { calendarEventId: string }, ctx: OperationContext) {
  const businessId = ctx.session?.businessId
  if (!businessId) throw unauthenticated()
  const repo = d.repos.purchases.systemRepo(businessId, SYSTEM)
  const claimed = await repo.findRows({ source: BOOKING_PURCHASE_SOURCE, references: { array_contains: [eventReference(input.calendarEventId)] } }, { fields: ['id'] })
  for (const { id } of claimed) await repo.update(id, { references: [] })
  return { released: claimed.length }
}
