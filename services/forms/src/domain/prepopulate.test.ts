import { test } from 'node:test'
import assert from 'node:assert/strict'
import { answerOf, databaseValue, prepopulatedEntries, profileValue } from './prepopulate.ts'

test('answers of stored values per field type', () => {
  assert.deepEqual(answerOf('number', '42'), { type: 'number', value: 42 })
  assert.equal(answerOf('number', 'many'), undefined)
  assert.deepEqual(answerOf('multiple_choice', 'Yes'), { type: 'multiple_choice', value: ['Yes'] })
  assert.deepEqual(answerOf('string', 7), { type: 'string', value: '7' })
  assert.deepEqual(answerOf('Address', { lineOne: '1 Main', city: 'X' }), { type: 'Address', value: { addressLineOne: '1 Main', addressLineTwo: '', city: 'X', state: '', zipCode: '' } })
  assert.equal(answerOf('string', ''), undefined)
})

test('profile and custom fields; database records that name the patient', () => {
  const enduser = { id: 'e1', email: 'a@b.co', fname: 'Ada', fields: { plan: 'Gold' } }
  assert.equal(profileValue(enduser, 'fname'), 'Ada')
  assert.equal(profileValue(enduser, 'plan'), 'Gold')
  const records = [
    { values: [{ label: 'Email', value: 'someone@else.co' }, { label: 'Plan', value: 'Silver' }] },
    { values: [{ label: 'Email', value: 'a@b.co' }, { label: 'Plan', value: 'Gold' }] },
  ]
  assert.equal(databaseValue(records, enduser, 'Plan'), 'Gold')
  assert.equal(databaseValue(records, { id: 'x' }, 'Plan'), undefined)
  const fields = [
    { id: 'f1', type: 'string', title: 'Name', intakeField: 'fname', prepopulateFromFields: true },
    { id: 'f2', type: 'string', title: 'Plan', prepopulateFromDatabase: { databaseId: 'd', field: 'Plan' } },
    { id: 'f3', type: 'string', title: 'Saved', intakeField: 'fname', prepopulateFromFields: true },
  ]
  const entries = prepopulatedEntries(fields, [{ fieldId: 'f3' }], enduser, () => records)
  assert.deepEqual(entries.map((e) => [e.fieldId, (e.answer as { value: unknown }).value]), [['f1', 'Ada'], ['f2', 'Gold']], 'a saved answer is kept')
  assert.deepEqual(prepopulatedEntries(fields, [], undefined, () => records), [])
})
