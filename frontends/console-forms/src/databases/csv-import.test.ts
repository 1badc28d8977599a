import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { DatabaseField } from '../records.ts'
import { parseCsv } from './csv-import.ts'
import { parseValue, textsOf, valueText, valuesOf } from './values.ts'

const fields: DatabaseField[] = [
  { label: 'Plan', type: 'Text', required: true },
  { label: 'Copay', type: 'Number' },
  { label: 'Regions', type: 'Multiple Select' },
  { label: 'Office', type: 'Address' },
  { label: 'Notes', type: 'Text Long' },
]

test('columns by label (case and spaces aside); cells by type; rows numbered as in a spreadsheet; empty lines skipped', () => {
  const csv = '\uFEFFplan, COPAY ,Regions,Office,Extra\r\nBlue Basic,20,North; South,"1 Main St;;Springfield;IL;62701",x\r\n\r\n"Gold, Plus",abc,,,\r\n,5,,,\r\n'
  const parsed = parseCsv(csv, fields)
  assert.deepEqual(parsed.unknownColumns, ['Extra'])
  assert.deepEqual(parsed.missingColumns, ['Notes'])
  assert.deepEqual(parsed.rows[0], {
    row: 2,
    values: [
      { label: 'Plan', type: 'Text', value: 'Blue Basic' },
      { label: 'Copay', type: 'Number', value: 20 },
      { label: 'Regions', type: 'Multiple Select', value: ['North', 'South'] },
      { label: 'Office', type: 'Address', value: { lineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' } },
    ],
  })
  // a Number that is none stays text, so the server's message names it
  assert.deepEqual(parsed.rows[1], { row: 4, values: [{ label: 'Plan', type: 'Text', value: 'Gold, Plus' }, { label: 'Copay', type: 'Number', value: 'abc' }] })
  assert.deepEqual(parsed.problems, [{ row: 5, message: 'Plan is required' }])
})

test('values as text and back', () => {
  assert.equal(valueText({ label: 'R', type: 'Text List', value: ['a', 'b'] }), 'a; b')
  assert.equal(valueText({ label: 'O', type: 'Address', value: { addressLineOne: '1 Main', city: 'X', zipCode: '12345' } }), '1 Main, X, 12345')
  assert.equal(valueText(undefined), '')
  assert.equal(parseValue('Number', ' 12.5 '), 12.5)
  assert.equal(parseValue('Text', '   '), undefined)
  const texts = textsOf(fields, [{ label: 'Office', type: 'Address', value: { lineOne: '1 Main', city: 'X', state: 'IL', zipCode: '1' } }, { label: 'Plan', type: 'Text', value: 'P' }])
  assert.equal(texts.Office, '1 Main; ; X; IL; 1')
  assert.deepEqual(valuesOf(fields, texts), [
    { label: 'Plan', type: 'Text', value: 'P' },
    { label: 'Office', type: 'Address', value: { lineOne: '1 Main', city: 'X', state: 'IL', zipCode: '1' } },
  ])
})
