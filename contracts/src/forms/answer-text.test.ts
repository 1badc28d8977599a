import { test } from 'node:test'
import assert from 'node:assert/strict'
import { answerLines, answerText, NO_RESPONSE, NOT_PROVIDED } from './answer-text.ts'

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
