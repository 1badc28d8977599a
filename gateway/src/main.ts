// Distributed entry point: the gateway as its own process on NATS.
//   NATS_URL (required), BUS_NAMESPACE (a platform sharing its NATS), PORT (default 8080), HOST (default 0.0.0.0), LOG_LEVEL, and the
//   gateway's own variables (RATE_LIMIT_*, BODY_LIMIT, AUTH_CACHE_MS, REQUEST_TIMEOUT_MS,
//   TRUST_PROXY, CORS_ORIGINS) read by createGateway. Stops cleanly on SIGTERM/SIGINT.
import { createLogger } from '@care/kit/runtime/logger'
import { initTelemetry, shutdownTelemetry } from '@care/kit/runtime/telemetry'
import { createGateway } from './app.ts'

const log = createLogger('gateway')

async function main(): Promise<void> {
  const natsUrl = process.env.NATS_URL
  if (!natsUrl) throw new Error('NATS_URL is required (e.g. nats://127.0.0.1:4222)')
  const port = Number(process.env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${process.env.PORT}'`)

  initTelemetry('gateway')
  // Loaded lazily: the bus and the full route table are large modules, not needed to fail fast above.
  const [{ createBus }, { routeTable }] = await Promise.all([import('@care/kit/bus/index'), import('@care/contracts/routes/index')])
  const bus = await createBus({ natsUrl, name: 'gateway', log, namespace: process.env.BUS_NAMESPACE || undefined })
  const gateway = await createGateway({
    bus,
    routes: routeTable,
    log,
    openapi: async () => (await import('@care/contracts/openapi')).buildOpenApi(routeTable),
  })
  const address = await gateway.listen(port, process.env.HOST ?? '0.0.0.0')
  log.info({ port: address.port, routes: routeTable.length }, 'gateway listening')

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'gateway stopping')
    try {
      await gateway.close()
      await bus.close()
      await shutdownTelemetry()
      process.exit(0)
    } catch (err) {
      log.error({ err }, 'gateway stopped with errors')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'gateway failed to start')
  process.exit(1)
})
