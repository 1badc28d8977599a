// The whole platform in one process (`npm start`): embedded PostgreSQL (or DATABASE_URL), one
// database per service, the in-process bus (or NATS_URL), every service, the gateway, the built
// frontends. startPlatform/stop mirror each other; tests and the benchmark use them too.
// The database DATABASE_URL names is the platform's name: its services' databases are
// `<name>_<service>` and, on NATS, its subjects, events and consumers are namespaced by it, so two
// platforms given different names on one server share neither data nor events.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { routeTable } from '@care/contracts/routes/index'
import { buildOpenApi } from '@care/contracts/openapi'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { namespacedBus } from '@care/kit/bus/namespaced'
import { databaseUrl, ensureDatabase, platformName, serviceDatabaseName } from '@care/kit/db/provision'
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@care/kit/db/embedded-postgres'
import { chooseEmbeddedPort } from '@care/kit/db/embedded-port'
import { createLogger, type Logger } from '@care/kit/runtime/logger'
import { createGateway, type StaticApp } from '@care/gateway'
import type { StaticDocument } from '@care/gateway/static'
import { builtRemotes, MANIFEST_PATH, remoteManifest, REMOTES_MOUNT } from './remote-manifest.ts'
import { DEV_MAILBOX_PAGE_DIR, DEV_MAILBOX_PAGE_MOUNT } from '@care/messaging/dev/page'
import { services } from './services.ts'

export interface PlatformOptions {
  root: string
  port?: number
  /**
   * a PostgreSQL server; the database it names is the platform's name (services' databases
   * `<name>_<service>`; `postgres` or none: `care`). Unset → embedded PostgreSQL under <root>/.data/pg
   */
  databaseUrl?: string
  natsUrl?: string
  /** namespaces bus subjects, events and durable consumers; default on NATS: the platform's name */
  busNamespace?: string
  authSecret: string
  /** the embedded PostgreSQL's port; default PG_PORT, else 54320 or a free one when that is taken */
  pgPort?: number
  /** the platform's name instead of the one DATABASE_URL gives (tests: a random one each) */
  databasePrefix?: string
  limits?: Parameters<typeof createGateway>[0]['limits']
  log?: Logger
}

/** `npm start`'s embedded PostgreSQL port unless PG_PORT says otherwise or it is taken */
export const EMBEDDED_PG_PORT = 54320

export interface Platform {
  url: string
  port: number
  bus: Bus
  adminDatabaseUrl: string
  /** the platform's name: its databases are `<name>_<service>` */
  name: string
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
      const { port, notice } = o.pgPort ? { port: o.pgPort, notice: undefined } : await chooseEmbeddedPort({ preferred: EMBEDDED_PG_PORT, variable: 'PG_PORT' })
      if (notice) log.warn(notice)
      const pg: EmbeddedPostgresHandle = await startEmbeddedPostgres({ dataDir: join(o.root, '.data', 'pg'), port })
      stops.push(() => pg.stop())
      adminUrl = pg.url
    }
    const name = o.databasePrefix ?? platformName(adminUrl)
    const rawBus = await createBus({ natsUrl: o.natsUrl, name: 'platform' })
    const namespace = o.busNamespace ?? (o.natsUrl ? name : undefined)
    const bus = namespace ? namespacedBus(rawBus, namespace) : rawBus
    stops.push(() => bus.close())

    const running: Record<string, unknown> = {}
    for (const svc of services) {
      const database = serviceDatabaseName(svc.name, name)
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
    return { url: `http://localhost:${port}`, port, bus, adminDatabaseUrl: adminUrl, name, running, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
