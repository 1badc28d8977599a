// The whole platform in a child process (./platform-process.ts) on the in-process bus, for suites
// that must see whether a request can end the process: a test runner catches uncaught errors of
// its own process, so a platform started inside it would survive what a real one would not.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { dropDatabase } from '@care/kit/testing/database'
import { services } from '@care/platform/services'

export interface SpawnedPlatform {
  url: string
  /** settles when the process exits, with its code or signal */
  exited: Promise<string>
  /** whether the process still runs */
  alive(): boolean
  /** stops the process (SIGTERM) and drops its databases and files */
  close(): Promise<void>
}

export async function spawnPlatform(): Promise<SpawnedPlatform> {
  const prefix = `t_${randomBytes(4).toString('hex')}`
  const filesDir = mkdtempSync(join(tmpdir(), 'care-spawned-files-'))
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_PORT: '0', PLATFORM_PREFIX: prefix, AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', FILES_DIR: filesDir }
  delete env.NATS_URL
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', new URL('./platform-process.ts', import.meta.url).pathname], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(String(signal ?? code))))
  const lines = createInterface({ input: child.stdout! })
  const url = await Promise.race([
    (async () => {
      for await (const line of lines) if (line.startsWith('ready ')) return line.slice('ready '.length)
      throw new Error('the platform process closed its output before it was ready')
    })(),
    exited.then((how) => { throw new Error(`the platform process exited (${how}) before it was ready`) }),
  ])
  const alive = () => child.exitCode === null && child.signalCode === null
  return {
    url, exited, alive,
    async close() {
      if (alive()) {
        child.kill('SIGTERM')
        await exited
      }
      for (const s of services) await dropDatabase(`${prefix}_${s.name}`).catch(() => undefined)
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}
