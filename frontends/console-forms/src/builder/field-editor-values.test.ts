import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FieldRecord } from '../records.ts'
import { editorProblem, editorUpdates, editorValues } from './field-editor-values.ts'

const base = { id: 'f', createdAt: '', updatedAt: '', formId: 'x' }

test('choices one a line, radio and other; only what changed is sent, options whole', () => {
  const f = { ...base, title: 'Smoke?', type: 'multiple_choice', options: { choices: ['Yes', 'No'], radio: true } } as FieldRecord
  const v = editorValues(f)
  assert.equal(v.choices, 'Yes\nNo')
  assert.deepEqual(editorUpdates(f, v), {})
  assert.deepEqual(editorUpdates(f, { ...v, choices: 'Yes\n\n No \nSometimes', other: true, isOptional: true }), {
    isOptional: true, options: { choices: ['Yes', 'No', 'Sometimes'], radio: true, other: true },
  })
  assert.equal(editorProblem('multiple_choice', { ...v, choices: '  ' }), 'Add at least one choice')
  assert.equal(editorProblem('multiple_choice', { ...v, title: ' ' }), 'A title is required')
})

test('lengths, rating range, file types, database, table columns', () => {
  const text = { ...base, title: 'Name', type: 'string', options: { maxLength: 50 } } as FieldRecord
  const tv = editorValues(text)
  assert.deepEqual(editorUpdates(text, { ...tv, maxLength: '', minLength: '2' }).options, { minLength: 2 })
  assert.equal(editorProblem('string', { ...tv, minLength: '60' }), 'Minimum length must not exceed maximum length')
  const rating = { ...base, title: 'Feel', type: 'rating', options: { from: 1, to: 10 } } as FieldRecord
  assert.equal(editorProblem('rating', { ...editorValues(rating), from: '5', to: '3' }), 'From must be less than To')
  const file = { ...base, title: 'Card', type: 'file' } as FieldRecord
  assert.deepEqual(editorUpdates(file, { ...editorValues(file), validFileTypes: 'image, pdf' }).options, { validFileTypes: ['image', 'pdf'] })
  const db = { ...base, title: 'Plan', type: 'Database Select' } as FieldRecord
  assert.equal(editorProblem('Database Select', editorValues(db)), 'Choose a database')
  assert.deepEqual(editorUpdates(db, { ...editorValues(db), databaseId: 'd1', databaseLabel: 'Plan' }).options, { databaseId: 'd1', databaseLabel: 'Plan' })
  const table = { ...base, title: 'Meds', type: 'Table Input', options: { tableChoices: [{ label: 'Drug', type: 'Text' }] } } as FieldRecord
  const values = editorValues(table)
  assert.deepEqual(editorUpdates(table, { ...values, tableChoices: [...values.tableChoices, { label: 'When', type: 'Select', choices: 'AM, PM' }] }).options, {
    tableChoices: [{ label: 'Drug', type: 'Text' }, { label: 'When', type: 'Select', info: { choices: ['AM', 'PM'] } }],
  })
  assert.equal(editorProblem('Table Input', { ...values, tableChoices: [{ label: '', type: 'Text', choices: '' }] }), 'Every column needs a label')
})

test('options stored with their keys reordered (jsonb) are not a change', () => {
  const f = { ...base, title: 'Smoke?', type: 'multiple_choice', options: { radio: true, choices: ['Yes', 'No'] } } as FieldRecord
  assert.deepEqual(editorUpdates(f, editorValues(f)), {})
})

test('call-outs, the patient field, prepopulation: only what changed; null unsets', () => {
  const f = { ...base, title: 'Phone', type: 'phone' } as FieldRecord
  const v = editorValues(f)
  assert.deepEqual(editorUpdates(f, v), {})
  assert.deepEqual(editorUpdates(f, { ...v, callouts: ' 911 \n\n', intakeField: 'phone', prepopulateFromFields: true }), {
    calloutConditions: [{ comparison: 'Equals', value: '911' }], intakeField: 'phone', prepopulateFromFields: true,
  })
  const set = { ...f, intakeField: 'phone', prepopulateFromFields: true, calloutConditions: [{ value: '911' }], prepopulateFromDatabase: { databaseId: 'd1', field: 'Phone', overwrite: true } } as FieldRecord
  const sv = editorValues(set)
  assert.deepEqual(editorUpdates(set, sv), {}, "stored call-outs without 'comparison' are no change")
  assert.deepEqual(editorUpdates(set, { ...sv, intakeField: '', prepopulateFromFields: false, prepopulateDatabaseId: '', prepopulateLabel: '', callouts: '' }), {
    calloutConditions: [], intakeField: null, prepopulateFromFields: false, prepopulateFromDatabase: null,
  })
  assert.deepEqual(editorUpdates(set, { ...sv, prepopulateLabel: 'Mobile' }), { prepopulateFromDatabase: { databaseId: 'd1', field: 'Mobile', overwrite: true } })
  assert.equal(editorProblem('phone', { ...v, prepopulateFromFields: true }), "Choose the patient's field to fill the answer in from")
  assert.equal(editorProblem('phone', { ...v, prepopulateDatabaseId: 'd1' }), 'Choose both the database and its value to fill the answer in from')
})

test("a signature's document, a Database Select's filter, an HTML description", () => {
  const sig = { ...base, title: 'Consent', type: 'signature' } as FieldRecord
  const s = editorValues(sig)
  assert.deepEqual(editorUpdates(sig, { ...s, pdfAttachment: ' https://example.com/consent.pdf ' }), { options: { pdfAttachment: 'https://example.com/consent.pdf' } })
  assert.equal(editorProblem('signature', { ...s, signatureUrl: 'not a url' }), 'The document to show must be a web address (https://…)')
  const withDoc = { ...sig, options: { signatureUrl: 'https://example.com/terms' } } as FieldRecord
  assert.deepEqual(editorUpdates(withDoc, { ...editorValues(withDoc), signatureUrl: '' }), { options: {} })
  const db = { ...base, title: 'Plan', type: 'Database Select', options: { databaseId: 'd1', databaseLabel: 'Plan' } } as FieldRecord
  const dv = editorValues(db)
  assert.deepEqual(editorUpdates(db, { ...dv, filterFieldId: 'q1', filterLabel: 'Region' }).options, { databaseId: 'd1', databaseLabel: 'Plan', databaseFilter: { fieldId: 'q1', databaseLabel: 'Region' } })
  assert.equal(editorProblem('Database Select', { ...dv, filterFieldId: 'q1' }), 'Choose both the question and the database value to filter by')
  const html = { ...base, title: 'Intro', type: 'description', htmlDescription: '<p>Hi</p>' } as FieldRecord
  assert.deepEqual(editorUpdates(html, { ...editorValues(html), htmlDescription: '<p>Hello</p>' }), { htmlDescription: '<p>Hello</p>' })
  assert.deepEqual(editorUpdates(html, editorValues(html)), {})
})
