// The Idempotency-Key store's commit mark (issue #10), against a real care_idempotency table: the
// mark belongs to the write's transaction (rolled back with it), only the request's own generic
// call keeps its reply there, a call without a key never marks another request's claim, and a 5xx
// frees the key unless a reply had committed with the write. The crash itself is simulated with
// idempotencyFaults and the claim aged past the abandoned window (no sleeps).
import { after, afterEach, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import type { BusReply, BusRequest } from '@care/contracts/bus'
import { migrateServiceDatabase } from '../src/db/migrate.ts'
import { createTestDatabase, type TestDatabase } from '../src/testing/database.ts'
import {
  ABANDONED_AFTER_SECONDS, createIdempotencyStore, idempotencyFaults, KEY_APPLIED, markCommitted, type IdempotencyStore, type SqlClient,
} from '../src/runtime/idempotency.ts'

const FIXTURE_MIGRATIONS = new URL('../src/db/test-fixture/migrations', import.meta.url).pathname

let db: TestDatabase
let pool: pg.Pool
let sql: SqlClient
let store: IdempotencyStore

const clientOf = (c: pg.Pool | pg.PoolClient): SqlClient => ({
  $queryRawUnsafe: async <T>(q: string, ...v: unknown[]) => (await c.query(q, v)).rows as T,
  $executeRawUnsafe: async (q: string, ...v: unknown[]) => (await c.query(q, v)).rowCount ?? 0,
})

/** a write transaction: `things` gets a row, then the claim is marked (as the engine does) */
async function write(tag: string, answer?: { operation: string; body: unknown }, o: { rollback?: boolean } = {}) {
  const c = await pool.connect()
  try {
    await c.query('BEGIN')
    await c.query('INSERT INTO things (tag) VALUES ($1)', [tag])
    await markCommitted(clientOf(c), answer)
    await c.query(o.rollback ? 'ROLLBACK' : 'COMMIT')
  } finally {
    c.release()
  }
}
const writes = async (tag: string) => Number((await pool.query('SELECT count(*) FROM things WHERE tag = $1', [tag])).rows[0].count)
const request = (key: string): BusRequest => ({ payload: { key }, idempotencyKey: key, session: { businessId: 'b', id: 'u', type: 'user' } } as unknown as BusRequest)
const ok = (body: unknown): BusReply => ({ status: 200, body })
const abandonAll = () => pool.query(`UPDATE care_idempotency SET created_at = now() - make_interval(secs => $1)`, [ABANDONED_AFTER_SECONDS + 1])
const crashOnce = () => {
  idempotencyFaults.crashBeforeReplyStored = () => {
    idempotencyFaults.crashBeforeReplyStored = undefined
    return true
  }
}

describe('Idempotency-Key: the commit mark', () => {
  before(async () => {
    db = await createTestDatabase('idempotency')
    await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: FIXTURE_MIGRATIONS })
    pool = new pg.Pool({ connectionString: db.url, max: 4 })
    await pool.query('CREATE TABLE things (tag text NOT NULL)')
    sql = clientOf(pool)
    store = createIdempotencyStore(sql)
  })
  after(async () => {
    await pool?.end()
    await db?.drop()
  })
  afterEach(() => {
    idempotencyFaults.crashBeforeReplyStored = undefined
  })

  it('a generic call whose reply committed with its write: the retry after a crash answers it without writing again', async () => {
    const run = () => store.once('things.createOne', request('generic'), async () => {
      await write('generic', { operation: 'things.createOne', body: { id: 'one' } })
      return ok({ id: 'one' })
    })
    crashOnce()
    await assert.rejects(run(), /simulated crash/)
    await abandonAll()
    assert.deepEqual(await run(), ok({ id: 'one' }))
    assert.equal(await writes('generic'), 1)
  })

  it('a write rolled back takes its mark with it: the retry runs the call', async () => {
    const run = (rollback: boolean) => store.once('things.createOne', request('rolled-back'), async () => {
      await write('rolled-back', { operation: 'things.createOne', body: { id: 'x' } }, { rollback })
      return ok({ id: 'x' })
    })
    crashOnce()
    await assert.rejects(run(true), /simulated crash/)
    await abandonAll()
    assert.deepEqual(await run(false), ok({ id: 'x' }))
    assert.equal(await writes('rolled-back'), 1)
  })

  it('a named call committed but unanswered is not run again (409); a nested call of another name only marks', async () => {
    const run = () => store.once('things.named', request('named'), async () => {
      await write('named', { operation: 'things.updateOne', body: { wrong: 'reply' } })
      return ok({ named: true })
    })
    crashOnce()
    await assert.rejects(run(), /simulated crash/)
    const [row] = (await pool.query('SELECT 1 FROM care_idempotency WHERE committed_at IS NOT NULL AND reply IS NULL')).rows
    assert.ok(row, 'marked committed, no reply kept')
    await abandonAll()
    assert.deepEqual(await run(), { status: 409, message: KEY_APPLIED })
    assert.deepEqual(await run(), { status: 409, message: KEY_APPLIED }, 'and answered again')
    assert.equal(await writes('named'), 1)
  })

  it('a request without a key does not mark the claim of the request it runs inside', async () => {
    const inner = () => store.once('things.createOne', { payload: {} } as BusRequest, async () => {
      await write('nested', { operation: 'things.createOne', body: { id: 'inner' } })
      return ok({ id: 'inner' })
    })
    const outer = () => store.once('things.createOne', request('outer'), async () => inner())
    crashOnce()
    await assert.rejects(outer(), /simulated crash/)
    await abandonAll()
    assert.deepEqual(await outer(), ok({ id: 'inner' }))
    assert.equal(await writes('nested'), 2, 'the outer claim was never marked by the keyless inner call, so it ran again')
  })

  it('a 5xx frees the key, unless the reply had committed with the write', async () => {
    let runs = 0
    const failing = () => store.once('things.other', request('5xx'), async () => {
      runs++
      await write('5xx')
      return { status: 503, message: 'busy' }
    })
    await failing()
    await failing()
    assert.equal(runs, 2, 'a named call that answered 5xx runs again, as before')
    const sealed = () => store.once('things.createOne', request('5xx-sealed'), async () => {
      await write('5xx-sealed', { operation: 'things.createOne', body: { id: 's' } })
      return { status: 503, message: 'after the commit' }
    })
    assert.equal((await sealed()).status, 503)
    assert.deepEqual(await sealed(), ok({ id: 's' }), 'the committed reply')
    assert.equal(await writes('5xx-sealed'), 1)
  })
})
