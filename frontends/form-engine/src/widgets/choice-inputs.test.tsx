import { fireEvent, screen, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { field } from '../testing/fields.ts'
import { alertText, fieldInput, renderField, submitButton } from '../testing/render-field.tsx'

test("multiple choice: checkboxes, an 'Other' text, 'A value must be checked' once touched; an empty Other is dropped", async () => {
  const { submitted } = await renderField(field('mc', 'multiple_choice', undefined, {}, { choices: ['Red', 'Blue'], other: true }))
  const red = screen.getByRole('checkbox', { name: 'Red' })
  fireEvent.click(red)
  fireEvent.click(red)
  assert.equal(alertText(), 'A value must be checked')
  fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }))
  const other = screen.getByRole('textbox', { name: 'Other (please specify)' })
  fireEvent.change(other, { target: { value: '  ' } })
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, ['Blue'])
})

test('multiple choice as radios: one value; Other replaces it with the text', async () => {
  const { submitted } = await renderField(field('r', 'multiple_choice', undefined, {}, { choices: ['Yes', 'No'], other: true, radio: true }))
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }))
  fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Other (please specify)' }), { target: { value: 'Maybe' } })
  assert.equal((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked, false)
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, ['Maybe'])
})

test('dropdown: an autocomplete over the choices; a custom value when other is allowed', async () => {
  const { submitted } = await renderField(field('dd', 'Dropdown', undefined, {}, { choices: ['Aspirin', 'Ibuprofen'], other: true, radio: true }))
  const box = fieldInput('dd')
  assert.equal(box.getAttribute('role'), 'combobox')
  fireEvent.change(box, { target: { value: 'Ibu' } })
  const options = screen.getAllByRole('option').map((o) => o.textContent)
  assert.deepEqual(options, ['Ibuprofen'])
  fireEvent.change(box, { target: { value: 'Tylenol' } })
  fireEvent.blur(box)
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, ['Tylenol'])
})

test("dropdown without a value says 'A value must be selected' once touched", async () => {
  await renderField(field('dd', 'Dropdown', undefined, {}, { choices: ['A', 'B'] }))
  const box = fieldInput('dd')
  fireEvent.mouseDown(box)
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'A' }))
  assert.equal(alertText(), null)
  // several values unless radio: the chosen one is a chip, and Backspace removes it
  screen.getByRole('button', { name: 'A' })
  fireEvent.keyDown(box, { key: 'Backspace' })
  assert.equal(alertText(), 'A value must be selected')
  assert.equal(submitButton().disabled, true)
})
