// The reference check's cost and answers, with a counting lookup in place of the service's
// repositories and the bus: no lookup when a write names no reference (or only ids it already
// holds, or a patient naming themselves), one per referenced collection for a whole batch.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Session } from '@care/contracts/session'
import type { OperationContext } from '../runtime/operation.ts'
import { checkReferences, connectReferences, referencesRefused } from './references.ts'
import { idsAt } from './reference-paths.ts'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const OTHER = 'c'.repeat(24)
const collection = {
  name: 'things',
  references: { enduserId: 'endusers', parentId: 'things', 'list[]': 'users', 'steps[].info.fieldId': 'fields' },
}
const staff = { type: 'user', id: 'u'.repeat(24), businessId: 'biz' } as unknown as Session
const ctx = (session: Session | null = staff) => ({ requestId: 'r', ...(session ? { session } : {}) }) as unknown as OperationContext

function counted() {
  const db = {}
  const asked: [string, string[]][] = []
  connectReferences(db, async (target, ids) => {
    asked.push([target, [...ids].sort()])
    return new Set(ids.filter((id) => id !== OTHER))
  })
  return { db, asked }
}

test('idsAt reads single ids, lists and ids nested in lists of objects; empty values are none', () => {
  const record = { enduserId: A, list: [A, B, ''], steps: [{ info: { fieldId: A } }, { info: {} }, { type: 'root' }], parentId: '' }
  assert.deepEqual(idsAt(record, 'enduserId'), [A])
  assert.deepEqual(idsAt(record, 'list[]'), [A, B])
  assert.deepEqual(idsAt(record, 'steps[].info.fieldId'), [A])
  assert.deepEqual(idsAt(record, 'parentId'), [])
  assert.deepEqual(idsAt({ steps: 'not a list' }, 'steps[].info.fieldId'), [])
})

test('idsAt reads the keys of a map keyed by id (a patient\'s journeys: `journeys{}`)', () => {
  assert.deepEqual(idsAt({ journeys: { [A]: 'New', [B]: '' } }, 'journeys{}'), [A, B])
  assert.deepEqual(idsAt({ journeys: {} }, 'journeys{}'), [])
  assert.deepEqual(idsAt({ journeys: [A] }, 'journeys{}'), [], 'a list is not a map')
  assert.deepEqual(idsAt({}, 'journeys{}'), [])
})

test('a map keyed by id: only the keys an update adds are asked about, and a stranger\'s key is refused naming the map', async () => {
  const { db, asked } = counted()
  const journeys = { name: 'endusers', references: { 'journeys{}': 'journeys' } }
  await checkReferences(db, journeys, { journeys: { [A]: 'Done', [B]: 'New' } }, ctx(), { journeys: { [A]: 'New' } })
  assert.deepEqual(asked, [['journeys', [B]]], 'A was held before: only B is looked up')
  await assert.rejects(checkReferences(db, journeys, { journeys: { [OTHER]: '' } }, ctx()), (e: Error & { status?: number; validation?: unknown }) => {
    assert.equal(e.status, 400)
    assert.equal(e.message, 'journeys must name a record of your business')
    assert.deepEqual(e.validation, [{ field: 'journeys', message: 'journeys must name a record of your business' }])
    return true
  })
})

test('a write naming no reference asks nothing', async () => {
  const { db, asked } = counted()
  await checkReferences(db, collection, { title: 'x' }, ctx())
  // system work (no session) is not asked about
  await checkReferences(db, collection, { parentId: A }, ctx(null))
  assert.deepEqual(asked, [])
})

test('a batch asks once per referenced collection, and refuses only the items naming another business\'s ids, naming the field', async () => {
  const { db, asked } = counted()
  const refused = await referencesRefused(db, collection, [
    { enduserId: A, parentId: A, list: [A, B] },
    { enduserId: B, steps: [{ info: { fieldId: OTHER } }] },
    { parentId: OTHER },
    { enduserId: OTHER },
  ], ctx())
  assert.deepEqual(asked.sort(), [['endusers', [A, B, OTHER].sort()], ['fields', [OTHER]], ['things', [A, OTHER].sort()], ['users', [A, B].sort()]])
  assert.deepEqual(refused.map((e) => e && [e.status, e.message, e.validation?.[0]?.field]), [
    undefined,
    [400, 'steps.info.fieldId must name a record of your business', 'steps.info.fieldId'],
    [400, 'parentId must name a record of your business', 'parentId'],
    [400, 'enduserId must name a patient of your business', 'enduserId'],
  ])
})

test('an update asks only about the ids it newly names; a patient naming themselves is not asked about', async () => {
  const { db, asked } = counted()
  await checkReferences(db, collection, { list: [A] }, ctx(), { list: [A, B] })
  const patient = { type: 'enduser', id: A, businessId: 'biz' } as unknown as Session
  await checkReferences(db, collection, { enduserId: A }, ctx(patient))
  assert.deepEqual(asked, [])
  await assert.rejects(checkReferences(db, collection, { list: [A, OTHER] }, ctx(), { list: [A] }), /list must name a record of your business/)
  assert.deepEqual(asked, [['users', [OTHER]]])
})
