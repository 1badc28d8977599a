import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import { capitalizeFirst, nameValidator } from './names.ts'

test('names are trimmed and their first letter capitalised', () => {
  assert.equal(parseOrThrow(nameValidator, '  ann '), 'Ann')
  assert.equal(parseOrThrow(nameValidator, 'mcDonald'), 'McDonald')
  assert.equal(parseOrThrow(nameValidator, 'élodie'), 'Élodie')
})

test('names hold at most 100 characters after trimming', () => {
  assert.equal(parseOrThrow(nameValidator, ` ${'a'.repeat(100)} `).length, 100)
  assert.throws(() => parseOrThrow(nameValidator, 'a'.repeat(101)), { message: 'Value must be at most 100 characters' })
})

test('blank names are refused', () => {
  assert.throws(() => parseOrThrow(nameValidator, '   '), { message: 'Name must not be blank' })
})

test('capitalizeFirst leaves the empty string alone', () => {
  assert.equal(capitalizeFirst(''), '')
})
