// Every service the platform runs, in start order — the one list `npm start`, the tests and the
// benchmarks use. `npm run new:service <name>` adds its line here.
import type { Bus } from '@care/kit/bus/types'
import type { Logger } from '@care/kit/runtime/logger'
import { startService } from '@care/kit/service/index'
import { identityService } from '@care/identity'
import { messagingService } from '@care/messaging'
import { recordsService } from '@care/records'
import { formsService } from '@care/forms'
import { contentService } from '@care/content'
import { schedulingService } from '@care/scheduling'
import { billingService } from '@care/billing'

export interface ServiceStartOptions {
  bus: Bus
  databaseUrl: string
  authSecret: string
  log: Logger
}

export interface ServiceEntry {
  name: string
  /** what the contract checks need: the service's name, migrations and Prisma client */
  definition: { name: string; migrationsDir: string; prisma(databaseUrl: string): unknown }
  start(o: ServiceStartOptions): Promise<{ stop(): Promise<void> }>
}

export const services: ServiceEntry[] = [
  // standalone runs the development mail tools (embedded SMTP sink, /v1/dev/mailbox) unless DEV_MAILBOX=0
  { name: 'messaging', definition: messagingService, start: (o) => startService(messagingService, { ...o, options: { devMailbox: process.env.DEV_MAILBOX !== '0' } }) },
  { name: 'identity', definition: identityService, start: (o) => startService(identityService, { ...o, options: { authSecret: o.authSecret } }) },
  { name: 'records', definition: recordsService, start: (o) => startService(recordsService, o) },
  { name: 'forms', definition: formsService, start: (o) => startService(formsService, o) },
  { name: 'content', definition: contentService, start: (o) => startService(contentService, o) },
  { name: 'scheduling', definition: schedulingService, start: (o) => startService(schedulingService, o) },
  { name: 'billing', definition: billingService, start: (o) => startService(billingService, o) },
]
