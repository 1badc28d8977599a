import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Form } from '../records.ts'
import { asksIntake, publicFormLink, settingsOf, settingsProblem, settingsUpdates } from './form-settings.ts'

const form = (f: Partial<Form> = {}) => ({ id: 'a'.repeat(24), createdAt: '', updatedAt: '', title: 'Intake', ...f }) as Form

test('unchanged settings send nothing, whatever was stored (an email hidden, no intake set)', () => {
  for (const f of [form(), form({ intakeEmailHidden: true, intakePhone: 'optional', allowPublicURL: true, customization: { hideBg: true, logoHeight: 40 } })]) {
    assert.deepEqual(settingsUpdates(f, settingsOf(f)), {})
  }
})

test('the public link, intake, redirect, colour and analytics: only what changed, trimmed; hideBg inside customization', () => {
  const f = form({ intakeEmailHidden: true, intakeState: 'optional' })
  const s = settingsOf(f)
  assert.equal(s.intakeEmail, 'hidden')
  assert.equal(s.intakePhone, 'hidden', 'not set: the portal does not ask')
  assert.deepEqual(
    settingsUpdates(f, { ...s, allowPublicURL: true, hideBg: true, intakePhone: 'required', submitRedirectURL: ' https://example.com/thanks ', backgroundColor: '#f5f7fa', ga4measurementId: 'G-ABC123' }),
    { allowPublicURL: true, customization: { hideBg: true }, intakePhone: 'required', submitRedirectURL: 'https://example.com/thanks', backgroundColor: '#f5f7fa', ga4measurementId: 'G-ABC123' },
  )
})

test('email intake maps onto intakeEmailRequired / intakeEmailHidden, sending only the flag that changes', () => {
  const hidden = form({ intakeEmailHidden: true })
  assert.deepEqual(settingsUpdates(hidden, { ...settingsOf(hidden), intakeEmail: 'required' }), { intakeEmailRequired: true, intakeEmailHidden: false })
  assert.deepEqual(settingsUpdates(hidden, { ...settingsOf(hidden), intakeEmail: 'optional' }), { intakeEmailHidden: false })
  const plain = form()
  assert.deepEqual(settingsUpdates(plain, { ...settingsOf(plain), intakeEmail: 'hidden' }), { intakeEmailHidden: true })
  assert.deepEqual(settingsUpdates(plain, { ...settingsOf(plain), intakeEmail: 'required' }), { intakeEmailRequired: true })
})

test('what the public page would not take is named', () => {
  const s = settingsOf(form())
  assert.equal(settingsProblem(s), '')
  assert.equal(settingsProblem({ ...s, title: ' ' }), 'A title is required')
  assert.match(settingsProblem({ ...s, submitRedirectURL: 'javascript:alert(1)' }), /must start with https:\/\//)
  assert.match(settingsProblem({ ...s, submitRedirectURL: 'example.com' }), /must start with https:\/\//)
  assert.match(settingsProblem({ ...s, backgroundColor: 'red; background: url(x)' }), /background colour/)
  assert.equal(settingsProblem({ ...s, backgroundColor: 'rgb(240, 244, 248)' }), '')
  assert.match(settingsProblem({ ...s, ga4measurementId: 'UA-1234' }), /G-XXXXXXXXXX/)
})

test('the public link is the portal page /link/form?f=<formId>, hideBg=true when the background is dropped', () => {
  assert.equal(publicFormLink('https://portal.example.com', 'abc'), 'https://portal.example.com/link/form?f=abc')
  assert.equal(publicFormLink('https://portal.example.com/', 'abc', true), 'https://portal.example.com/link/form?f=abc&hideBg=true')
})

test('intake is asked as the portal asks it: an optional email alone asks nothing', () => {
  const none = { intakeEmail: 'optional', intakePhone: 'hidden', intakeDateOfBirth: 'hidden', intakeState: 'hidden' } as const
  assert.equal(asksIntake(none), false)
  assert.equal(asksIntake({ ...none, intakeEmail: 'required' }), true)
  assert.equal(asksIntake({ ...none, intakeState: 'optional' }), true)
})
