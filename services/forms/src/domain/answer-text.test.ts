import { test } from 'node:test'
import assert from 'node:assert/strict'
import { answerLines, NO_RESPONSE } from './answer-text.ts'
import { intakeUpdates } from './intake.ts'
import { responsePdf } from './pdf.ts'

test('every answer type reads as text', () => {
  assert.deepEqual(answerLines({ type: 'string', value: '' }), [NO_RESPONSE])
  assert.deepEqual(answerLines({ type: 'signature', value: { signed: true, fullName: 'Ada' } }, '2026-01-01T00:00:00.000Z'), ['Signed by Ada', 'Signed at 2026-01-01T00:00:00.000Z'])
  assert.deepEqual(answerLines({ type: 'signature', value: { signed: false, fullName: 'Ada' } }), ['Not signed (Ada)'])
  assert.deepEqual(answerLines({ type: 'Address', value: { addressLineOne: '1 Main', city: 'X', state: 'IL', zipCode: '62701' } }), ['1 Main', 'X, IL 62701'])
  assert.deepEqual(answerLines({ type: 'ranking', value: ['a', 'b'] }), ['1. a', '2. b'])
  assert.deepEqual(answerLines({ type: 'Table Input', value: [[{ label: 'L', entry: 'E' }]] }), ['Row 1: L: E'])
  assert.deepEqual(answerLines({ type: 'files', value: [{ name: 'a.png' }] }), ['File: a.png'])
  assert.deepEqual(answerLines({ type: 'number', value: 0 }), ['0'])
})

test('intake answers: text, numbers and choices; address parts; files and signatures left out', () => {
  const fields = [{ id: 'a', intakeField: 'fname' }, { id: 'b', intakeField: 'Address' }, { id: 'c', intakeField: 'photo' }, { id: 'd', intakeField: 'tags' }, { id: 'e' }]
  assert.deepEqual(intakeUpdates(fields, [
    { fieldId: 'a', answer: { value: 'Ada' } }, { fieldId: 'b', answer: { value: { addressLineOne: '1 Main', city: 'X' } } },
    { fieldId: 'c', answer: { value: { name: 'p.png' } } }, { fieldId: 'd', answer: { value: ['x', 'y'] } }, { fieldId: 'e', answer: { value: 'ignored' } },
  ]), { fname: 'Ada', addressLineOne: '1 Main', city: 'X', tags: 'x, y' })
})

test('a PDF is made whatever the text: long words wrap, other scripts print as ?, huge answers are cut', async () => {
  const bytes = await responsePdf({ title: 'T ✓', entries: [{ fieldTitle: 'Q', answer: { type: 'string', value: `${'x'.repeat(400)} 漢字` } }] })
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-')
  const huge = await responsePdf({ title: 'Huge', entries: Array.from({ length: 5 }, () => ({ fieldTitle: 'Q', answer: { type: 'string', value: 'y'.repeat(200_000) } })) })
  assert.equal(Buffer.from(huge.subarray(0, 5)).toString(), '%PDF-')
})
