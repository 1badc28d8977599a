// Messaging service wiring: database, mail transport (SMTP, or the embedded sink in development),
// SMS adapter (provider or outbox), operations on the bus. start/stop mirror each other.
import { fileURLToPath } from 'node:url'
import { routeTable } from '@care/contracts/routes/index'
import type { Bus, Subscription } from '@care/kit/bus/types'
import { createPrismaClient, migrateServiceDatabase } from '@care/kit/db/index'
import { serveOperations } from '@care/kit/runtime/serve'
import type { Logger } from '@care/kit/runtime/logger'
import { settingsFromEnv, type MessagingSettings } from './config.ts'
import { PrismaClient } from './db.ts'
import { devMailboxOperations } from './dev/mailbox.ts'
import { createSmtpMailer, type Mailer } from './email/mailer.ts'
import { SEND_EMAIL, sendSystemEmail } from './email/send-email.ts'
import { startSmtpSink, type SmtpSink } from './sink/smtp-sink.ts'
import type { SmsAdapter } from './sms/adapter.ts'
import { createOutboxAdapter } from './sms/outbox.ts'
import { SEND_SMS, sendSystemSms } from './sms/send-sms.ts'
import { createTwilioAdapter } from './sms/twilio.ts'

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

export async function startMessaging(o: MessagingOptions): Promise<MessagingService> {
  const settings = { ...settingsFromEnv(o.env), ...definedOnly(o) }
  await migrateServiceDatabase({ url: o.databaseUrl, serviceMigrationsDir: MIGRATIONS_DIR })
  const db = createPrismaClient(PrismaClient, o.databaseUrl)
  const stops: (() => Promise<unknown> | void)[] = [() => db.$disconnect()]
  const stop = async () => {
    for (const s of stops.reverse()) await s()
  }
  try {
    let sink: SmtpSink | undefined
    let smtpUrl = settings.smtpUrl
    if (!smtpUrl && settings.devMailbox) {
      sink = await startSmtpSink({ db, log: o.log })
      stops.push(() => sink!.stop())
      smtpUrl = sink.url
      o.log.info({ smtpUrl }, 'development SMTP sink listening')
    }
    if (!smtpUrl) o.log.warn('no SMTP_URL: system email will answer 503 until one is configured')
    const mailer: Mailer | undefined = smtpUrl ? createSmtpMailer({ smtpUrl, from: settings.mailFrom }) : undefined
    if (mailer) stops.push(() => mailer.close())
    const sms: SmsAdapter = settings.twilio
      ? createTwilioAdapter(settings.twilio, o.log)
      : createOutboxAdapter(db, o.log, { logContent: settings.devMailbox })

    const subscription: Subscription = await serveOperations({
      bus: o.bus,
      service: 'messaging',
      routes: routeTable,
      log: o.log,
      operations: devMailboxOperations(db, settings.devMailbox),
      internal: {
        [SEND_EMAIL]: sendSystemEmail(mailer),
        [SEND_SMS]: sendSystemSms(sms),
      },
    })
    stops.push(() => subscription.unsubscribe())
    return {
      db,
      databaseUrl: o.databaseUrl,
      smtpUrl,
      ...(sink ? { sink: { port: sink.port, url: sink.url } } : {}),
      sms: sms.name,
      devMailbox: settings.devMailbox,
      stop,
    }
  } catch (e) {
    await stop()
    throw e
  }
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
