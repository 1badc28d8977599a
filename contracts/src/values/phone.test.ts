import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import { normalizePhone, phoneRule, phoneValidator } from './phone.ts'

test("a 10-digit number gets the '+1' prefix, formatting is removed", () => {
  assert.equal(parseOrThrow(phoneValidator, '5551234567'), '+15551234567')
  assert.equal(parseOrThrow(phoneValidator, '(555) 123-4567'), '+15551234567')
  assert.equal(parseOrThrow(phoneValidator, '555.123.4567'), '+15551234567')
})

test('numbers with a country code keep it, with or without the +', () => {
  assert.equal(parseOrThrow(phoneValidator, '+44 7911 123456'), '+447911123456')
  assert.equal(parseOrThrow(phoneValidator, '447911123456'), '+447911123456')
  assert.equal(parseOrThrow(phoneValidator, '+15551234567'), '+15551234567')
})

test("fewer than 10 digits: 'Phone number must be at least 10 digits'", () => {
  for (const short of ['555-1234', '123456789', '+123456789']) {
    assert.throws(() => parseOrThrow(phoneValidator, short), { message: 'Phone number must be at least 10 digits' }, short)
  }
})

test("anything but digits and '+': 'Invalid phone number'", () => {
  for (const bad of ['call me maybe', '555-123-4567 x12', '555+1234567', '+1234567890123456', '+0123456789', '', 5551234567]) {
    assert.throws(() => parseOrThrow(phoneValidator, bad), { message: 'Invalid phone number' }, String(bad))
  }
})

test('a missing-value message replaces the generic one for absent or blank values only', () => {
  const rule = phoneRule('Missing phone')
  assert.throws(() => parseOrThrow(rule, undefined), { message: 'Missing phone' })
  assert.throws(() => parseOrThrow(rule, ' '), { message: 'Missing phone' })
  assert.throws(() => parseOrThrow(rule, 'abc'), { message: 'Invalid phone number' })
})

test('normalizePhone formats without validating', () => {
  assert.equal(normalizePhone('(555) 123-4567'), '+15551234567')
  assert.equal(normalizePhone('+33 1 23 45 67 89'), '+33123456789')
})
