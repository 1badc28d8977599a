import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ANSWER_LABELS, answerLines, answerText, NO_RESPONSE, NOT_PROVIDED } from './answer-text.ts'

test('an answer on one line: lines joined; empty and missing read No response provided', () => {
  assert.equal(answerText(undefined), NO_RESPONSE)
  assert.equal(answerText({ answer: { type: 'string', value: '  ' } }), NO_RESPONSE)
  assert.equal(answerText({ answer: { type: 'Address', value: { addressLineOne: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } } }), '1 Main St, Austin, TX 78701')
  assert.equal(answerText({ answer: { type: 'files', value: [{ name: 'a.png' }, { name: 'b.pdf' }] } }), 'a.png, b.pdf')
  assert.equal(answerText({ answer: { type: 'Question Group', value: [] } }), NO_RESPONSE)
  assert.deepEqual(answerLines({ type: 'Medications', value: [{ drugName: 'Unknown', otherDrug: 'Herbal tea' }] }), [`Herbal tea · Reason: ${NOT_PROVIDED}`])
  assert.deepEqual(answerLines({ type: 'signature', value: { signed: true, fullName: '' } }), [`Signed by ${NOT_PROVIDED}`])
})

test('a date-time answer in a named zone (a PDF made on the server), else in the reader\'s own', () => {
  assert.deepEqual(answerLines({ type: 'date', value: '2024-01-02T15:04:00.000Z' }, { timeZone: 'UTC' }), ['Jan 2, 2024, 3:04 PM UTC'])
  assert.deepEqual(answerLines({ type: 'date', value: '2024-01-02T15:04:00.000Z' }, { timeZone: 'America/Chicago' }), ['Jan 2, 2024, 9:04 AM America/Chicago'])
  assert.deepEqual(answerLines({ type: 'date', value: 'soon' }, { timeZone: 'UTC' }), ['soon'])
})

test('in Spanish: the same answers in Spanish words, dates written by Intl in Spanish; English stays the default', () => {
  const es = { language: 'es' } as const
  assert.equal(answerText(undefined, es), 'Sin respuesta')
  assert.equal(answerText({ answer: { type: 'string', value: ' ' } }, es), 'Sin respuesta')
  assert.deepEqual(answerLines({ type: 'signature', value: { signed: true, fullName: 'Ana Ruiz' } }, es), ['Firmado por Ana Ruiz'])
  assert.deepEqual(answerLines({ type: 'signature', value: { signed: true, fullName: '' } }, es), ['Firmado por No indicado'])
  assert.deepEqual(answerLines({ type: 'Table Input', value: [[{ label: 'Fármaco', entry: '' }]] }, es), ['Fila 1: Fármaco: No indicado'])
  assert.deepEqual(answerLines({ type: 'Medications', value: [{ drugName: 'Aspirina', dosage: { value: '81', unit: 'mg', frequency: '2' } }] }, es), ['Aspirina · 81 mg 2 veces al día · Motivo: No indicado'])
  assert.deepEqual(answerLines({ type: 'Stripe', value: { customerId: 'c' } }, es), ['Tarjeta guardada'])
  const date = new Date('2024-01-02T15:04:00.000Z')
  assert.deepEqual(answerLines({ type: 'date', value: date.toISOString() }, { ...es, timeZone: 'UTC' }), [`${date.toLocaleString('es', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`])
  assert.match(answerLines({ type: 'date', value: date.toISOString() }, { ...es, timeZone: 'UTC' })[0]!, /ene/)
  // English unchanged without a language, and labels of a caller's own win
  assert.deepEqual(answerLines({ type: 'Medications', value: [{ drugName: 'Aspirin', dosage: { value: '81', unit: 'mg', frequency: '2' } }] }), ['Aspirin · 81 mg 2x daily · Reason: Not provided'])
  assert.deepEqual(answerLines({ type: 'Table Input', value: [[{ label: 'Drug', entry: 'A' }]] }), ['Row 1: Drug: A'])
  assert.deepEqual(answerLines({ type: 'Stripe', value: { customerId: 'c' } }), ['Card saved'])
  assert.equal(answerText(undefined, { labels: { ...ANSWER_LABELS.es, noResponse: '—' } }), '—')
})
