// Starts the whole platform for a test file: its own databases on the test server (DATABASE_URL),
// the in-process bus, or NATS when NATS_URL is set and `useNats` is asked for; port 0.
// Under `npm test`, scripts/test.mjs starts one shared platform (and one over NATS) for the whole
// run and hands their origins and names over in CARE_TEST_PLATFORM_* (booting a platform costs
// 10–20 s of CPU per file). A file on the shared platform reaches it over HTTP, its services'
// databases (`running.<service>.db`, a client of this process) and — asking for `bus: true` — its
// bus: the shared platform over NATS is reachable from another process, the in-process one is not,
// so without NATS such a file gets a platform of its own. Files that change the platform's
// environment, kill parts of it or set limits ask for `{ fresh: true }` (or pass `limits`).
// It composes the standalone platform (@care/platform: every service and the gateway): only test
// files import this module, so the platform stays a test-only dependency of the kit.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatform, type Platform, type PlatformOptions } from '@care/platform'
import { services } from '@care/platform/services'
import { createBus } from '../bus/index.ts'
import type { Bus } from '../bus/types.ts'
import { databaseUrl, serviceDatabaseName } from '../db/provision.ts'
import { dropDatabase, serverUrl } from './database.ts'

export interface TestPlatform extends Platform {
  /** where the platform keeps uploaded files (FILES_DIR; the shared platform's is handed to the files) */
  filesDir: string
  /** stops the platform and drops its databases (nothing for the shared platform: the test script stops it) */
  close(): Promise<void>
}

export interface TestPlatformOptions {
  useNats?: boolean
  /** gateway rate limits; a file that sets them gets its own platform */
  limits?: PlatformOptions['limits']
  /** its own platform even when a shared one runs (the file changes the platform's environment, kills or overloads parts of it) */
  fresh?: boolean
  /**
   * the file talks to the platform's bus (`platform.bus`): the shared platform over NATS when one
   * runs (this process connects to its namespace), else a platform of its own
   */
  bus?: boolean
}

/** the environment variables scripts/test.mjs hands the shared platforms' origins through */
export const SHARED_PLATFORM_ENV = { inProcess: 'CARE_TEST_PLATFORM_URL', nats: 'CARE_TEST_PLATFORM_NATS_URL' } as const

/** and their names (databases `<name>_<service>`, on NATS the bus namespace) */
const SHARED_NAME_ENV = { inProcess: 'CARE_TEST_PLATFORM_NAME', nats: 'CARE_TEST_PLATFORM_NATS_NAME' } as const

/** What scripts/test-shared.mjs hands the files for a shared platform it started. */
export function sharedPlatformEnv(platform: Pick<Platform, 'url' | 'name'>, o: { nats?: boolean } = {}): Record<string, string> {
  const kind = o.nats ? 'nats' : 'inProcess'
  return { [SHARED_PLATFORM_ENV[kind]]: platform.url, [SHARED_NAME_ENV[kind]]: platform.name }
}

/** Uploaded files of this test process land in a temporary directory, removed when it exits. */
function useTemporaryFilesDir() {
  if (process.env.FILES_DIR) return
  const dir = join(tmpdir(), `care-test-files-${process.pid}`)
  process.env.FILES_DIR = dir
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
}

/** Which shared platform these options may use, when the test script started one. */
function sharedKind(o: TestPlatformOptions): 'inProcess' | 'nats' | undefined {
  if (o.fresh || o.limits) return undefined
  // another process reaches a platform's bus only over NATS
  const kind = (o.useNats || o.bus) && process.env.NATS_URL ? 'nats' : 'inProcess'
  if (o.bus && kind !== 'nats') return undefined
  return process.env[SHARED_PLATFORM_ENV[kind]] && process.env[SHARED_NAME_ENV[kind]] ? kind : undefined
}

/** Whether startTestPlatform(o) answers a shared platform (else it starts one of its own). */
export function sharedPlatformAvailable(o: TestPlatformOptions = {}): boolean {
  return sharedKind(o) !== undefined
}

/**
 * The shared platform seen from a test file: its origin and name; `running.<service>.db` a client
 * of this process on that service's database; `bus` (asked for) a connection to its namespace.
 */
async function sharedPlatform(kind: 'inProcess' | 'nats', o: TestPlatformOptions): Promise<TestPlatform> {
  const url = process.env[SHARED_PLATFORM_ENV[kind]]!
  const name = process.env[SHARED_NAME_ENV[kind]]!
  const adminDatabaseUrl = serverUrl()
  const bus = o.bus ? await createBus({ natsUrl: process.env.NATS_URL, name: 'test-file', namespace: name }) : undefined
  const clients: { $disconnect(): Promise<void> }[] = []
  const running: Record<string, unknown> = {}
  for (const s of services) {
    let db: unknown
    Object.defineProperty(running, s.name, {
      enumerable: true,
      get: () => ({
        get db() {
          if (!db) {
            db = s.definition.prisma(databaseUrl(adminDatabaseUrl, serviceDatabaseName(s.name, name)))
            clients.push(db as { $disconnect(): Promise<void> })
          }
          return db
        },
      }),
    })
  }
  const close = async () => {
    await bus?.close()
    for (const c of clients.splice(0)) await c.$disconnect()
  }
  // the test script's FILES_DIR, which its child processes inherit
  const handle = { url, port: Number(new URL(url).port), name, adminDatabaseUrl, filesDir: process.env.FILES_DIR!, running, stop: close, close }
  Object.defineProperty(handle, 'bus', {
    get(): Bus {
      if (!bus) throw new Error('platform.bus of the shared test platform: ask startTestPlatform({ bus: true })')
      return bus
    },
  })
  return handle as TestPlatform
}

export async function startTestPlatform(o: TestPlatformOptions = {}): Promise<TestPlatform> {
  const shared = sharedKind(o)
  if (shared) return sharedPlatform(shared, o)
  useTemporaryFilesDir()
  const prefix = `t_${randomBytes(4).toString('hex')}`
  const platform = await startPlatform({
    root: new URL('../../../..', import.meta.url).pathname,
    port: 0,
    databaseUrl: serverUrl(),
    natsUrl: o.useNats ? process.env.NATS_URL : undefined,
    busNamespace: o.useNats ? prefix : undefined,
    authSecret: randomBytes(32).toString('hex'),
    databasePrefix: prefix,
    limits: o.limits ?? { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 },
  })
  return {
    ...platform,
    filesDir: process.env.FILES_DIR!,
    async close() {
      await platform.stop()
      for (const s of services) await dropDatabase(`${prefix}_${s.name}`)
    },
  }
}

/** Registers a staff user with a new organization over HTTP; answers `{ authToken, user }`. */
export async function registerStaff(url: string, overrides: Record<string, unknown> = {}) {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`
  const res = await fetch(`${url}/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password-123', organizationName: `Clinic ${email}`, ...overrides }),
  })
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { authToken: string; user: { id: string; businessId: string; email: string } }
  return { ...body, email, password: 'Password-123' }
}
