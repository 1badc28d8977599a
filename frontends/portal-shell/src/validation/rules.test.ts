import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { emailError, loginPasswordError, looksLikeEmail, optionalPhoneError, registerPasswordError, resetPasswordError, stripNewPasswordPrefix } from './rules.ts'

describe('form rules', () => {
  test('registration password: length, lowercase, uppercase, number or special', () => {
    assert.equal(registerPasswordError('Ab1'), 'Password must be at least 8 characters long')
    assert.equal(registerPasswordError(`Aa1${'x'.repeat(98)}`), 'Password must be at most 100 characters long')
    assert.equal(registerPasswordError('ABCDEFG1'), 'Must contain a lowercase letter')
    assert.equal(registerPasswordError('abcdefg1'), 'Must contain an uppercase letter')
    assert.equal(registerPasswordError('Abcdefgh'), 'Must contain a number or special character')
    assert.equal(registerPasswordError('Abcdefg!'), undefined)
    assert.equal(registerPasswordError('Abcdefg1'), undefined)
  })

  test('login and reset passwords', () => {
    assert.equal(loginPasswordError(''), 'Enter a password')
    assert.equal(loginPasswordError('x'), undefined)
    assert.equal(resetPasswordError('1234567'), 'Password must be at least 8 characters long')
    assert.equal(resetPasswordError('12345678'), undefined)
  })

  test('email, phone and the identifier kind', () => {
    assert.equal(emailError('ann@example.com'), undefined)
    assert.equal(emailError('ann@'), 'Enter a valid email')
    assert.equal(emailError(''), 'Enter a valid email')
    assert.equal(optionalPhoneError(''), undefined)
    assert.equal(optionalPhoneError('+1 (555) 123-4567'), undefined)
    assert.equal(optionalPhoneError('555-CALL'), 'Enter a valid phone number')
    assert.equal(looksLikeEmail('ann@example.com'), true)
    assert.equal(looksLikeEmail('5551234567'), false)
  })

  test("a reset failure loses the 'Error parsing field newPassword: ' prefix", () => {
    assert.equal(stripNewPasswordPrefix('Error parsing field newPassword: Password must be at least 8 characters long'), 'Password must be at least 8 characters long')
    assert.equal(stripNewPasswordPrefix('Invalid token'), 'Invalid token')
  })
})
