// createOne / createSome on real PostgreSQL: validation, read-only fields, defaults, base fields from
// the session, uniqueness (409) and the outbox event of every write (none for a failed one).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { isObjectId } from '../src/ids.ts'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'
import { TITLE_TAKEN } from './fixture/items.ts'

describe('collection engine: create', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const other = adminSession('b2bbbbbbbbbbbbbbbbbbbbbb')
  before(async () => {
    h = await openHarness('coll_create')
  })
  after(() => h.close())

  it('creates a record with base fields from the session and answers plain JSON', async () => {
    const r = await h.ops.createOne({ title: 'First', tags: ['a'], dueAt: '2030-01-02T03:04:05.000Z', fields: { colour: 'red' }, secret: 's3cret' }, ctx(admin))
    assert.ok(isObjectId(r.id))
    assert.equal(r.businessId, admin.businessId)
    assert.equal(r.creator, admin.id)
    assert.deepEqual(r.organizationIds, admin.organizationIds)
    assert.equal(typeof r.createdAt, 'string')
    assert.equal(r.createdAt, r.updatedAt)
    assert.equal(r.dueAt, '2030-01-02T03:04:05.000Z')
    assert.deepEqual(r.fields, { colour: 'red' })
    // default applied; NULL columns left out; hidden never answered
    assert.equal(r.done, false)
    assert.ok(!('description' in r))
    assert.ok(!('secret' in r))
    const stored = await h.prisma.item.findUnique({ where: { id: r.id as string } })
    assert.equal(stored?.secret, 's3cret')
  })

  it('refuses read-only and base fields with the spec text', async () => {
    for (const field of ['source', 'id', 'businessId', 'creator', 'createdAt', 'updatedAt']) {
      const e = await rejects(h.ops.createOne({ title: `ro-${field}`, [field]: 'x' }, ctx(admin)), 400, ErrorMessages.readonlyField)
      assert.deepEqual(e.validation, [{ field, message: ErrorMessages.readonlyField }])
    }
  })

  it('refuses unknown fields, ignores _-prefixed flags, and reports the validators’ messages', async () => {
    await rejects(h.ops.createOne({ title: 'u', colour: 'red' }, ctx(admin)), 400, 'Unrecognized field: colour')
    const ok = await h.ops.createOne({ title: 'flagged', _overrideUnique: true }, ctx(admin))
    assert.equal(ok.title, 'flagged')
    const e = await rejects(h.ops.createOne({ title: 'bad email', email: 'nope' }, ctx(admin)), 400, 'Error parsing field email: Invalid email')
    assert.deepEqual(e.validation, [{ field: 'email', message: 'Invalid email' }])
    const nested = await rejects(h.ops.createOne({ title: 'bad fields', fields: { _x: 1 } }, ctx(admin)), 400)
    assert.equal(nested.validation?.[0]?.field, 'fields')
    await rejects(h.ops.createOne({ description: 'no title' }, ctx(admin)), 400, 'Value not provided for required field: title')
  })

  it('applies zod transforms (email lower-cased)', async () => {
    const r = await h.ops.createOne({ title: 'mail', email: 'Ann@Example.COM' }, ctx(admin))
    assert.equal(r.email, 'ann@example.com')
  })

  it('answers 409 with the rule message, per business, and globally for a global rule', async () => {
    await h.ops.createOne({ title: 'Unique', email: 'u@example.com', code: 'G-1' }, ctx(admin))
    const taken = await rejects(h.ops.createOne({ title: 'Unique' }, ctx(admin)), 409, 'Uniqueness Violation')
    assert.deepEqual(taken.validation, [{ field: 'title', message: TITLE_TAKEN }])
    const byEmail = await rejects(h.ops.createOne({ title: 'Other', email: 'U@example.com' }, ctx(admin)), 409)
    assert.deepEqual(byEmail.validation, [{ field: 'email', message: 'A record with this email already exists' }])
    // another business may reuse a per-business value, but not a global one
    await h.ops.createOne({ title: 'Unique', email: 'u@example.com' }, ctx(other))
    const global = await rejects(h.ops.createOne({ title: 'Elsewhere', code: 'G-1' }, ctx(other)), 409)
    assert.deepEqual(global.validation, [{ field: 'code', message: 'A record with this code already exists' }])
  })

  it('stores an empty unique text as absent, so cleared values never collide', async () => {
    const a = await h.ops.createOne({ title: 'blank-1', email: '', code: '' }, ctx(admin))
    const b = await h.ops.createOne({ title: 'blank-2', email: '', code: '' }, ctx(admin))
    assert.ok(!('email' in a) && !('email' in b))
  })

  it('createSome creates the valid items and reports the others by index', async () => {
    await h.ops.createOne({ title: 'Taken' }, ctx(admin))
    const res = await h.ops.createSome(
      { create: [{ title: 'Batch A' }, { title: 'Taken' }, { title: 'Batch B', source: 'x' }, { title: 'Batch A' }, { description: 'untitled' }, { title: 'Batch C' }] },
      ctx(admin),
    )
    assert.deepEqual(res.created.map((r) => r.title), ['Batch A', 'Batch C'])
    assert.deepEqual(res.errors.map((e) => [e.index, e.message]), [
      [1, TITLE_TAKEN],
      [2, ErrorMessages.readonlyField],
      [3, TITLE_TAKEN],
      [4, 'Value not provided for required field: title'],
    ])
    assert.deepEqual(res.errors[1]!.validation, [{ field: 'source', message: ErrorMessages.readonlyField }])
    await rejects(h.ops.createSome({ create: Array.from({ length: 1001 }, (_, i) => ({ title: `x${i}` })) }, ctx(admin)), 400, 'create must have at most 1000 records')
  })

  it('writes one created event per write in the same transaction, and none for a failed write', async () => {
    const before = (await h.outbox()).length
    const r = await h.ops.createOne({ title: 'Evented', secret: 'x' }, ctx(admin))
    await rejects(h.ops.createOne({ title: 'Evented' }, ctx(admin)), 409)
    await rejects(h.ops.createOne({ title: 'Bad', email: 'bad' }, ctx(admin)), 400)
    const rows = (await h.outbox()).slice(before)
    assert.equal(rows.length, 1)
    assert.equal(rows[0]!.subject, 'evt.items.created')
    assert.equal(rows[0]!.payload.businessId, admin.businessId)
    assert.deepEqual(rows[0]!.payload.actor, { type: 'user', id: admin.id })
    assert.equal(rows[0]!.payload.records[0]!.id, r.id)
    assert.equal(rows[0]!.payload.records[0]!.title, 'Evented')
    assert.ok(!('secret' in rows[0]!.payload.records[0]!))

    const batch = await h.ops.createSome({ create: [{ title: 'E1' }, { title: 'E2' }, { title: 'E1' }] }, ctx(admin))
    const after = (await h.outbox()).slice(before + 1)
    assert.equal(after.length, 1)
    assert.deepEqual(after[0]!.payload.records.map((x) => x.id), batch.created.map((x) => x.id))
  })

  it('needs a session', async () => {
    await rejects(h.ops.createOne({ title: 'anon' }, ctx()), 401, ErrorMessages.unauthenticated)
  })
})
