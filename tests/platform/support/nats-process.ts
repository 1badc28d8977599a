// A nats-server of a test's own (JetStream, file storage in a temporary directory), which the test
// may kill and start again on the same port and data: the machine's server is left alone.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const NATS_BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => existsSync(p))

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number }
    srv.close(() => resolve(port))
  })
})
const listening = (port: number) => new Promise<boolean>((resolve) => {
  const s = createServer()
  s.once('error', () => resolve(true)).listen(port, '127.0.0.1', () => s.close(() => resolve(false)))
})

export interface NatsProcess {
  url: string
  start(): Promise<void>
  /** SIGKILL: no clean shutdown */
  kill(): Promise<void>
  /** kills it and removes its data */
  dispose(): Promise<void>
}

export async function natsProcess(): Promise<NatsProcess> {
  if (!NATS_BINARY) throw new Error('no nats-server binary')
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'nats-process-'))
  let child: ChildProcess | undefined
  const kill = () => new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
  return {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn(NATS_BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' })
      while (!(await listening(port))) await new Promise((r) => setTimeout(r, 20))
    },
    kill,
    async dispose() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
