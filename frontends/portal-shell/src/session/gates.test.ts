import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { gateFor, skipsTermsGate } from './gates.ts'

const at = (pathname: string, search = '') => ({ pathname, search })
const complete = { fname: 'Ann', lname: 'Lee', termsSigned: '2026-01-01T00:00:00.000Z' }

describe('session gates', () => {
  test('unsigned terms gate first, then missing names, then nothing', () => {
    assert.equal(gateFor({}, at('/home')), 'terms')
    assert.equal(gateFor({ termsSigned: '2026-01-01' }, at('/home')), 'onboarding')
    assert.equal(gateFor({ termsSigned: '2026-01-01', fname: 'Ann', lname: ' ' }, at('/home')), 'onboarding')
    assert.equal(gateFor(complete, at('/home')), undefined)
  })

  test('the terms gate is skipped on embedded, token, legal, /r/ and form-submit paths', () => {
    assert.equal(skipsTermsGate(at('/home', '?embedded=true')), true)
    assert.equal(skipsTermsGate(at('/home', '?token=abc')), true)
    assert.equal(skipsTermsGate(at('/terms-of-service')), true)
    assert.equal(skipsTermsGate(at('/privacy-policy')), true)
    assert.equal(skipsTermsGate(at('/e-signature-terms')), true)
    assert.equal(skipsTermsGate(at('/r/xyz')), true)
    assert.equal(skipsTermsGate(at('/link/form', '?f=1&a=2')), true)
    assert.equal(skipsTermsGate(at('/home', '?embedded=false')), false)
    assert.equal(skipsTermsGate(at('/home')), false)
    assert.equal(gateFor({ fname: 'A', lname: 'B' }, at('/home', '?embedded=true')), undefined)
  })
})
