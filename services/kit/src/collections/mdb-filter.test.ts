import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readMdbFilter, translateMdbFilter, unknownTopLevelOperator } from './mdb-filter.ts'

const statusOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return [(e as { status?: number }).status, (e as Error).message]
  }
  return undefined
}

test('plain fields and dotted keys stay one filter', () => {
  assert.deepEqual(translateMdbFilter({ fname: 'Test', 'fields.nested.custom': 2 }), { filter: { fname: 'Test', 'fields.nested.custom': 2 } })
})

test('field operators become ours; $eq is the value itself', () => {
  assert.deepEqual(
    translateMdbFilter({ tags: { $in: ['a'], $nin: ['b'] }, age: { $gt: 1, $gte: 2, $lt: 9, $lte: 8 }, email: { $exists: true }, lname: { $ne: 'x' }, fname: { $eq: 'Test' } }),
    { filter: { tags: { _in: ['a'], _nin: ['b'] }, age: { _gt: 1, _gte: 2, _lt: 9, _lte: 8 }, email: { _exists: true }, lname: { _ne: 'x' }, fname: 'Test' } },
  )
})

test('$and and $or nest; fields beside them are ANDed', () => {
  assert.deepEqual(translateMdbFilter({ $and: [{ fname: 'Test' }, { $or: [{ lname: 'A' }, { lname: 'B' }] }], tags: 'vip' }), {
    and: [{ filter: { tags: 'vip' } }, { and: [{ filter: { fname: 'Test' } }, { or: [{ filter: { lname: 'A' } }, { filter: { lname: 'B' } }] }] }],
  })
})

test('an unknown top-level operator answers MongoDB\'s message with 400', () => {
  assert.deepEqual(statusOf(() => translateMdbFilter({ $bad: 'query' })), [400, unknownTopLevelOperator('$bad')])
})

test('unsupported field operators, bad $and/$or and bad $in answer 400', () => {
  assert.deepEqual(statusOf(() => translateMdbFilter({ fname: { $regex: '^T' } })), [400, "Unsupported mdbFilter operator '$regex' for 'fname'"])
  assert.equal(statusOf(() => translateMdbFilter({ $or: [] }))?.[0], 400)
  assert.equal(statusOf(() => translateMdbFilter({ $and: 'x' }))?.[0], 400)
  assert.equal(statusOf(() => translateMdbFilter({ tags: { $in: 'a' } }))?.[0], 400)
})

test('deep nesting is refused rather than recursed without bound', () => {
  let deep: Record<string, unknown> = { fname: 'x' }
  for (let i = 0; i < 20; i++) deep = { $and: [deep] }
  assert.equal(statusOf(() => translateMdbFilter(deep))?.[0], 400)
})

test('readMdbFilter: JSON text from a query string, objects, absent; anything else 400', () => {
  assert.deepEqual(readMdbFilter('{"fname":"Test"}'), { fname: 'Test' })
  assert.deepEqual(readMdbFilter({ fname: 'Test' }), { fname: 'Test' })
  assert.equal(readMdbFilter(undefined), undefined)
  assert.equal(readMdbFilter(''), undefined)
  assert.equal(statusOf(() => readMdbFilter('{nope'))?.[0], 400)
  assert.equal(statusOf(() => readMdbFilter([1]))?.[0], 400)
})
