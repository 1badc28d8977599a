// Messaging's settings from the environment. Explicit options passed to startMessaging win.
//   SMTP_URL      smtp(s)://user:pass@host:port of the mail server; unset → the embedded sink when
//                 the development tools are on, else system email answers 503
//   MAIL_FROM     sender of system mail (default 'Care platform <no-reply@care.localhost>')
//   DEV_MAILBOX   '1' → development tools: embedded SMTP sink, /v1/dev/mailbox, /v1/dev/sms-outbox
//   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (TWILIO_API_URL) → SMS through Twilio;
//                 unset → the SMS outbox
import { twilioConfigFromEnv, type TwilioConfig } from './sms/adapter.ts'

export const DEFAULT_MAIL_FROM = 'Care platform <no-reply@care.localhost>'

export interface MessagingSettings {
  smtpUrl?: string
  mailFrom: string
  devMailbox: boolean
  twilio?: TwilioConfig
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): MessagingSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    devMailbox: env.DEV_MAILBOX === '1',
    twilio: twilioConfigFromEnv(env),
  }
}
