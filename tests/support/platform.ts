// Starts the whole platform for a test file: its own databases on the test server (DATABASE_URL),
// the in-process bus, or NATS when NATS_URL is set and `useNats` is asked for; port 0.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPlatform, type Platform, type PlatformOptions } from '@care/platform'
import { dropDatabase, serverUrl } from '@care/kit/testing/database'
import { services } from '@care/platform/services'

export interface TestPlatform extends Platform {
  /** stops the platform and drops its databases */
  close(): Promise<void>
}

/** Uploaded files of this test process land in a temporary directory, removed when it exits. */
function useTemporaryFilesDir() {
  if (process.env.FILES_DIR) return
  const dir = join(tmpdir(), `care-test-files-${process.pid}`)
  process.env.FILES_DIR = dir
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
}

export async function startTestPlatform(o: { useNats?: boolean; limits?: PlatformOptions['limits'] } = {}): Promise<TestPlatform> {
  useTemporaryFilesDir()
  const prefix = `t_${randomBytes(4).toString('hex')}`
  const platform = await startPlatform({
    root: new URL('../..', import.meta.url).pathname,
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
