// Messaging service: database, mail transport (SMTP, or the embedded sink in development), SMS
// adapter (provider or outbox), its calls on the bus — declared once with the kit's defineService.
import { fileURLToPath } from 'node:url'
import type { Bus } from '@care/kit/bus/types'
import { createPrismaClient } from '@care/kit/db/index'
import type { Logger } from '@care/kit/runtime/logger'
import { defineService, startService, type ServiceContext } from '@care/kit/service/index'
import { settingsFromEnv, type MessagingSettings } from './config.ts'
import { PrismaClient } from './db.ts'
import { messagingBusOperations } from './bus-operations.ts'
import { devMailboxOperations } from './dev/mailbox.ts'
import { createSmtpMailer, type Mailer } from './email/mailer.ts'
import { startSmtpSink, type SmtpSink } from './sink/smtp-sink.ts'
import type { SmsAdapter } from './sms/adapter.ts'
import { createOutboxAdapter } from './sms/outbox.ts'
import { createTwilioAdapter } from './sms/twilio.ts'
import { messagingCollectionList, type MessagingRepositories } from './repositories.ts'
import { chatCalls, chatJobs, chatReactions, registerChatRuntime, scheduledChatReaction } from './chat/index.ts'
import { notificationReactions } from './notifications/index.ts'
import { messagingDeps } from './deps.ts'
import { webhookInternal, webhookJobs, webhookOperations, webhookReactions } from './webhooks/index.ts'
import { outboundCalls, outboundJobs, outboundReactions, outboundRuntime } from './emails/outbound.ts'

export interface MessagingOptions extends Partial<MessagingSettings> {
  bus: Bus
  databaseUrl: string
  log: Logger
  /** read for the settings not given (SMTP_URL, MAIL_FROM, DEV_MAILBOX, TWILIO_*); default process.env */
  env?: NodeJS.ProcessEnv
}

export interface MessagingService {
  db: PrismaClient
  databaseUrl: string
  /** where system mail goes (the embedded sink's URL in development), if anywhere */
  smtpUrl?: string
  /** the embedded SMTP sink, when the development tools are on and no SMTP_URL is set */
  sink?: Pick<SmtpSink, 'port' | 'url'>
  /** 'twilio' or 'outbox' */
  sms: string
  devMailbox: boolean
  stop(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

interface Exposed {
  smtpUrl?: string
  sink?: Pick<SmtpSink, 'port' | 'url'>
  sms: string
  devMailbox: boolean
}

/** What one start of messaging chose: the mail transport and the SMS adapter. */
export interface Delivery {
  smtpUrl?: string
  sink?: SmtpSink
  mailer?: Mailer
  sms: SmsAdapter
  devMailbox: boolean
}

/** Messaging, declared once (kit `defineService`): the mail transport and SMS adapter are chosen at start. */
export const messagingService = defineService({
  name: 'messaging',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: messagingCollectionList,
  async setup(ctx: ServiceContext<PrismaClient, Partial<MessagingSettings>, MessagingRepositories>): Promise<Delivery> {
    const settings = { ...settingsFromEnv(ctx.env), ...definedOnly(ctx.options) }
    registerChatRuntime(ctx.db, { bus: ctx.bus, now: Date.now })
    let smtpUrl = settings.smtpUrl
    let sink: SmtpSink | undefined
    if (!smtpUrl && settings.devMailbox) {
      const started = await startSmtpSink({ db: ctx.db, log: ctx.log })
      ctx.onStop(() => started.stop())
      sink = started
      smtpUrl = started.url
      ctx.log.info({ smtpUrl }, 'development SMTP sink listening')
    }
    if (!smtpUrl) ctx.log.warn('no SMTP_URL: system email will answer 503 until one is configured')
    const mailer: Mailer | undefined = smtpUrl ? createSmtpMailer({ smtpUrl, from: settings.mailFrom, stampBusiness: !!sink }) : undefined
    if (mailer) ctx.onStop(() => mailer.close())
    const sms: SmsAdapter = settings.twilio
      ? createTwilioAdapter(settings.twilio, ctx.log)
      : createOutboxAdapter(ctx.db, ctx.log, { logContent: settings.devMailbox })
    return { smtpUrl, sink, mailer, sms, devMailbox: settings.devMailbox }
  },
  operations: (d, ctx) => ({
    ...webhookOperations(ctx),
    ...devMailboxOperations(ctx.db, d.devMailbox),
    ...chatCalls(messagingDeps(d, ctx)),
    ...outboundCalls(messagingDeps(d, ctx), ctx),
  }),
  internal: (d, ctx) => ({ ...messagingBusOperations(d.mailer, d.sms, outboundRuntime(messagingDeps(d, ctx), ctx)), ...webhookInternal(ctx) }),
  reactions: (d, ctx) => [
    ...webhookReactions(ctx),
    ...chatReactions(messagingDeps(d, ctx)),
    scheduledChatReaction(messagingDeps(d, ctx), ctx.jobs),
    ...notificationReactions(messagingDeps(d, ctx)),
    ...outboundReactions(messagingDeps(d, ctx), ctx),
  ],
  jobs: (d, ctx) => [...webhookJobs(ctx), ...outboundJobs(messagingDeps(d, ctx), ctx), ...chatJobs(messagingDeps(d, ctx))],
  expose: ({ smtpUrl, sink, sms, devMailbox }): Exposed =>
    ({ ...(smtpUrl ? { smtpUrl } : {}), ...(sink ? { sink: { port: sink.port, url: sink.url } } : {}), sms: sms.name, devMailbox }),
})

export async function startMessaging(o: MessagingOptions): Promise<MessagingService> {
  const { bus, databaseUrl, log, env, ...options } = o
  return startService(messagingService, { bus, databaseUrl, log, env, options })
}

/** The settings passed explicitly (an option left undefined falls back to the environment). */
function definedOnly(o: Partial<MessagingSettings>): Partial<MessagingSettings> {
  const out: Partial<MessagingSettings> = {}
  if (o.smtpUrl !== undefined) out.smtpUrl = o.smtpUrl
  if (o.mailFrom !== undefined) out.mailFrom = o.mailFrom
  if (o.devMailbox !== undefined) out.devMailbox = o.devMailbox
  if (o.twilio !== undefined) out.twilio = o.twilio
  return out
}
