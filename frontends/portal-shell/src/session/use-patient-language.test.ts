import { test } from 'node:test'
import assert from 'node:assert/strict'
import { currentLanguage, defineTexts, setLanguage } from '@care/ui/i18n'
import { applyPatientLanguage, iso6391Of } from './use-patient-language.ts'

test("the profile's language.iso6391, when it has one", () => {
  assert.equal(iso6391Of({ language: { displayName: 'Español', iso6391: 'es' } }), 'es')
  assert.equal(iso6391Of({ language: 'es' }), undefined)
  assert.equal(iso6391Of({}), undefined)
  assert.equal(iso6391Of(undefined), undefined)
})

test("the patient's language applies; a catalog that cannot be fetched leaves the portal starting in English, without a rejection", async () => {
  await applyPatientLanguage('es')
  assert.equal(currentLanguage(), 'es')
  await setLanguage('en')
  // (fails once only: the namespace stays registered for the files sharing this process)
  let offline = true
  defineTexts('use-patient-language-test', { hi: 'Hi' }, { es: async () => { if (offline) { offline = false; throw new Error('offline') } return { default: { hi: 'Hola' } } } })
  const warn = console.warn
  console.warn = () => {}
  try {
    await applyPatientLanguage('es')
  } finally {
    console.warn = warn
  }
  assert.equal(currentLanguage(), 'en')
})
