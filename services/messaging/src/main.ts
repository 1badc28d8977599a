// Distributed entry point: one messaging process on NATS with its own database.
//   NATS_URL, DATABASE_URL, SMTP_URL, MAIL_FROM, TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM,
//   DEV_MAILBOX (off unless '1'), HEALTH_PORT (default 8081)
import { createBus } from '@care/kit/bus/index'
import { createLogger } from '@care/kit/runtime/logger'
import { startHealthServer } from '@care/kit/runtime/health'
import { initTelemetry, shutdownTelemetry } from '@care/kit/runtime/telemetry'
import { startMessaging } from './service.ts'

const required = (name: string) => {
  const v = process.env[name]
  if (!v) throw new Error(`${name} is required`)
  return v
}

const log = createLogger('messaging')
if (process.env.MIGRATE_ONLY === '1') {
  // the Helm pre-install/pre-upgrade Job: apply migrations, then exit
  const { migrateServiceDatabase } = await import('@care/kit/db/index')
  const { MIGRATIONS_DIR } = await import('./service.ts')
  await migrateServiceDatabase({ url: required('DATABASE_URL'), serviceMigrationsDir: MIGRATIONS_DIR, log })
  log.info('messaging migrations applied')
  process.exit(0)
}
initTelemetry('messaging')
const bus = await createBus({ natsUrl: required('NATS_URL'), name: 'messaging' })
const service = await startMessaging({ bus, databaseUrl: required('DATABASE_URL'), log })
const health = await startHealthServer(Number(process.env.HEALTH_PORT ?? 8081), async () => {
  await service.db.$queryRawUnsafe('SELECT 1')
  return true
})
log.info({ sms: service.sms, devMailbox: service.devMailbox, email: service.smtpUrl ? 'smtp' : 'not configured' }, 'messaging ready')

const stop = async () => {
  log.info('messaging stopping')
  health.close()
  await service.stop()
  await bus.close()
  await shutdownTelemetry()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
