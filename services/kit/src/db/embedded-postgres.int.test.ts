import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedPostgres } from './embedded-postgres.ts'

describe('startEmbeddedPostgres', () => {
  let holder: Server
  let taken: number
  let parent: string
  before(async () => {
    parent = mkdtempSync(join(tmpdir(), 'care-embedded-pg-'))
    // as root the package runs PostgreSQL as the `postgres` user, who must reach the data folder
    chmodSync(parent, 0o755)
    holder = createServer()
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve))
    taken = (holder.address() as { port: number }).port
  })
  after(async () => {
    await new Promise<void>((resolve) => holder.close(() => resolve()))
    rmSync(parent, { recursive: true, force: true })
  })

  it('says what went wrong when PostgreSQL cannot start (here: its port is taken), not a bare undefined', async () => {
    const dataDir = join(parent, 'pg')
    await assert.rejects(startEmbeddedPostgres({ dataDir, port: taken }), (e: unknown) => {
      assert.ok(e instanceof Error, `an Error, not ${String(e)}`)
      assert.match(e.message, new RegExp(`^The embedded PostgreSQL \\(data in ${dataDir}, port ${taken}\\) did not start: .*(in use|could not (bind|create))`, 'i'))
      return true
    })
  })
})
