import { test } from 'node:test'
import assert from 'node:assert/strict'
import { centsFromDollars, dollarsInput, formatCost } from './money.ts'

test('dollars typed → integer cents; anything else is refused', () => {
  assert.equal(centsFromDollars('25'), 2500)
  assert.equal(centsFromDollars('25.5'), 2550)
  assert.equal(centsFromDollars(' $1,025.07 '), 102507)
  assert.equal(centsFromDollars('0.1'), 10)
  for (const bad of ['', 'abc', '1.234', '-5', '1e3', '.']) assert.equal(centsFromDollars(bad), undefined, bad)
})

test('cents → a dollars input and a shown cost', () => {
  assert.equal(dollarsInput(2500), '25.00')
  assert.equal(dollarsInput(undefined), '')
  assert.equal(formatCost({ amount: 2500, currency: 'USD' }), '$25.00')
  assert.equal(formatCost(undefined), '')
})
