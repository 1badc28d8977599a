import { test } from 'node:test'
import assert from 'node:assert/strict'
import { emailValidator } from './email.ts'
import { parseOrThrow } from './issues.ts'
import {
  emptyOk, listValidator, maxLengthString, stringValidator, stringValidator100, stringValidator250,
  stringValidator5000, stringValidator25000, stringValidator100000, uniqueListValidator,
} from './strings.ts'

test('strings default to at most 1000 characters', () => {
  assert.equal(parseOrThrow(stringValidator, 'a'.repeat(1000)).length, 1000)
  assert.throws(() => parseOrThrow(stringValidator, 'a'.repeat(1001)), { message: 'Value must be at most 1000 characters' })
})

test('each string variant refuses one character more than its maximum', () => {
  const variants = [[stringValidator100, 100], [stringValidator250, 250], [stringValidator5000, 5000], [stringValidator25000, 25000], [stringValidator100000, 100000]] as const
  for (const [rule, max] of variants) {
    assert.equal(parseOrThrow(rule, 'x'.repeat(max)).length, max)
    assert.throws(() => parseOrThrow(rule, 'x'.repeat(max + 1)), { message: `Value must be at most ${max} characters` })
  }
})

test('strings accept the empty string and refuse other types', () => {
  assert.equal(parseOrThrow(maxLengthString(5), ''), '')
  assert.throws(() => parseOrThrow(stringValidator, 12), { message: 'Value must be a string' })
})

test('lists hold at most 1000 elements and report the failing index', () => {
  assert.equal(parseOrThrow(listValidator(stringValidator), Array(1000).fill('a')).length, 1000)
  assert.throws(() => parseOrThrow(listValidator(stringValidator), Array(1001).fill('a')), { message: 'Arrays should not contain more than 1000 elements' })
  assert.throws(() => parseOrThrow(listValidator(stringValidator100), ['ok', 'x'.repeat(101)]), (e: { validation: unknown }) => {
    assert.deepEqual(e.validation, [{ field: '1', message: 'Value must be at most 100 characters' }])
    return true
  })
})

test('emptyOk lets the empty string through and keeps the rule message otherwise', () => {
  assert.equal(parseOrThrow(emptyOk(emailValidator), ''), '')
  assert.equal(parseOrThrow(emptyOk(emailValidator), 'A@B.CO'), 'a@b.co')
  assert.throws(() => parseOrThrow(emptyOk(emailValidator), 'nope'), { message: 'Invalid email' })
})

test("distinct lists drop duplicates before the length rule, and '' is the empty list", () => {
  const tags = uniqueListValidator(stringValidator)
  assert.deepEqual(parseOrThrow(tags, ['1', '2', '2', '1', '3']), ['1', '2', '3'])
  assert.deepEqual(parseOrThrow(tags, ''), [])
  assert.deepEqual(parseOrThrow(tags, Array(1500).fill('a')), ['a'])
  assert.throws(() => parseOrThrow(tags, 'a'))
})
