// What messaging's named calls and reactions are built from: the database, its repositories, the bus,
// the system mail transport (when one is configured) and the SMS adapter, chosen once per start.
import type { Bus } from '@care/kit/bus/types'
import type { Logger } from '@care/kit/runtime/logger'
import type { ServiceContext } from '@care/kit/service/index'
import type { PrismaClient } from './db.ts'
import type { Mailer } from './email/mailer.ts'
import type { MessagingRepositories } from './repositories.ts'
import type { SmsAdapter } from './sms/adapter.ts'

export interface MessagingDeps {
  db: PrismaClient
  repos: MessagingRepositories
  bus: Bus
  log: Logger
  /** undefined when no SMTP_URL is configured (and no development sink runs) */
  mailer?: Mailer
  sms: SmsAdapter
  now(): number
}

export function messagingDeps(d: { mailer?: Mailer; sms: SmsAdapter }, ctx: ServiceContext<PrismaClient, object, MessagingRepositories>): MessagingDeps {
  return { db: ctx.db, repos: ctx.repos, bus: ctx.bus, log: ctx.log, ...(d.mailer ? { mailer: d.mailer } : {}), sms: d.sms, now: Date.now }
}
