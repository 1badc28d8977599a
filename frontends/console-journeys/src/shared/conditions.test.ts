import { test } from 'node:test'
import assert from 'node:assert/strict'
import { conditionsText, parseConditions } from './conditions.ts'

test('conditions: nothing or {} is none; an object is kept; anything else says what is wrong', () => {
  assert.deepEqual(parseConditions(''), { ok: true })
  assert.deepEqual(parseConditions(' {} '), { ok: true, value: undefined })
  assert.deepEqual(parseConditions('{ "tags": "vip" }'), { ok: true, value: { tags: 'vip' } })
  const broken = parseConditions('{ "tags": ')
  assert.equal(broken.ok, false)
  assert.match((broken as { error: string }).error, /^Not valid JSON/)
  assert.deepEqual(parseConditions('["vip"]'), { ok: false, error: 'Conditions must be a JSON object, like { "tags": "vip" }' })
  assert.deepEqual(parseConditions('"vip"'), { ok: false, error: 'Conditions must be a JSON object, like { "tags": "vip" }' })
  let deep: unknown = 1
  for (let i = 0; i < 11; i++) deep = { a: deep }
  assert.deepEqual(parseConditions(JSON.stringify(deep)), { ok: false, error: 'Conditions may not be nested more than 10 levels deep' })
  assert.deepEqual(parseConditions(JSON.stringify({ a: 'x'.repeat(10_000) })), { ok: false, error: 'Conditions may not exceed 10000 characters as JSON' })
  assert.equal(conditionsText({ tags: 'vip' }), '{\n  "tags": "vip"\n}')
  assert.equal(conditionsText({}), '')
  assert.equal(conditionsText(undefined), '')
})
