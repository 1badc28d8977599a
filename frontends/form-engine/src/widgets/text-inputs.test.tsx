import { fireEvent, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { field } from '../testing/fields.ts'
import { alertText, fieldInput, renderField, submitButton } from '../testing/render-field.tsx'
import { autoDashDate } from './date-typing.ts'
import { LONG_TEXT_ROWS } from './text-inputs.tsx'

test('dateString: dashes after 2 and 5 characters, a slash becomes a dash', async () => {
  assert.equal(autoDashDate('0', ''), '0')
  assert.equal(autoDashDate('01', '0'), '01-')
  assert.equal(autoDashDate('01-1', '01-'), '01-1')
  assert.equal(autoDashDate('01-15', '01-1'), '01-15-')
  assert.equal(autoDashDate('01-15-2020', '01-15-202'), '01-15-2020')
  assert.equal(autoDashDate('01/', '01'), '01-')
  assert.equal(autoDashDate('01-15-20201', '01-15-2020'), '01-15-2020')
  // deleting does not put the dash back
  assert.equal(autoDashDate('01', '01-'), '01')
})

test('dateString in the form: typed digits get their dashes; a wrong date says so once touched', async () => {
  await renderField(field('dob', 'dateString'))
  const box = fieldInput('dob')
  assert.equal(box.placeholder, 'MM-DD-YYYY')
  fireEvent.change(box, { target: { value: '03' } })
  assert.equal(box.value, '03-')
  fireEvent.change(box, { target: { value: '03-04/' } })
  assert.equal(box.value, '03-04-')
  assert.equal(alertText(), 'Enter a date in MM-DD-YYYY format')
  fireEvent.change(box, { target: { value: '03-04-1990' } })
  assert.equal(alertText(), null)
  assert.equal(submitButton().disabled, false)
})

/** Types `text` one key at a time, as a person does: each change starts from the box's value. */
function typeInto(box: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.change(box, { target: { value: box.value + ch } })
}

test('dateString accepts a date typed the way the placeholder shows it, with slashes, dots or no separators', async () => {
  await renderField(field('dob', 'dateString'))
  const box = fieldInput('dob')
  for (const typed of ['04-12-1985', '04/12/1985', '04.12.1985', '04121985', '4/12/1985']) {
    fireEvent.change(box, { target: { value: '' } })
    typeInto(box, typed)
    assert.equal(box.value, '04-12-1985', typed)
    assert.equal(alertText(), null, typed)
    assert.equal(submitButton().disabled, false, typed)
  }
  // a whole date pasted at once
  fireEvent.change(box, { target: { value: '' } })
  fireEvent.change(box, { target: { value: '4/2/1985' } })
  assert.equal(box.value, '04-02-1985')
})

test('stringLong is a text area of 3 to 8 rows', async () => {
  await renderField(field('story', 'stringLong'))
  const area = fieldInput('story')
  assert.equal(area.tagName, 'TEXTAREA')
  assert.deepEqual(LONG_TEXT_ROWS, { min: 3, max: 8 })
  // Enter makes a new line there instead of advancing
  fireEvent.change(area, { target: { value: 'one' } })
  fireEvent.keyDown(area, { key: 'Enter' })
  assert.equal(screen.queryByText('Your response was successfully recorded'), null)
})

test('string limits and repeats: messages after touch', async () => {
  await renderField(field('pin', 'string', undefined, {}, { maxLength: 4, repeat: true }))
  fireEvent.change(fieldInput('pin'), { target: { value: '12345' } })
  assert.equal(alertText(), 'Answer must be no more than 4 characters')
  fireEvent.change(fieldInput('pin'), { target: { value: '1234' } })
  assert.equal(alertText(), 'Answers must match')
  fireEvent.change(screen.getByLabelText('Confirm Question pin'), { target: { value: '1234' } })
  assert.equal(alertText(), null)
})

test('number: what is typed stays, the answer is the number', async () => {
  const { submitted } = await renderField(field('age', 'number'))
  fireEvent.change(fieldInput('age'), { target: { value: 'abc' } })
  assert.equal(alertText(), 'Please enter a number')
  fireEvent.change(fieldInput('age'), { target: { value: '42' } })
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer, { type: 'number', value: 42 })
})

test('phone and email messages', async () => {
  await renderField(field('tel', 'phone'))
  fireEvent.change(fieldInput('tel'), { target: { value: '555' } })
  assert.equal(alertText(), 'Enter a valid phone number')
  fireEvent.change(fieldInput('tel'), { target: { value: '(212) 555-0123' } })
  assert.equal(alertText(), null)
  assert.equal(fieldInput('tel').type, 'tel')
})

test('date-time picker: 15-minute steps, stored as an instant', async () => {
  const { submitted } = await renderField(field('when', 'date'))
  const box = fieldInput('when')
  assert.equal(box.type, 'datetime-local')
  assert.equal(box.step, '900')
  fireEvent.change(box, { target: { value: '2026-03-01T09:15' } })
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.equal(submitted[0][0].answer.value, new Date('2026-03-01T09:15').toISOString())
})
