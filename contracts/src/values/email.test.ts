import { test } from 'node:test'
import assert from 'node:assert/strict'
import { emailRule, emailValidator } from './email.ts'
import { parseOrThrow } from './issues.ts'

test('emails are trimmed and lower-cased', () => {
  assert.equal(parseOrThrow(emailValidator, '  Ann.Lee@Example.COM '), 'ann.lee@example.com')
})

test("every refusal answers 'Invalid email'", () => {
  const local = 'a'.repeat(240)
  assert.equal(parseOrThrow(emailValidator, `${local}@x.com`).length, 246)
  for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'ann lee@example.com', '', 42, null, undefined, `${'a'.repeat(245)}@x.com`]) {
    assert.throws(() => parseOrThrow(emailValidator, bad), { message: 'Invalid email' }, String(bad))
  }
})

test('a missing-value message replaces the generic one for absent or blank values only', () => {
  const rule = emailRule('Missing email')
  assert.throws(() => parseOrThrow(rule, undefined), { message: 'Missing email' })
  assert.throws(() => parseOrThrow(rule, '   '), { message: 'Missing email' })
  assert.throws(() => parseOrThrow(rule, 'nope'), { message: 'Invalid email' })
})
