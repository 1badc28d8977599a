// Escape hatch (raw Prisma): billing_test_payments is the test processor's own table (prepared
// checkouts and card setups awaiting a test card), not a collection.
//
// The offline test processor (common card flow, README "The card flow"): answers Stripe's shape with
// publishableKey 'test_processor'; the browser shows its own card form ('Test payment — no card was
// charged') and confirms with POST /products/confirm-test-payment. 4242… succeeds, 4000…0002 is
// declined, anything else is refused. A prepared payment is confirmed at most once.
import { BillingMessages } from '@care/contracts/collections/products'
import { TEST_CARDS, TEST_PROCESSOR_KEY } from '@care/contracts/routes/billing'
import { ApiError, badRequest, forbidden, notFound } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import { newObjectId } from '@care/kit/ids'
import type { BillingDeps } from '../deps.ts'
import { recordPaidCheckout } from './checkout.ts'
import type { PaymentIntent, PreparedIntent } from './intent.ts'

const SECRET_PREFIX = 'test_secret_'
export const testCustomerId = (enduserId: string) => `test_customer_${enduserId}`

export async function prepareTestIntent(d: BillingDeps, intent: PaymentIntent): Promise<PreparedIntent> {
  const id = newObjectId()
  await d.db.testPayment.create({
    data: {
      id, businessId: intent.businessId, enduserId: intent.enduserId, kind: intent.kind, productIds: intent.productIds, creditIds: intent.creditIds,
      amount: intent.amount, ...(intent.source ? { source: intent.source } : {}),
    },
  })
  return { customerId: testCustomerId(intent.enduserId), clientSecret: `${SECRET_PREFIX}${id}`, publishableKey: TEST_PROCESSOR_KEY, stripeAccount: '' }
}

const cardRefused = (status: number, message: string) => new ApiError(status, message, [{ field: 'cardNumber', message }])

export async function confirmTestPayment(d: BillingDeps, session: Session, input: { clientSecret: string; cardNumber: string }) {
  const id = input.clientSecret.startsWith(SECRET_PREFIX) ? input.clientSecret.slice(SECRET_PREFIX.length) : ''
  const unknown = () => notFound(BillingMessages.testPaymentUnknown)
  if (!/^[0-9a-f]{24}$/.test(id)) throw badRequest(BillingMessages.testPaymentUnknown, [{ field: 'clientSecret', message: BillingMessages.testPaymentUnknown }])
  const pending = await d.db.testPayment.findFirst({ where: { id, businessId: session.businessId, confirmedAt: null } })
  if (!pending) throw unknown()
  if (session.type === 'enduser' && pending.enduserId !== session.id) throw forbidden()
  const card = input.cardNumber.replace(/[\s-]/g, '')
  if (card === TEST_CARDS.declined) throw cardRefused(402, BillingMessages.testCardDeclined)
  if (card !== TEST_CARDS.succeeds) throw cardRefused(400, BillingMessages.useTestCard)
  return d.db.$transaction(async (tx) => {
    const taken = await tx.testPayment.updateMany({ where: { id, confirmedAt: null }, data: { confirmedAt: new Date(d.now()) } })
    if (taken.count !== 1) throw unknown()
    if (pending.kind !== 'checkout') return { customerId: testCustomerId(pending.enduserId) }
    const purchases = await recordPaidCheckout(d, {
      businessId: pending.businessId, enduserId: pending.enduserId, productIds: pending.productIds, creditIds: pending.creditIds,
      processor: 'Test', externalId: `test_payment_${id}`, ...(pending.source ? { source: pending.source } : {}),
    }, tx)
    return { purchases }
  })
}
