// The whole platform in one process (`npm start`): embedded PostgreSQL (or DATABASE_URL), one
// database per service, the in-process bus (or NATS_URL), every service, the gateway, the built
// frontends. startPlatform/stop mirror each other; tests and the benchmark use them too.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { routeTable } from '@care/contracts/routes/index'
import { buildOpenApi } from '@care/contracts/openapi'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { namespacedBus } from '@care/kit/bus/namespaced'
import { databaseUrl, ensureDatabase } from '@care/kit/db/provision'
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@care/kit/db/embedded-postgres'
import { createLogger, type Logger } from '@care/kit/runtime/logger'
import { createGateway, type StaticApp } from '@care/gateway'
import type { StaticDocument } from '@care/gateway/static'
import { builtRemotes, MANIFEST_PATH, remoteManifest, REMOTES_MOUNT } from './remote-manifest.ts'
import { DEV_MAILBOX_PAGE_DIR, DEV_MAILBOX_PAGE_MOUNT } from '@care/messaging/dev/page'
import { services } from './services.ts'

export interface PlatformOptions {
  root: string
  port?: number
  /** admin connection string; unset → embedded PostgreSQL under <root>/.data/pg */
  databaseUrl?: string
  natsUrl?: string
  /** prefixes bus request subjects, so several platforms can share one NATS server (tests) */
  busNamespace?: string
  authSecret: string
  pgPort?: number
  /** database name prefix, so tests can run beside a developer's data */
  databasePrefix?: string
  limits?: Parameters<typeof createGateway>[0]['limits']
  log?: Logger
}

export interface Platform {
  url: string
  port: number
  bus: Bus
  adminDatabaseUrl: string
  /** the running services by name (benchmarks call their operations directly) */
  running: Record<string, unknown>
  stop(): Promise<void>
}

export async function startPlatform(o: PlatformOptions): Promise<Platform> {
  const log = o.log ?? createLogger('platform')
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e) => log.error({ err: e }, 'stop failed'))
  }
  try {
    let adminUrl = o.databaseUrl
    if (!adminUrl) {
      const pg: EmbeddedPostgresHandle = await startEmbeddedPostgres({ dataDir: join(o.root, '.data', 'pg'), port: o.pgPort ?? 54320 })
      stops.push(() => pg.stop())
      adminUrl = pg.url
    }
    const rawBus = await createBus({ natsUrl: o.natsUrl, name: 'platform' })
    const bus = o.busNamespace ? namespacedBus(rawBus, o.busNamespace) : rawBus
    stops.push(() => bus.close())

    const running: Record<string, unknown> = {}
    for (const svc of services) {
      const database = `${o.databasePrefix ?? 'care'}_${svc.name}`
      await ensureDatabase(adminUrl, database)
      const instance = await svc.start({ bus, databaseUrl: databaseUrl(adminUrl, database), authSecret: o.authSecret, log: log.child({ service: svc.name }) })
      running[svc.name] = instance
      stops.push(() => instance.stop())
    }

    const frontends = join(o.root, 'frontends')
    // each built remote at /remotes/<folder>, and the manifest of them the shells fetch at run time
    const remotes = builtRemotes(frontends)
    const manifest = remoteManifest(remotes)
    const staticApps: (StaticApp | StaticDocument)[] = [
      { mount: '/console', dir: join(frontends, 'console-shell', 'dist') },
      { mount: '/', dir: join(frontends, 'portal-shell', 'dist') },
      ...remotes.map((r) => ({ mount: `${REMOTES_MOUNT}/${r.folder}`, dir: r.dir })),
      { mount: MANIFEST_PATH, dir: frontends, document: () => manifest },
      // the development mailbox's page (its JSON answers 404 when DEV_MAILBOX=0)
      ...(process.env.DEV_MAILBOX !== '0' ? [{ mount: DEV_MAILBOX_PAGE_MOUNT, dir: DEV_MAILBOX_PAGE_DIR }] : []),
    ].filter((a) => existsSync(a.dir))
    const gateway = await createGateway({ bus, routes: routeTable, log: log.child({ service: 'gateway' }), openapi: buildOpenApi(routeTable), staticApps, limits: o.limits })
    stops.push(() => gateway.close())
    await new Promise<void>((resolve) => gateway.server.listen(o.port ?? 8080, resolve))
    const port = (gateway.server.address() as AddressInfo).port
    return { url: `http://localhost:${port}`, port, bus, adminDatabaseUrl: adminUrl, running, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
