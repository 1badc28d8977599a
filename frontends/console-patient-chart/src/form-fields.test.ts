import { test } from 'node:test'
import assert from 'node:assert/strict'
import { changedValues, localErrors, placeRefusal, sameValues, textFields, textUpdates, type FieldSpec } from './form-fields.ts'

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 5 },
  { name: 'measurement.value', label: 'Value', kind: 'number' },
]

test('required, numbers and lengths are checked before the server is asked', () => {
  assert.deepEqual(localErrors(fields, { title: '  ', 'measurement.value': 'abc' }), { title: 'Required', 'measurement.value': 'Please enter a number' })
  assert.deepEqual(localErrors(fields, { title: 'toolong', 'measurement.value': '' }), { title: 'Must be no more than 5 characters' })
  assert.deepEqual(localErrors(fields, { title: 'ok', 'measurement.value': '-1.5' }), {})
})

test("the server's issues go under the fields they name, plainly or by path", () => {
  const names = ['title', 'measurement.value', 'measurement.unit']
  assert.deepEqual(
    placeRefusal({ status: 400, message: 'bad', validation: [{ field: 'updates.title', message: 'Too long' }, { field: 'measurement.unit', message: 'Required' }] }, names),
    { byField: { title: 'Too long', 'measurement.unit': 'Required' }, formError: undefined },
  )
  assert.deepEqual(placeRefusal({ status: 400, message: 'bad', validation: [{ field: 'color', message: 'Unknown' }] }, names), { byField: {}, formError: 'Unknown' })
  assert.deepEqual(placeRefusal({ status: 503, message: 'Try later' }, names), { byField: {}, formError: 'Try later' })
})

test('a uniqueness refusal goes under its field', () => {
  const taken = { status: 409, message: 'A care plan with this title already exists for this enduser' }
  assert.deepEqual(placeRefusal(taken, ['title'], [[/care plan with this title/i, 'title']]), { byField: { title: taken.message }, formError: undefined })
  assert.deepEqual(placeRefusal(taken, ['title']), { byField: {}, formError: taken.message })
})

test('an edit sends only what changed, trimmed; a cleared field is sent empty', () => {
  const before = { title: 'Intake', text: 'Hello' }
  assert.deepEqual(textUpdates(before, { title: ' Intake ', text: '' }, ['title', 'text']), { text: '' })
  assert.deepEqual(textUpdates(before, { title: 'Intake call', text: 'Hello' }, ['title', 'text']), { title: 'Intake call' })
  assert.deepEqual(textFields({ title: ' A ', text: '  ' }, ['title', 'text']), { title: 'A' })
  assert.deepEqual(changedValues(before, { title: 'Intake', text: 'Bye' }), { text: 'Bye' })
  assert.equal(sameValues(before, { text: 'Hello', title: 'Intake' }), true)
  assert.equal(sameValues(before, { ...before, extra: 'x' }), false)
})
