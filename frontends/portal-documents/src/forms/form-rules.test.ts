import { test } from 'node:test'
import assert from 'node:assert/strict'
import { answerLines, isListed, NO_RESPONSE, NOT_PROVIDED, outstandingForms, showsAnswer, submittedForms, uploadedOn, type FormResponseLike } from './form-rules.ts'

const me = 'e1'
const r = (id: string, extra: Partial<FormResponseLike> = {}): FormResponseLike => ({ id, enduserId: me, accessCode: `code-${id}`, formTitle: id, createdAt: `2026-01-0${id.length}T00:00:00Z`, updatedAt: `2026-01-0${id.length}T00:00:00Z`, ...extra })

test('outstanding: own, unsubmitted, not an internal note, not hidden, with a code to fill it by', () => {
  const list = [
    r('a'),
    r('bb', { submittedAt: '' }),
    r('c', { submittedAt: '2026-01-05T10:00:00Z' }),
    r('d', { isInternalNote: true }),
    r('e', { hideFromEnduserPortal: true }),
    r('f', { enduserId: 'other' }),
    r('g', { accessCode: undefined }),
  ]
  assert.deepEqual(outstandingForms(list, me).map((x) => x.id), ['bb', 'a'])
})

test('your forms: submitted, newest submission first; a submitted internal note shows, a hidden response does not', () => {
  const list = [
    r('a', { submittedAt: '2026-01-02T10:00:00Z' }),
    r('b', { submittedAt: '2026-03-02T10:00:00Z', isInternalNote: true }),
    r('c', { submittedAt: '2026-02-02T10:00:00Z', hideFromEnduserPortal: true }),
    r('d'),
  ]
  assert.deepEqual(submittedForms(list, me).map((x) => x.id), ['b', 'a'])
  assert.equal(isListed(r('x', { isInternalNote: true }), me), false)
  assert.equal(uploadedOn(r('a', { submittedAt: '2026-02-03T12:00:00Z' })), 'Uploaded Feb 3, 2026')
})

test('answers as text: empty answers read No response provided, a missing reason Not provided', () => {
  for (const value of [undefined, null, '', '  ', []]) assert.deepEqual(answerLines({ type: 'string', value }), [NO_RESPONSE])
  assert.deepEqual(answerLines(undefined), [NO_RESPONSE])
  assert.deepEqual(answerLines({ type: 'number', value: 0 }), ['0'])
  assert.deepEqual(answerLines({ type: 'multiple_choice', value: ['Yes', 'No'] }), ['Yes, No'])
  assert.deepEqual(answerLines({ type: 'signature', value: { fullName: 'Jordan Rivera', signed: true } }), ['Signed by Jordan Rivera'])
  assert.deepEqual(answerLines({ type: 'signature', value: { fullName: '', signed: false } }), [NO_RESPONSE])
  assert.deepEqual(answerLines({ type: 'file', value: { name: 'card.png', secureName: 's' } }), ['card.png'])
  assert.deepEqual(answerLines({ type: 'Database Select', value: [{ text: 'Aetna HMO' }] }), ['Aetna HMO'])
  assert.deepEqual(answerLines({ type: 'Address', value: { addressLineOne: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' } }), ['1 Main St', 'Austin, TX 78701'])
  assert.deepEqual(answerLines({ type: 'ranking', value: ['b', 'a'] }), ['1. b', '2. a'])
  assert.deepEqual(answerLines({ type: 'Table Input', value: [[{ label: 'Drug', entry: 'X' }, { label: 'Dose', entry: '' }]] }), ['Row 1: Drug: X; Dose: Not provided'])
  assert.deepEqual(
    answerLines({ type: 'Medications', value: [{ displayTerm: 'ibuprofen', drugName: 'Ibuprofen 200 MG', dosage: { value: '1', unit: 'tablet', frequency: '2' } }, { displayTerm: '', drugName: 'Unknown', otherDrug: 'Herbal tea', reasonForTaking: 'sleep' }] }),
    [`Ibuprofen 200 MG · 1 tablet 2x daily · Reason: ${NOT_PROVIDED}`, 'Herbal tea · Reason: sleep'],
  )
  assert.equal(showsAnswer({ answer: { type: 'description', value: '' } }), false)
  assert.equal(showsAnswer({ answer: { type: 'string', value: '' } }), true)
})
