import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import {
  confirmationInputValidator, formResponseValidator, longFormResponseValidator, numberResponseValidator,
  recipientEmailValidator, recipientPhoneValidator, smsMessageValidator, webhookSecretValidator,
} from './messages.ts'

test('text answers: 1000 characters, 10000 for long text', () => {
  assert.equal(parseOrThrow(formResponseValidator(), 'x'.repeat(1000)).length, 1000)
  assert.throws(() => parseOrThrow(formResponseValidator(), 'x'.repeat(1001)), { message: 'Response must not exceed 1000 characters' })
  assert.equal(parseOrThrow(longFormResponseValidator, 'x'.repeat(10000)).length, 10000)
  assert.throws(() => parseOrThrow(longFormResponseValidator, 'x'.repeat(10001)), { message: 'Response must not exceed 10000 characters' })
})

test("number answers: 'Response must be a number'", () => {
  assert.equal(parseOrThrow(numberResponseValidator, '7'), 7)
  assert.equal(parseOrThrow(numberResponseValidator, -2.5), -2.5)
  for (const bad of ['seven', '', NaN]) assert.throws(() => parseOrThrow(numberResponseValidator, bad), { message: 'Response must be a number' })
})

test("recipients: 'Missing email' / 'Missing phone' when absent, the value rule otherwise", () => {
  assert.throws(() => parseOrThrow(recipientEmailValidator, undefined), { message: 'Missing email' })
  assert.throws(() => parseOrThrow(recipientEmailValidator, ''), { message: 'Missing email' })
  assert.equal(parseOrThrow(recipientEmailValidator, 'Ann@X.org'), 'ann@x.org')
  assert.throws(() => parseOrThrow(recipientPhoneValidator, undefined), { message: 'Missing phone' })
  assert.throws(() => parseOrThrow(recipientPhoneValidator, null), { message: 'Missing phone' })
  assert.equal(parseOrThrow(recipientPhoneValidator, '5551234567'), '+15551234567')
  assert.throws(() => parseOrThrow(recipientPhoneValidator, '555'), { message: 'Phone number must be at least 10 digits' })
})

test("SMS text: not blank ('message must not be blank'), at most 1200 characters", () => {
  for (const blank of ['', '   ', '\n\t', undefined]) assert.throws(() => parseOrThrow(smsMessageValidator, blank), { message: 'message must not be blank' })
  assert.equal(parseOrThrow(smsMessageValidator, 'x'.repeat(1200)).length, 1200)
  assert.throws(() => parseOrThrow(smsMessageValidator, 'x'.repeat(1201)), { message: 'Value must be at most 1200 characters' })
})

test('webhook secrets must exceed 15 characters', () => {
  assert.throws(() => parseOrThrow(webhookSecretValidator, 'x'.repeat(15)), { message: 'Webhook secret must exceed 15 characters' })
  assert.equal(parseOrThrow(webhookSecretValidator, 'x'.repeat(16)).length, 16)
})

test('the confirmation input holds at most 250 characters', () => {
  assert.equal(parseOrThrow(confirmationInputValidator, 'x'.repeat(250)).length, 250)
  assert.throws(() => parseOrThrow(confirmationInputValidator, 'x'.repeat(251)), { message: 'Value must be at most 250 characters' })
})
