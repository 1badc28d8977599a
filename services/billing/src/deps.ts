// What billing's calls, hooks and reactions share: built once per start by service.ts's setup.
import type { Bus } from '@care/kit/bus/types'
import type { RepositoriesOf } from '@care/kit/service/index'
import type { Logger } from 'pino'
import type { PrismaClient } from './db.ts'
import type { ProcessorConfig } from './payments/config.ts'
import type { StripeGateway } from './payments/stripe-adapter.ts'
import type { billingCollections } from './repositories.ts'

export interface BillingDeps {
  db: PrismaClient
  bus: Bus
  log: Logger
  repos: RepositoriesOf<typeof billingCollections, PrismaClient>
  processor: ProcessorConfig
  /** the Stripe client when processor.mode is 'stripe' */
  stripe?: StripeGateway
  now: () => number
}
