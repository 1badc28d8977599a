// Starts the whole platform for a test file: its own databases on the test server (DATABASE_URL),
// the in-process bus, or NATS when NATS_URL is set and `useNats` is asked for; port 0.
// Under `npm test`, scripts/test.mjs starts one shared platform (and one over NATS) for the whole
// run and hands their origins over in CARE_TEST_PLATFORM_URL / CARE_TEST_PLATFORM_NATS_URL: a file
// that only talks HTTP gets that one (booting a platform costs ~6 s per file). Files that reach
// into the platform (bus, running services, databases), change its environment, kill parts of it
// or set limits ask for `{ fresh: true }` (or pass `limits`) and get their own.
// It composes the standalone platform (@care/platform: every service and the gateway): only test
// files import this module, so the platform stays a test-only dependency of the kit.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatform, type Platform, type PlatformOptions } from '@care/platform'
import { services } from '@care/platform/services'
import { dropDatabase, serverUrl } from './database.ts'

export interface TestPlatform extends Platform {
  /** stops the platform and drops its databases (nothing for the shared platform: the test script stops it) */
  close(): Promise<void>
}

export interface TestPlatformOptions {
  useNats?: boolean
  /** gateway rate limits; a file that sets them gets its own platform */
  limits?: PlatformOptions['limits']
  /** its own platform even when a shared one runs (the file uses bus/running/databases or changes the environment) */
  fresh?: boolean
}

/** the environment variables scripts/test.mjs hands the shared platforms' origins through */
export const SHARED_PLATFORM_ENV = { inProcess: 'CARE_TEST_PLATFORM_URL', nats: 'CARE_TEST_PLATFORM_NATS_URL' } as const

/** Uploaded files of this test process land in a temporary directory, removed when it exits. */
function useTemporaryFilesDir() {
  if (process.env.FILES_DIR) return
  const dir = join(tmpdir(), `care-test-files-${process.pid}`)
  process.env.FILES_DIR = dir
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
}

/** The shared platform's origin for these options, when the test script started one. */
function sharedOrigin(o: TestPlatformOptions): string | undefined {
  if (o.fresh || o.limits) return undefined
  const wantsNats = Boolean(o.useNats && process.env.NATS_URL)
  return process.env[wantsNats ? SHARED_PLATFORM_ENV.nats : SHARED_PLATFORM_ENV.inProcess] || undefined
}

/** what only the process running a platform can reach */
const INSIDE = ['bus', 'running', 'adminDatabaseUrl', 'name']

/** The shared platform seen from a test file: only its origin; reaching inside it fails loudly. */
function sharedPlatform(url: string): TestPlatform {
  const handle = { url, port: Number(new URL(url).port), async stop() {}, async close() {} }
  for (const what of INSIDE) {
    Object.defineProperty(handle, what, {
      get() {
        throw new Error(`platform.${what} is not reachable on the shared test platform (another process): start this file's platform with startTestPlatform({ fresh: true })`)
      },
    })
  }
  return handle as TestPlatform
}

export async function startTestPlatform(o: TestPlatformOptions = {}): Promise<TestPlatform> {
  const shared = sharedOrigin(o)
  if (shared) return sharedPlatform(shared)
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
