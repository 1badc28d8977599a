import { test } from 'node:test'
import assert from 'node:assert/strict'
import { NO_RESPONSE } from '@care/contracts/forms/answer-text'
import { printedLines, responsePdf } from './pdf.ts'

test("every answer type as printed: the screens' words (contracts' answer-text), with what paper needs", () => {
  assert.deepEqual(printedLines({ type: 'string', value: '' }), [NO_RESPONSE])
  assert.deepEqual(printedLines({ type: 'signature', value: { signed: true, fullName: 'Ada' } }, '2026-01-01T00:00:00.000Z'), ['Signed by Ada', 'Signed at 2026-01-01T00:00:00.000Z'])
  assert.deepEqual(printedLines({ type: 'signature', value: { signed: false, fullName: 'Ada' } }, '2026-01-01T00:00:00.000Z'), [NO_RESPONSE])
  assert.deepEqual(printedLines({ type: 'Address', value: { addressLineOne: '1 Main', city: 'X', state: 'IL', zipCode: '62701' } }), ['1 Main', 'X, IL 62701'])
  assert.deepEqual(printedLines({ type: 'ranking', value: ['a', 'b'] }), ['1. a', '2. b'])
  assert.deepEqual(printedLines({ type: 'Table Input', value: [[{ label: 'L', entry: 'E' }, { label: 'M', entry: '' }]] }), ['Row 1: L: E; M: Not provided'])
  assert.deepEqual(printedLines({ type: 'files', value: [{ name: 'a.png' }, { name: 'b.pdf' }] }), ['File: a.png', 'File: b.pdf'])
  assert.deepEqual(printedLines({ type: 'file', value: { secureName: 'x' } }), [NO_RESPONSE])
  assert.deepEqual(printedLines({ type: 'number', value: 0 }), ['0'])
  // a date-time in UTC, named (the server's clock is no reader's zone); a date string as typed
  assert.deepEqual(printedLines({ type: 'date', value: '2024-01-02T15:04:00.000Z' }), ['Jan 2, 2024, 3:04 PM UTC'])
  assert.deepEqual(printedLines({ type: 'dateString', value: '01-02-1990' }), ['01-02-1990'])
  // a group is a heading: its questions print as their own entries, not as ids
  assert.deepEqual(printedLines({ type: 'Question Group', value: [{ id: 'q1' }] }), [])
  assert.deepEqual(printedLines({ type: 'Stripe', value: { customerId: 'c' } as never }), ['Card saved'])
  assert.deepEqual(printedLines({ type: 'Medications', value: [{ drugName: 'Unknown', otherDrug: 'Herbal tea', reasonForTaking: 'sleep' }] }), ['Herbal tea · Reason: sleep'])
})

test('a PDF is made whatever the text: long words wrap, other scripts print as ?, huge answers are cut', async () => {
  const bytes = await responsePdf({ title: 'T ✓', entries: [{ fieldTitle: 'Q', answer: { type: 'string', value: `${'x'.repeat(400)} 漢字` } }] })
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-')
  const huge = await responsePdf({ title: 'Huge', entries: Array.from({ length: 5 }, () => ({ fieldTitle: 'Q', answer: { type: 'string', value: 'y'.repeat(200_000) } })) })
  assert.equal(Buffer.from(huge.subarray(0, 5)).toString(), '%PDF-')
})
