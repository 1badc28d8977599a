// Distributed entry point: one identity process on NATS with its own database.
//   NATS_URL, DATABASE_URL, AUTH_SECRET (≥ 32 characters), HEALTH_PORT (default 8081)
import { createBus } from '@care/kit/bus/index'
import { createLogger } from '@care/kit/runtime/logger'
import { startHealthServer } from '@care/kit/runtime/health'
import { initTelemetry, shutdownTelemetry } from '@care/kit/runtime/telemetry'
import { startIdentity } from './service.ts'

const required = (name: string) => {
  const v = process.env[name]
  if (!v) throw new Error(`${name} is required`)
  return v
}

const log = createLogger('identity')
if (process.env.MIGRATE_ONLY === '1') {
  // the Helm pre-install/pre-upgrade Job: apply migrations, then exit
  const { migrateServiceDatabase } = await import('@care/kit/db/index')
  const { MIGRATIONS_DIR } = await import('./service.ts')
  await migrateServiceDatabase({ url: required('DATABASE_URL'), serviceMigrationsDir: MIGRATIONS_DIR, log })
  log.info('identity migrations applied')
  process.exit(0)
}
initTelemetry('identity')
const bus = await createBus({ natsUrl: required('NATS_URL'), name: 'identity' })
const service = await startIdentity({ bus, databaseUrl: required('DATABASE_URL'), authSecret: required('AUTH_SECRET'), log })
const health = await startHealthServer(Number(process.env.HEALTH_PORT ?? 8081), async () => {
  await service.db.$queryRawUnsafe('SELECT 1')
  return true
})
log.info('identity ready')

const stop = async () => {
  log.info('identity stopping')
  health.close()
  await service.stop()
  await bus.close()
  await shutdownTelemetry()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
