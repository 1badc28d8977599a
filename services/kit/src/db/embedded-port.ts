// Which port the embedded PostgreSQL listens on. A port another program (or a second `npm start`)
// holds made PostgreSQL exit at once and the launcher die with a bare `undefined`; now a port set in
// the environment that is taken is refused with what to do, and a taken default is swapped for a
// free one, said aloud.
import { createServer } from 'node:net'

export interface EmbeddedPortChoice {
  port: number
  /** set when the default port was taken and another one was chosen: tell the user */
  notice?: string
}

/** Listens on `port` (0: any free one) on 127.0.0.1 and closes again; the port, or undefined when taken. */
async function tryPort(port: number): Promise<number | undefined> {
  const server = createServer()
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' || e.code === 'EACCES' ? resolve(undefined) : reject(e)))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const { port: bound } = server.address() as { port: number }
      server.close(() => resolve(bound))
    })
  })
}

/**
 * `env[variable]` when set (refused with a clear message if it is not a port or is taken), else
 * `preferred` when free, else any free port with a notice naming the variable that fixes it.
 */
export async function chooseEmbeddedPort(o: { preferred: number; variable: string; env?: NodeJS.ProcessEnv }): Promise<EmbeddedPortChoice> {
  const raw = (o.env ?? process.env)[o.variable]
  if (raw !== undefined && raw !== '') {
    const port = Number(raw)
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${o.variable} must be a port number (1-65535), not '${raw}'`)
    if ((await tryPort(port)) === undefined) {
      throw new Error(`Port ${port} (${o.variable}) for the embedded PostgreSQL is already in use: stop what holds it, or set ${o.variable} to a free port`)
    }
    return { port }
  }
  if ((await tryPort(o.preferred)) !== undefined) return { port: o.preferred }
  const free = await tryPort(0)
  if (free === undefined) throw new Error('No free port for the embedded PostgreSQL')
  return {
    port: free,
    notice: `Port ${o.preferred} is already in use (another PostgreSQL or \`npm start\`?): the embedded PostgreSQL listens on ${free} instead (set ${o.variable} to choose one)`,
  }
}
