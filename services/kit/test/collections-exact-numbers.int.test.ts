// Numbers in Float columns and inside Json values come back exactly as sent (exact-numbers.ts):
// Prisma's query compiler would store `0.1 + 0.2` as 0.3. Through createOne, createSome and
// updateOne, read back by getOne (raw SQL), getSome (Prisma) and straight from the table.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { hasFragileDigits, holdsFragileNumber } from '../src/collections/exact-numbers.ts'
import { adminSession, ctx, openHarness, type Harness } from './fixture/harness.ts'

const fragile = { sum: 0.1 + 0.2, random: 0.8444218515250481, list: [1.0000000000000002, 2], deep: { v: -123.45678901234567 }, plain: 0.5, n: 7 }

describe('collection engine: Float and Json numbers are kept exactly', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  before(async () => {
    h = await openHarness('coll_exact_numbers')
  })
  after(() => h.close())

  const stored = async (id: string) => {
    const rows = await h.prisma.$queryRawUnsafe<{ fields: unknown }[]>('SELECT fields FROM items WHERE id = $1', id)
    return rows[0]?.fields
  }

  it('which numbers need the exact write: more than 15 significant digits', () => {
    assert.equal(hasFragileDigits(0.1 + 0.2), true)
    assert.equal(hasFragileDigits(0.3), false)
    assert.equal(hasFragileDigits(123456789012345), false)
    assert.equal(hasFragileDigits(1.0000000000000002), true)
    assert.equal(hasFragileDigits(1e-7), false)
    assert.equal(hasFragileDigits(1.234567890123456e-7 + 1e-23), true)
    assert.equal(holdsFragileNumber({ a: [{ b: 0.1 + 0.2 }] }), true)
    assert.equal(holdsFragileNumber({ a: [{ b: 0.25 }], c: 'x' }), false)
  })

  it('createOne: answered, read and stored exactly', async () => {
    const r = await h.ops.createOne({ title: 'exact create', fields: fragile, score: 0.1 + 0.2 }, ctx(admin))
    assert.deepEqual(r.fields, fragile)
    assert.equal(r.score, 0.1 + 0.2)
    // as text: the stored double itself, whatever reads it
    const [{ score }] = await h.prisma.$queryRawUnsafe<{ score: string }[]>('SELECT score::text FROM items WHERE id = $1', r.id)
    assert.equal(Number(score), 0.1 + 0.2)
    assert.equal((await h.ops.updateOne({ id: r.id as string, updates: { score: 0.7 + 0.1 } }, ctx(admin))).score, 0.7 + 0.1)
    assert.equal((await h.ops.getOne({ id: r.id as string }, ctx(admin))).score, 0.7 + 0.1)
    assert.deepEqual((await h.ops.getOne({ id: r.id as string }, ctx(admin))).fields, fragile)
    assert.deepEqual(await stored(r.id as string), fragile)
  })

  it('createSome and updateOne: stored exactly; getSome reads them exactly', async () => {
    const { created } = await h.ops.createSome({ create: [{ title: 'exact some 1', fields: { v: 0.1 + 0.2 } }, { title: 'exact some 2', fields: { v: 0.5 } }] }, ctx(admin))
    assert.deepEqual(created.map((c) => (c.fields as { v: number }).v), [0.1 + 0.2, 0.5])
    assert.deepEqual(await stored(created[0].id as string), { v: 0.1 + 0.2 })
    const updated = await h.ops.updateOne({ id: created[1].id as string, updates: { fields: { w: 0.7 + 0.1 } } }, ctx(admin))
    assert.equal((updated.fields as { w: number }).w, 0.7 + 0.1)
    assert.equal(((await stored(created[1].id as string)) as { w: number }).w, 0.7 + 0.1)
    const page = await h.ops.getSome({ ids: created.map((c) => c.id as string) }, ctx(admin))
    const byTitle = new Map(page.map((p) => [p.title, p.fields as Record<string, number>]))
    assert.equal(byTitle.get('exact some 1')?.v, 0.1 + 0.2)
    assert.equal(byTitle.get('exact some 2')?.w, 0.7 + 0.1)
  })
})
