import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ENDUSER_BUILTIN_FIELD_KEYS } from '../constants.ts'
import { customFieldsValidator } from './custom-fields.ts'
import { issuesFromZod, parseOrThrow } from './issues.ts'

const issues = (value: unknown) => {
  const r = customFieldsValidator.safeParse(value)
  return r.success ? [] : issuesFromZod(r.error)
}

test('string values are cut to 512 characters, other scalars kept', () => {
  const parsed = parseOrThrow(customFieldsValidator, { note: 'x'.repeat(600), age: 42, vip: true, gone: null })
  assert.equal((parsed.note as string).length, 512)
  assert.deepEqual({ ...parsed, note: undefined }, { note: undefined, age: 42, vip: true, gone: null })
})

test('blank keys are dropped', () => {
  assert.deepEqual(parseOrThrow(customFieldsValidator, { ' ': 'x', '': 'y', kept: 'z' }), { kept: 'z' })
})

test('built-in keys are refused, each by name', () => {
  for (const key of ENDUSER_BUILTIN_FIELD_KEYS) {
    assert.deepEqual(issues({ [key]: 'x' }), [{ field: key, message: `Custom field key '${key}' is a built-in field` }])
  }
})

test("keys starting with '_' and keys over 256 characters are refused", () => {
  assert.deepEqual(issues({ _secret: 1 }), [{ field: '', message: "Fields that start with '_' are not allowed" }])
  const long = 'k'.repeat(257)
  assert.deepEqual(issues({ [long]: 1 }), [{ field: long, message: 'Custom field keys may not exceed 256 characters' }])
  assert.deepEqual(issues({ ['k'.repeat(256)]: 1 }), [])
})

test('object values may take 4096 characters as JSON', () => {
  const fits = { s: 'y'.repeat(4096 - '{"s":""}'.length) }
  assert.equal(JSON.stringify(fits).length, 4096)
  assert.deepEqual(issues({ fits }), [])
  assert.deepEqual(issues({ big: { s: `${fits.s}y` } }), [{ field: 'big', message: 'Custom field values may not exceed 4096 characters as JSON' }])
  assert.deepEqual(issues({ list: Array(2000).fill('ab') }), [{ field: 'list', message: 'Custom field values may not exceed 4096 characters as JSON' }])
})

test('the value itself must be an object', () => {
  assert.throws(() => parseOrThrow(customFieldsValidator, 'a=b'), { message: 'Custom fields must be an object' })
})
