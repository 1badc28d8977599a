// Escape hatch (raw Prisma): billing_stripe_customers and billing_stripe_accounts are the card flow's
// own tables (a patient's Stripe customer, a business's connected account), not collections.
//
// The real processor: the official Stripe SDK. PaymentIntents for checkouts and SetupIntents for
// saving a card, on the business's connected account when it has one (POST /connect-stripe), else
// on the platform's account. Purchases are recorded by the verified webhook (payments/webhook.ts).
import Stripe from 'stripe'
import type { PrismaClient } from '../db.ts'
import type { PaymentIntent, PreparedIntent } from './intent.ts'
import { answeringStripe } from './stripe-errors.ts'

export interface StripeGateway {
  api: Stripe
  publishableKey: string
  webhookSecret?: string
}

/** Stripe's client options for another API address (STRIPE_API_URL: stripe-mock, a proxy) */
function apiAddress(apiUrl?: string): Stripe.StripeConfig {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

export function stripeGateway(config: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string }): StripeGateway {
  return { api: new Stripe(config.secretKey, apiAddress(config.apiUrl)), publishableKey: config.publishableKey, ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}) }
}

/** the business's connected account id, '' for the platform's own */
export async function connectedAccountOf(db: PrismaClient, businessId: string): Promise<string> {
  const row = await db.stripeAccount.findUnique({ where: { businessId }, select: { accountId: true } })
  return row?.accountId ?? ''
}

export async function saveConnectedAccount(db: PrismaClient, businessId: string, accountId: string, countryCode: string) {
  await db.stripeAccount.upsert({ where: { businessId }, create: { businessId, accountId, countryCode }, update: { accountId, countryCode } })
}

const onAccount = (accountId: string): Stripe.RequestOptions => (accountId ? { stripeAccount: accountId } : {})

/** the patient's Stripe customer on that account, created once */
async function customerOf(db: PrismaClient, stripe: StripeGateway, intent: PaymentIntent, accountId: string): Promise<string> {
  const key = { businessId: intent.businessId, enduserId: intent.enduserId, accountId }
  const known = await db.stripeCustomer.findUnique({ where: { businessId_enduserId_accountId: key }, select: { customerId: true } })
  if (known) return known.customerId
  const customer = await stripe.api.customers.create({ metadata: { businessId: intent.businessId, enduserId: intent.enduserId } }, onAccount(accountId))
  await db.stripeCustomer.upsert({ where: { businessId_enduserId_accountId: key }, create: { ...key, customerId: customer.id }, update: {} })
  return customer.id
}

/** what a checkout's PaymentIntent carries for the webhook to record its purchases */
export const intentMetadata = (intent: PaymentIntent) => ({
  businessId: intent.businessId,
  enduserId: intent.enduserId,
  productIds: intent.productIds.join(','),
  creditIds: intent.creditIds.join(','),
  source: intent.source ?? 'Checkout',
})

export function prepareStripeIntent(db: PrismaClient, stripe: StripeGateway, intent: PaymentIntent): Promise<PreparedIntent> {
  return answeringStripe(() => stripeIntent(db, stripe, intent))
}

async function stripeIntent(db: PrismaClient, stripe: StripeGateway, intent: PaymentIntent): Promise<PreparedIntent> {
  const accountId = await connectedAccountOf(db, intent.businessId)
  const customerId = await customerOf(db, stripe, intent, accountId)
  const created = intent.kind === 'checkout'
    ? await stripe.api.paymentIntents.create({
      amount: intent.amount, currency: intent.currency.toLowerCase(), customer: customerId,
      automatic_payment_methods: { enabled: true }, metadata: intentMetadata(intent),
    }, onAccount(accountId))
    : await stripe.api.setupIntents.create({ customer: customerId, usage: 'off_session', metadata: intentMetadata(intent) }, onAccount(accountId))
  if (!created.client_secret) throw new Error('Stripe answered an intent without a client secret')
  return { customerId, clientSecret: created.client_secret, publishableKey: stripe.publishableKey, stripeAccount: accountId }
}
