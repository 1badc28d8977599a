// Distributed entry point: one messaging process on NATS with its own database.
//   NATS_URL, DATABASE_URL, SMTP_URL, MAIL_FROM, TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM,
//   DEV_MAILBOX (off unless '1'), HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { runServiceProcess } from '@care/kit/runtime/service-process'
import { MIGRATIONS_DIR, startMessaging } from './service.ts'

await runServiceProcess({
  name: 'messaging',
  migrationsDir: MIGRATIONS_DIR,
  start: (o) => startMessaging(o),
  ready: async (s) => {
    await s.db.$queryRawUnsafe('SELECT 1')
    return true
  },
  readyInfo: (s) => ({ sms: s.sms, devMailbox: s.devMailbox, email: s.smtpUrl ? 'smtp' : 'not configured' }),
})
