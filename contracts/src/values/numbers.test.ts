import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import { clearableNumber, nonNegativeNumberValidator, numberInRange, numberValidator, smallNonNegativeNumberValidator } from './numbers.ts'

test('numbers within ±1e13, as numbers or numeric text', () => {
  assert.equal(parseOrThrow(numberValidator, -1e13), -1e13)
  assert.equal(parseOrThrow(numberValidator, 1e13), 1e13)
  assert.equal(parseOrThrow(numberValidator, '12.5'), 12.5)
  assert.equal(parseOrThrow(numberValidator, ' -3 '), -3)
  assert.equal(parseOrThrow(numberValidator, '.5'), 0.5)
})

test("out of range, not numeric or not finite: 'Not a valid number'", () => {
  for (const bad of [1e13 + 1, -1e13 - 1, 'abc', '', ' ', '0x10', '1e3', NaN, Infinity, true, null, [], {}]) {
    assert.throws(() => parseOrThrow(numberValidator, bad), { message: 'Not a valid number' }, String(bad))
  }
})

test('the non-negative variants: 0..1e13 and 0..1e9', () => {
  assert.equal(parseOrThrow(nonNegativeNumberValidator, 0), 0)
  assert.equal(parseOrThrow(nonNegativeNumberValidator, 1e13), 1e13)
  assert.throws(() => parseOrThrow(nonNegativeNumberValidator, -1), { message: 'Not a valid number' })
  assert.equal(parseOrThrow(smallNonNegativeNumberValidator, 1e9), 1e9)
  assert.throws(() => parseOrThrow(smallNonNegativeNumberValidator, 1e9 + 1), { message: 'Not a valid number' })
  assert.throws(() => parseOrThrow(smallNonNegativeNumberValidator, '-1'), { message: 'Not a valid number' })
})

test('numberInRange takes its own message', () => {
  assert.throws(() => parseOrThrow(numberInRange(1, 5, 'Pick 1 to 5'), 6), { message: 'Pick 1 to 5' })
})

test("clearableNumber: '' becomes null (an unset field); other text keeps the rule's message", () => {
  const due = clearableNumber(numberValidator)
  assert.equal(parseOrThrow(due, ''), null)
  assert.equal(parseOrThrow(due, 5), 5)
  assert.throws(() => parseOrThrow(due, 'soon'), { message: 'Not a valid number' })
})
