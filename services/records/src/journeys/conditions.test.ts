import { test } from 'node:test'
import assert from 'node:assert/strict'
import { meetsConditions } from './conditions.ts'

const patient = { fname: 'Ann', tags: ['vip', 'diabetes'], fields: { plan: 'gold', visits: 3 }, email: 'ann@example.com' }

test('plain values: equality, a list holding the value, dotted keys into custom fields', () => {
  assert.equal(meetsConditions(patient, {}), true)
  assert.equal(meetsConditions(patient, undefined), true)
  assert.equal(meetsConditions(patient, { tags: 'vip' }), true)
  assert.equal(meetsConditions(patient, { tags: 'other' }), false)
  assert.equal(meetsConditions(patient, { 'fields.plan': 'gold', fname: 'Ann' }), true)
  assert.equal(meetsConditions(patient, { 'fields.plan': 'silver' }), false)
  assert.equal(meetsConditions(patient, { 'fields.missing.deeper': 'x' }), false)
})

test('operators and combinations; an unknown operator never matches', () => {
  assert.equal(meetsConditions(patient, { tags: { $in: ['x', 'diabetes'] } }), true)
  assert.equal(meetsConditions(patient, { tags: { $nin: ['vip'] } }), false)
  assert.equal(meetsConditions(patient, { tags: { $all: ['vip', 'diabetes'] } }), true)
  assert.equal(meetsConditions(patient, { phone: { $exists: false }, email: { $exists: true } }), true)
  assert.equal(meetsConditions(patient, { 'fields.visits': { $gte: 3, $lt: 4 } }), true)
  assert.equal(meetsConditions(patient, { 'fields.visits': { $gt: '2' } }), false, 'a number is not compared with text')
  assert.equal(meetsConditions(patient, { $or: [{ tags: 'x' }, { fname: 'Ann' }] }), true)
  assert.equal(meetsConditions(patient, { $and: [{ tags: 'vip' }, { fname: 'Bob' }] }), false)
  assert.equal(meetsConditions(patient, { $nor: [{ tags: 'vip' }] }), false)
  assert.equal(meetsConditions(patient, { tags: { $regex: 'v' } }), false)
  assert.equal(meetsConditions(patient, { $where: 'true' }), false)
  assert.equal(meetsConditions(patient, { fname: { $ne: 'Bob' } }), true)
})

test("the SDK's compound filter (`{ $and: [{ condition: … }] }`), $contains and $doesNotContain", () => {
  const answers = { f1: 'fever and cough', f2: ['a', 'b'] }
  const wrap = (condition: Record<string, unknown>) => ({ $and: [{ condition }] })
  assert.equal(meetsConditions(answers, wrap({ f1: 'fever and cough' })), true)
  assert.equal(meetsConditions(answers, wrap({ f1: 'cough' })), false)
  assert.equal(meetsConditions(answers, wrap({ f1: { $contains: 'fever' } })), true)
  assert.equal(meetsConditions(answers, wrap({ f1: { $contains: 'rash' } })), false)
  assert.equal(meetsConditions(answers, wrap({ f1: { $doesNotContain: 'rash' } })), true)
  assert.equal(meetsConditions(answers, wrap({ f1: { $doesNotContain: 'fever' } })), false)
  assert.equal(meetsConditions(answers, wrap({ f2: { $contains: 'b' } })), true)
  assert.equal(meetsConditions(answers, { $or: [{ condition: { f1: 'x' } }, { condition: { f2: 'a' } }] }), true)
  assert.equal(meetsConditions(answers, wrap({ f3: { $exists: false } })), true)
})
