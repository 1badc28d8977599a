import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { setPasswordError } from './password-rules.ts'

describe('set password rules', () => {
  test('at least 8 characters, upper and lower case, letters and numbers', () => {
    assert.equal(setPasswordError('Ab1'), 'Password must be at least 8 characters long')
    assert.equal(setPasswordError('abcdefg1'), 'Must contain an uppercase and a lowercase letter')
    assert.equal(setPasswordError('ABCDEFG1'), 'Must contain an uppercase and a lowercase letter')
    assert.equal(setPasswordError('Abcdefgh'), 'Must contain a letter and a number')
    assert.equal(setPasswordError('Abcdefg1'), undefined)
  })
})
