// What the outbound collections' hooks need beyond their database: the bus (identity owns patients
// and staff), the mail transport, the SMS adapter, the durable jobs and the Twilio settings. Hooks
// are built from the database client alone (the kit's collection list), so the running service
// registers these once per client when its calls are built, and the hooks look them up.
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { Logger } from '@care/kit/runtime/logger'
import type { Mailer } from '../email/mailer.ts'
import type { SmsAdapter, TwilioConfig } from '../sms/adapter.ts'
import type { PrismaClient } from '../db.ts'
import type { MessagingRepositories } from '../repositories.ts'

export interface OutboundRuntime {
  db: PrismaClient
  repos: MessagingRepositories
  bus: Bus
  log: Logger
  mailer?: Mailer
  sms: SmsAdapter
  jobs: RunningJobs<readonly JobDefinition[]>
  twilio?: TwilioConfig
  /** the domain of the Message-IDs this platform gives its mail */
  mailDomain: string
  now(): number
}

const runtimes = new WeakMap<object, OutboundRuntime>()

export function registerOutboundRuntime(r: OutboundRuntime): OutboundRuntime {
  runtimes.set(r.db, r)
  return r
}

export function outboundRuntimeOf(db: object): OutboundRuntime {
  const r = runtimes.get(db)
  if (!r) throw new Error('messaging outbound runtime not registered for this database client')
  return r
}
