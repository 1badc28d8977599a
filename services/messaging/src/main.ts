// Distributed entry point: one messaging process on NATS with its own database.
//   NATS_URL, DATABASE_URL, SMTP_URL, MAIL_FROM, TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM,
//   DEV_MAILBOX (off unless '1'), HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { runService } from '@care/kit/service/index'
import { messagingService } from './service.ts'

await runService(messagingService)
