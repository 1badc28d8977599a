import '@care/ui/testing/jsdom'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { setLanguage } from '@care/ui/i18n'
import { intakeErrors, intakeFieldsOf, keepPublicSession, readPublicSession, safeRedirect } from './intake.ts'
import { GTAG_SRC, gtagEvent, loadGtag, type GtagWindow } from './analytics.ts'

test('intake: nothing asked, nothing shown; asked fields in order with what is required', () => {
  assert.deepEqual(intakeFieldsOf({ id: 'f' }), [])
  assert.deepEqual(intakeFieldsOf({ id: 'f', intakePhone: 'hidden', intakeDateOfBirth: 'hidden' }), [])
  assert.deepEqual(intakeFieldsOf({ id: 'f', intakeEmailRequired: true, intakePhone: 'optional', intakeDateOfBirth: 'required', intakeState: 'hidden' }), [
    { key: 'fname', required: false }, { key: 'lname', required: false }, { key: 'email', required: true }, { key: 'phone', required: false }, { key: 'dateOfBirth', required: true },
  ])
  assert.deepEqual(intakeFieldsOf({ id: 'f', intakePhone: 'required', intakeEmailHidden: true }).map((f) => f.key), ['fname', 'lname', 'phone'])
})

test('intake: the server’s messages for missing required fields; email and date checked', () => {
  const fields = intakeFieldsOf({ id: 'f', intakeEmailRequired: true, intakePhone: 'required', intakeDateOfBirth: 'optional', intakeState: 'required' })
  assert.deepEqual(intakeErrors(fields, {}), { email: 'Email is required', phone: 'Phone is required', state: 'State is required' })
  assert.deepEqual(intakeErrors(fields, { email: 'nope', phone: '5555550100', state: 'TX', dateOfBirth: '1990-01-01' }), { email: 'Invalid email', dateOfBirth: 'Date of birth must be MM-DD-YYYY' })
  assert.deepEqual(intakeErrors(fields, { email: 'a@b.co', phone: '5555550100', state: 'TX', dateOfBirth: '01-31-1990' }), {})
})

test('intake: the same messages in Spanish when the page is', async () => {
  const fields = intakeFieldsOf({ id: 'f', intakeEmailRequired: true, intakeDateOfBirth: 'optional' })
  await setLanguage('es')
  try {
    assert.deepEqual(intakeErrors(fields, {}), { email: 'Escriba su correo electrónico' })
    assert.deepEqual(intakeErrors(fields, { email: 'nope', dateOfBirth: '1990-01-01' }), { email: 'El correo electrónico no es válido', dateOfBirth: 'Escriba la fecha de nacimiento como MM-DD-AAAA' })
  } finally {
    await setLanguage('en')
  }
})

test('the public session is kept for the tab and removed after submit', () => {
  keepPublicSession('form1', { accessCode: 'c', authToken: 't', enduserId: 'e' })
  assert.deepEqual(readPublicSession('form1'), { accessCode: 'c', authToken: 't', enduserId: 'e' })
  assert.equal(readPublicSession('form2'), undefined)
  keepPublicSession('form1', undefined)
  assert.equal(readPublicSession('form1'), undefined)
  window.sessionStorage.setItem('care-public-form:bad', '{"accessCode":1}')
  assert.equal(readPublicSession('bad'), undefined)
})

test('submitRedirectURL: only web addresses are followed', () => {
  assert.equal(safeRedirect('https://clinic.example/thanks'), 'https://clinic.example/thanks')
  assert.equal(safeRedirect('javascript:alert(1)'), undefined)
  assert.equal(safeRedirect('  '), undefined)
  assert.equal(safeRedirect(undefined), undefined)
})

test('gtag is loaded only for a measurement id, once', () => {
  // a page without the tag yet (another test file in this process may have loaded one)
  for (const script of document.querySelectorAll(`script[src^="${GTAG_SRC}"]`)) script.remove()
  const page: GtagWindow = window
  delete page.gtag
  delete page.dataLayer
  assert.equal(loadGtag(undefined), false)
  assert.equal(loadGtag('not an id'), false)
  assert.equal(document.querySelectorAll(`script[src^="${GTAG_SRC}"]`).length, 0)
  assert.equal(loadGtag('G-ABC123XYZ'), true)
  assert.equal(loadGtag('G-ABC123XYZ'), true)
  const scripts = document.querySelectorAll(`script[src^="${GTAG_SRC}"]`)
  assert.equal(scripts.length, 1)
  assert.equal((scripts[0] as HTMLScriptElement).src, `${GTAG_SRC}?id=G-ABC123XYZ`)
  gtagEvent('form_submit', { form_id: 'f' })
  const layer = ((page.dataLayer ?? []) as IArguments[]).map((a) => [...a][0])
  assert.deepEqual(layer, ['js', 'config', 'event'])
})
