// The whole platform in a child process (./platform-process.ts), for suites that must see whether a
// request can end the process (a test runner catches uncaught errors of its own process, so a
// platform started inside it would survive what a real one would not) and for the chaos runner,
// which kills it (SIGKILL: no clean stop) and starts it again on the same port, databases and NATS
// namespace. On the in-process bus unless `natsUrl` is given; CHAOS_LOG_LEVEL shows its logs.
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
  /** its databases are `<prefix>_<service>` (and its NATS namespace, over NATS) */
  prefix: string
  /** the names of its databases */
  databases: string[]
  /** settles when the current process exits, with its code or signal */
  readonly exited: Promise<string>
  /** whether the process still runs */
  alive(): boolean
  /** SIGKILL: no clean stop; resolves once the process is gone */
  kill(): Promise<void>
  /** starts the process again on the same port, databases and namespace; resolves once it answers */
  restart(): Promise<void>
  /** stops the process (SIGTERM) and drops its databases and files */
  close(): Promise<void>
}

export async function spawnPlatform(o: { natsUrl?: string } = {}): Promise<SpawnedPlatform> {
  const prefix = `t_${randomBytes(4).toString('hex')}`
  const filesDir = mkdtempSync(join(tmpdir(), 'care-spawned-files-'))
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_PREFIX: prefix, AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'silent', FILES_DIR: filesDir }
  delete env.NATS_URL
  if (o.natsUrl) env.NATS_URL = o.natsUrl
  let child: ChildProcess
  let exited: Promise<string>

  /** starts a process on `port` (0: any); its origin once it answers */
  const start = async (port: number) => {
    child = spawn(process.execPath, ['--import', 'tsx', new URL('./platform-process.ts', import.meta.url).pathname], { env: { ...env, PLATFORM_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] })
    const current = child
    exited = new Promise<string>((resolve) => current.once('exit', (code, signal) => resolve(String(signal ?? code))))
    const lines = createInterface({ input: current.stdout! })
    return Promise.race([
      (async () => {
        for await (const line of lines) {
          if (!line.startsWith('ready ')) continue
          // closing the reader paused the pipe: drained from now on (to stderr), else a process
          // that logs (CHAOS_LOG_LEVEL) blocks on a full pipe
          current.stdout!.pipe(process.stderr)
          return line.slice('ready '.length)
        }
        throw new Error('the platform process closed its output before it was ready')
      })(),
      exited.then((how) => { throw new Error(`the platform process exited (${how}) before it was ready`) }),
    ])
  }
  const url = await start(0)
  const alive = () => child.exitCode === null && child.signalCode === null
  const stop = async (signal: NodeJS.Signals) => {
    if (!alive()) return
    child.kill(signal)
    await exited
  }
  return {
    url, prefix,
    databases: services.map((s) => `${prefix}_${s.name}`),
    get exited() { return exited },
    alive,
    kill: () => stop('SIGKILL'),
    async restart() {
      await start(Number(new URL(url).port))
    },
    async close() {
      await stop('SIGTERM')
      for (const s of services) await dropDatabase(`${prefix}_${s.name}`).catch(() => undefined)
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}
