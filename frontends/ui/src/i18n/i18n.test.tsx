import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act, render, waitFor } from '../testing/react.ts'
import { catalogMismatches } from './catalog-check.ts'
import { defineTexts } from './define-texts.ts'
import { formatDateTime, formatMoney } from './format.ts'
import { pickLanguage } from './languages.ts'
import { currentLanguage, currentLocale, setLanguage } from './switch-language.ts'
import { useLanguage } from './use-language.ts'

const en = { title: 'Your Files', nested: { shown: 'Showing {{shown}} of {{total}}' } } as const
const es = { title: 'Sus archivos', nested: { shown: 'Se muestran {{shown}} de {{total}}' } }
let esLoads = 0
const texts = defineTexts('i18n-test', en, { es: async () => { esLoads += 1; return { default: es } } })

function Screen() {
  useLanguage()
  return <h1>{texts.title} · {texts.nested.shown(2, 5)}</h1>
}

test('texts read the English catalog by default, placeholders filled in the order they appear', async () => {
  await setLanguage('en')
  assert.equal(texts.title, 'Your Files')
  assert.equal(texts.nested.shown(10, 42), 'Showing 10 of 42')
  assert.equal(esLoads, 0, 'the Spanish catalog is not fetched while the page is in English')
})

test('switching to Spanish fetches the catalog, re-renders the screen and sets <html lang>', async () => {
  await setLanguage('en')
  const { getByRole } = render(<Screen />)
  assert.equal(getByRole('heading').textContent, 'Your Files · Showing 2 of 5')
  await act(() => setLanguage('es'))
  await waitFor(() => assert.equal(getByRole('heading').textContent, 'Sus archivos · Se muestran 2 de 5'))
  assert.equal(document.documentElement.lang, 'es')
  assert.equal(currentLocale(), 'es-US')
  await act(() => setLanguage('en'))
  await waitFor(() => assert.equal(getByRole('heading').textContent, 'Your Files · Showing 2 of 5'))
  assert.equal(document.documentElement.lang, 'en')
})

test('a catalog registered while the page is in Spanish arrives on its own', async () => {
  await setLanguage('es')
  const late = defineTexts('i18n-test-late', { hello: 'Hello' }, { es: async () => ({ default: { hello: 'Hola' } }) })
  await waitFor(() => assert.equal(late.hello, 'Hola'))
  await setLanguage('en')
  assert.equal(late.hello, 'Hello')
})

test('a catalog registered while a switch is still fetching the others arrives in the new language (a remote mounting during a reload)', async () => {
  await setLanguage('en')
  let release = () => {}
  const slow = defineTexts('i18n-test-slow', { hi: 'Hi' }, { es: () => new Promise((resolve) => { release = () => resolve({ default: { hi: 'Hola' } }) }) })
  const switching = setLanguage('es')
  // the page still reads English: i18next switches only once every catalog it knows of is in
  const mounting = defineTexts('i18n-test-mounting', { bye: 'Bye' }, { es: async () => ({ default: { bye: 'Adiós' } }) })
  release()
  await switching
  await waitFor(() => assert.equal(mounting.bye, 'Adiós'))
  assert.equal(slow.hi, 'Hola')
  await setLanguage('en')
})

test('of two overlapping switches the later one wins, however long the earlier one’s catalogs take', async () => {
  await setLanguage('en')
  let release = () => {}
  defineTexts('i18n-test-overlap', { a: 'A' }, { es: () => new Promise((resolve) => { release = () => resolve({ default: { a: 'Á' } }) }) })
  const toSpanish = setLanguage('es')
  await setLanguage('en')
  release()
  await toSpanish
  assert.equal(currentLanguage(), 'en')
  assert.equal(document.documentElement.lang, 'en')
})

test('a switch whose catalog cannot be fetched fails and leaves the page, and packages registered after it, in the language it was in', async () => {
  await setLanguage('en')
  // (fails once only: the namespace stays registered for the tests after this one)
  let offline = true
  defineTexts('i18n-test-offline', { a: 'A' }, { es: async () => { if (offline) { offline = false; throw new Error('offline') } return { default: { a: 'Á' } } } })
  await assert.rejects(setLanguage('es'), /offline/)
  assert.equal(currentLanguage(), 'en')
  let fetched = 0
  const later = defineTexts('i18n-test-after-failure', { b: 'B' }, { es: async () => { fetched += 1; return { default: { b: 'Be' } } } })
  assert.equal(fetched, 0)
  assert.equal(later.b, 'B')
})

test('the language: the patient’s iso6391, then the browser’s languages, then English', () => {
  assert.equal(pickLanguage('es', ['en-US']), 'es')
  assert.equal(pickLanguage('en', ['es-MX']), 'en')
  assert.equal(pickLanguage(undefined, ['fr-FR', 'es-MX']), 'es')
  assert.equal(pickLanguage('fr', ['de']), 'en')
  assert.equal(pickLanguage(undefined, []), 'en')
})

test('dates and money follow the language through Intl', async () => {
  const day = Date.UTC(2026, 0, 15, 12)
  await setLanguage('en')
  assert.equal(formatDateTime(day, { month: 'long', day: 'numeric', timeZone: 'UTC' }), 'January 15')
  assert.equal(formatMoney(12.5, 'USD'), '$12.50')
  await setLanguage('es')
  assert.equal(formatDateTime(day, { month: 'long', day: 'numeric', timeZone: 'UTC' }), '15 de enero')
  await setLanguage('en')
  assert.equal(formatDateTime('not a date', { month: 'long' }), '')
})

test('catalogMismatches names a missing key, a key in one catalog only, a lost placeholder and an empty text', () => {
  assert.deepEqual(catalogMismatches(en, es), [])
  assert.deepEqual(
    catalogMismatches({ a: 'A', b: 'B {{x}}', c: 'C' }, { b: 'B', c: ' ', d: 'D' }),
    ['missing: a', 'placeholders differ: b', 'empty: c', 'not in English: d'],
  )
})
