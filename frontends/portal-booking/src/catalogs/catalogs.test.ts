import { test } from 'node:test'
import assert from 'node:assert/strict'
import { catalogMismatches } from '@care/ui/i18n/catalog-check'
import { en } from './en.ts'
import es from './es.ts'

test('the Spanish catalog has every English key and no other, each with the same placeholders', () => {
  assert.deepEqual(catalogMismatches(en, es), [])
})
