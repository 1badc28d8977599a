// mapPrismaError against real failures, raised through the fixture's generated client
// (test-fixture/schema.prisma: Widget with @@unique([businessId, title]) and title VarChar(20)).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { ApiError } from '@care/contracts/errors'
import type { TestDatabase } from '../testing/database.ts'
import type { PrismaClient } from './test-fixture/src/generated/prisma/client.ts'
import { openFixtureDatabase } from './test-fixture/open.ts'
import { mapPrismaError, prismaErrorToApiError } from './prisma-errors.ts'


/** The ApiError a failing call maps to (fails the test if the call succeeds or is not mapped). */
async function mapped(call: () => Promise<unknown>, options?: Parameters<typeof mapPrismaError>[1]): Promise<ApiError> {
  try {
    await call()
  } catch (e) {
    try {
      mapPrismaError(e, options)
    } catch (m) {
      assert.ok(m instanceof ApiError, `not mapped: ${String(m)}`)
      return m
    }
  }
  assert.fail('the call did not fail')
}

describe('mapPrismaError on real database failures', () => {
  let db: TestDatabase
  let prisma: PrismaClient
  let pool: pg.Pool

  before(async () => {
    ;({ db, prisma } = await openFixtureDatabase('prisma_errors', { poolMax: 2 }))
    pool = new pg.Pool({ connectionString: db.url, max: 1 })
    await prisma.widget.create({ data: { id: 'w1', businessId: 'b1', title: 'Chair' } })
  })
  after(async () => {
    await prisma.$disconnect()
    await pool.end()
    await db.drop()
  })

  const duplicate = () => prisma.widget.create({ data: { id: 'w2', businessId: 'b1', title: 'Chair' } })

  it('turns a unique violation into 409 with the default message', async () => {
    const e = await mapped(duplicate)
    assert.equal(e.status, 409)
    assert.equal(e.message, 'Uniqueness Violation')
  })

  it('uses the caller’s message for the violated field, constraint or field list', async () => {
    assert.equal((await mapped(duplicate, { uniqueness: { title: 'A widget with this title exists' } })).message, 'A widget with this title exists')
    assert.equal((await mapped(duplicate, { uniqueness: { Widget_businessId_title_key: 'by constraint' } })).message, 'by constraint')
    assert.equal((await mapped(duplicate, { uniqueness: { 'businessId,title': 'by fields' } })).message, 'by fields')
    assert.equal((await mapped(duplicate, { uniqueness: { size: 'another field' } })).message, 'Uniqueness Violation')
    const seen: unknown[] = []
    const e = await mapped(duplicate, { uniqueness: (v) => (seen.push(v), 'from a function') })
    assert.equal(e.message, 'from a function')
    assert.deepEqual(seen, [{ fields: ['businessId', 'title'], constraint: 'Widget_businessId_title_key' }])
  })

  it('maps unique violations from raw SQL through Prisma and through plain pg alike', async () => {
    const raw = await mapped(() => prisma.$executeRawUnsafe(`INSERT INTO "Widget" (id, "businessId", title) VALUES ('w3', 'b1', 'Chair')`), {
      uniqueness: { title: 'raw' },
    })
    assert.deepEqual([raw.status, raw.message], [409, 'raw'])
    const plain = await mapped(() => pool.query(`INSERT INTO "Widget" (id, "businessId", title) VALUES ('w3', 'b1', 'Chair')`), {
      uniqueness: { title: 'plain' },
    })
    assert.deepEqual([plain.status, plain.message], [409, 'plain'])
  })

  it('turns a missing record into 404', async () => {
    const e = await mapped(() => prisma.widget.update({ where: { id: 'nope' }, data: { title: 'Table' } }))
    assert.deepEqual([e.status, e.message], [404, 'Could not find a record for the given id'])
  })

  it('turns values the column cannot hold into 400', async () => {
    const long = await mapped(() => prisma.widget.create({ data: { id: 'w4', businessId: 'b1', title: 'x'.repeat(21) } }))
    assert.deepEqual([long.status, long.message], [400, 'Value too long'])
    const big = await mapped(() => prisma.widget.create({ data: { id: 'w5', businessId: 'b1', title: 'Big', size: 2 ** 40 } }))
    assert.deepEqual([big.status, big.message], [400, 'Value out of range'])
    const malformed = await mapped(() => prisma.$queryRawUnsafe(`SELECT 'abc'::int`))
    assert.deepEqual([malformed.status, malformed.message], [400, 'Invalid value'])
  })

  it('rethrows everything else unchanged', async () => {
    let original: unknown
    try {
      await prisma.$queryRawUnsafe('SELECT * FROM no_such_table')
    } catch (e) {
      original = e
    }
    assert.ok(original)
    assert.equal(prismaErrorToApiError(original), undefined)
    assert.throws(() => mapPrismaError(original), (e) => e === original)
    const plain = new Error('boom')
    assert.throws(() => mapPrismaError(plain), (e) => e === plain)
  })
})
