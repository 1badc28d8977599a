import { test } from 'node:test'
import assert from 'node:assert/strict'
import { issuesFromZod, parseOrThrow } from './issues.ts'
import { formPasswordValidator, loginPasswordValidator, passwordValidator } from './password.ts'

const messages = (value: string) => {
  const r = formPasswordValidator.safeParse(value)
  return r.success ? [] : issuesFromZod(r.error).map((i) => i.message)
}

test('server rule: at least 8 characters, checked first', () => {
  assert.throws(() => parseOrThrow(passwordValidator, 'Ab1'), { message: 'Password must be at least 8 characters long' })
  assert.equal(passwordValidator.safeParse('Ab1').error?.issues.length, 1)
})

test('server rule: a lowercase letter plus an uppercase letter, number or symbol', () => {
  for (const ok of ['lowercaseA', 'lowercase1', 'lowercase!', 'MixedCase1']) assert.equal(parseOrThrow(passwordValidator, ok), ok)
  for (const weak of ['alllowercase', 'ALLUPPERCASE1', '12345678!']) {
    assert.throws(() => parseOrThrow(passwordValidator, weak), { message: 'Password must included 1 uppercase letter, 1 number, or 1 symbol' }, weak)
  }
})

test('server rule: at most 100 characters, like login', () => {
  assert.throws(() => parseOrThrow(passwordValidator, `Aa1${'x'.repeat(98)}`), { message: 'Password must be at most 100 characters' })
})

test('form rule reports every unmet condition', () => {
  assert.deepEqual(messages('Strong#Pass1'), [])
  assert.deepEqual(messages('ALLUPPER1'), ['Must contain a lowercase letter'])
  assert.deepEqual(messages('alllowercase'), ['Must contain an uppercase letter', 'Must contain a number or special character'])
  assert.deepEqual(messages('Ab1'), ['Password must be at least 8 characters long'])
  assert.deepEqual(messages(`Aa1${'x'.repeat(98)}`), ['Password must be at most 100 characters'])
})

test('login only caps the length', () => {
  assert.equal(parseOrThrow(loginPasswordValidator, 'weak'), 'weak')
  assert.throws(() => parseOrThrow(loginPasswordValidator, 'x'.repeat(101)), { message: 'Password must be at most 100 characters' })
})
