// The distributed process of a service, the same for every service: MIGRATE_ONLY=1 applies the
// migrations and exits (the Helm pre-install/pre-upgrade Job); otherwise tracing, the NATS bus, the
// service itself (BUS_NAMESPACE: the platform's subjects on a shared NATS), the probe/metrics port (HEALTH_PORT, default 8081) and a clean stop on SIGTERM.
import type { Bus } from '../bus/types.ts'
import { createBus } from '../bus/index.ts'
import { createLogger, type Logger } from './logger.ts'
import { startHealthServer } from './health.ts'
import { initTelemetry, shutdownTelemetry } from './telemetry.ts'

export const requiredEnv = (name: string) => {
  const v = process.env[name]
  if (!v) throw new Error(`${name} is required`)
  return v
}

export interface RunningService {
  stop(): Promise<void>
}

export interface ServiceProcess<S extends RunningService> {
  name: string
  migrationsDir: string
  start(o: { bus: Bus; databaseUrl: string; log: Logger }): Promise<S>
  /** readiness beyond the bus: e.g. one database round trip */
  ready(service: S): Promise<boolean>
  /** what to log once ready */
  readyInfo?(service: S): Record<string, unknown>
}

export async function runServiceProcess<S extends RunningService>(p: ServiceProcess<S>): Promise<void> {
  const log = createLogger(p.name)
  if (process.env.MIGRATE_ONLY === '1') {
    const { migrateServiceDatabase } = await import('../db/index.ts')
    await migrateServiceDatabase({ url: requiredEnv('DATABASE_URL'), serviceMigrationsDir: p.migrationsDir, log })
    log.info(`${p.name} migrations applied`)
    process.exit(0)
  }
  initTelemetry(p.name)
  const bus = await createBus({ natsUrl: requiredEnv('NATS_URL'), name: p.name, namespace: process.env.BUS_NAMESPACE || undefined })
  const service = await p.start({ bus, databaseUrl: requiredEnv('DATABASE_URL'), log })
  const health = await startHealthServer(Number(process.env.HEALTH_PORT ?? 8081), () => p.ready(service))
  log.info(p.readyInfo?.(service) ?? {}, `${p.name} ready`)

  const stop = async () => {
    log.info(`${p.name} stopping`)
    health.close()
    await service.stop()
    await bus.close()
    await shutdownTelemetry()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
