// Connections dropped under a Prisma client (what the chaos runner does to the whole platform,
// tests/chaos): a transaction whose backend is terminated fails as "database unavailable" (503,
// not 500), and its connection does not keep a pool slot: with one slot, the next query is served.
// Before the fix @prisma/adapter-pg's client stayed checked out for ever (its release waits for a
// COMMIT/ROLLBACK that cannot succeed), so the next query waited until the connect timeout.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { isDatabaseUnavailable } from '../bus/database-unavailable.ts'
import { serverUrl, type TestDatabase } from '../testing/database.ts'
import type { PrismaClient } from './test-fixture/src/generated/prisma/client.ts'
import { openFixtureDatabase } from './test-fixture/open.ts'


describe('a Prisma client whose connections are terminated', () => {
  let db: TestDatabase
  let prisma: PrismaClient
  let admin: pg.Client

  before(async () => {
    // one slot: a leaked connection starves the pool; a short wait so a starved pool fails the test
    ;({ db, prisma } = await openFixtureDatabase('dropped_connections', { poolMax: 1, connectTimeoutMs: 2_000 }))
    admin = new pg.Client({ connectionString: serverUrl() })
    await admin.connect()
  })
  after(async () => {
    await prisma.$disconnect()
    await admin.end()
    await db.drop()
  })

  /** terminates the backend of the transaction's own connection */
  const terminateOwnBackend = async (tx: Pick<PrismaClient, '$queryRaw'>) => {
    const [own] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`
    await admin.query('SELECT pg_terminate_backend($1)', [own!.pid])
  }

  /** the error `call` fails with (fails the test when it succeeds) */
  const failure = async (call: () => Promise<unknown>): Promise<unknown> => {
    try {
      await call()
    } catch (e) {
      return e
    }
    assert.fail('the call succeeded')
  }

  /** the next query is served (at most `attempts` tries: the pool may still hand out a connection the server has already cut) */
  const servesAgainWithin = async (attempts: number) => {
    const errors: unknown[] = []
    for (let i = 0; i < attempts; i++) {
      try {
        await prisma.widget.count()
        return
      } catch (e) {
        errors.push(e)
      }
    }
    assert.fail(`no query served in ${attempts} attempts: ${errors.map((e) => (e as Error).message).join(' | ')}`)
  }

  it('cut before COMMIT: the transaction fails as unavailable (503) and the pool serves again', async () => {
    for (let round = 0; round < 3; round++) {
      const err = await failure(() => prisma.$transaction(async (tx) => {
        await tx.widget.create({ data: { id: `w${round}`, businessId: 'b1', title: `Chair ${round}` } })
        await terminateOwnBackend(tx)
      }))
      assert.equal(isDatabaseUnavailable(err), true, `unavailable, not a bug: ${String(err)}`)
      await servesAgainWithin(2)
    }
    assert.equal(await prisma.widget.count(), 0, 'nothing of the cut transactions committed')
  })

  it('cut before a statement inside the transaction: the same', async () => {
    for (let round = 0; round < 3; round++) {
      const err = await failure(() => prisma.$transaction(async (tx) => {
        await terminateOwnBackend(tx)
        await tx.widget.count()
      }))
      assert.equal(isDatabaseUnavailable(err), true, `unavailable, not a bug: ${String(err)}`)
      await servesAgainWithin(2)
    }
  })

  it('cut between statements outside a transaction: the next query is served', async () => {
    const [own] = await prisma.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`
    await admin.query('SELECT pg_terminate_backend($1)', [own!.pid])
    await servesAgainWithin(2)
  })
})
