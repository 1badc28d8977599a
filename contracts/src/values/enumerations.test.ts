import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ACCESS_LEVELS, ENDUSER_GENDERS } from '../constants.ts'
import { enumeration } from './enumerations.ts'
import { parseOrThrow } from './issues.ts'

test('members pass unchanged', () => {
  assert.equal(parseOrThrow(enumeration(ENDUSER_GENDERS), 'Other'), 'Other')
  assert.equal(parseOrThrow(enumeration(ACCESS_LEVELS), null), null)
})

test("non-members: 'Value must match one of ...' listing the values", () => {
  assert.throws(() => parseOrThrow(enumeration(ENDUSER_GENDERS), 'female'), { message: 'Value must match one of Female, Male, Other, Unknown' })
  assert.throws(() => parseOrThrow(enumeration(ACCESS_LEVELS), 'Some'), { message: 'Value must match one of All, Assigned, Default, null' })
  assert.throws(() => parseOrThrow(enumeration(ENDUSER_GENDERS), undefined), { message: 'Value must match one of Female, Male, Other, Unknown' })
})
