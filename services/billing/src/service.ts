// Billing (issue #22), declared once with the kit's defineService: products, purchases, purchase
// credits, superbill providers and superbills (generic calls, contracts' rules, purchases' refund
// hooks), the card flow (Stripe or the offline test processor: payments/), superbill PDFs, and the
// cascade of a deleted patient. services/billing/README.md describes them.
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type StartServiceOptions } from '@care/kit/service/index'
import { billingOperations } from './calls/index.ts'
import { PrismaClient } from './db.ts'
import type { BillingDeps } from './deps.ts'
import { processorConfig } from './payments/config.ts'
import { stripeGateway } from './payments/stripe-adapter.ts'
import { appointmentRefunds } from './reactions/appointment-refunds.ts'
import { patientRemoved } from './reactions/cascades.ts'
import { refundsSentToStripe } from './reactions/stripe-refunds.ts'
import { billingCollections } from './repositories.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export interface BillingOptions {
  /** the clock purchases are stamped by (tests); Date.now otherwise */
  now?: () => number
}

export const billingService = defineService({
  name: 'billing',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: billingCollections,
  setup: (ctx): BillingDeps => {
    const processor = processorConfig(ctx.env)
    const options = ctx.options as BillingOptions | undefined
    if (processor.mode !== 'stripe') ctx.log.info({ processor: processor.mode }, processor.mode === 'test' ? 'billing: no Stripe keys, the test processor takes cards (no card is charged)' : 'billing: card payments are not configured')
    return {
      db: ctx.db, bus: ctx.bus, log: ctx.log, repos: ctx.repos, processor,
      ...(processor.mode === 'stripe' ? { stripe: stripeGateway(processor) } : {}),
      now: options?.now ?? Date.now,
    }
  },
  operations: (d) => billingOperations(d),
  reactions: (d) => [patientRemoved(d), refundsSentToStripe(d), appointmentRefunds(d)],
  expose: (d) => ({ repos: d.repos, processor: d.processor }),
})

export const startBilling = (o: StartServiceOptions<BillingOptions>) => startService(billingService, o as StartServiceOptions<Record<string, never>>)
export type BillingService = Awaited<ReturnType<typeof startBilling>>
