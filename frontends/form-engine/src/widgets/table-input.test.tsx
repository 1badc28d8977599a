import { fireEvent, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { field } from '../testing/fields.ts'
import { alertText, renderField, submitButton } from '../testing/render-field.tsx'

const columns = {
  tableChoices: [
    { type: 'Text' as const, label: 'Name', info: {} },
    { type: 'Date' as const, label: 'Since', info: {} },
    { type: 'Select' as const, label: 'Kind', info: { choices: ['Daily', 'Weekly'] } },
  ],
}

test("table input: 'Add new entry', Remove disabled on the last row of a required table, Select has 'None', messages per row", async () => {
  const { submitted } = await renderField(field('t', 'Table Input', undefined, {}, columns))
  const remove = () => screen.getAllByRole('button', { name: /^Remove row/ }) as HTMLButtonElement[]
  assert.equal(remove().length, 1)
  assert.equal(remove()[0].disabled, true)
  const kind = screen.getByLabelText('Kind') as HTMLSelectElement
  assert.deepEqual([...kind.options].map((o) => o.text), ['None', 'Daily', 'Weekly'])
  fireEvent.change(screen.getByRole('textbox', { name: 'Name, row 1' }), { target: { value: 'Ann' } })
  assert.equal(alertText(), 'Enter a value for Since in row 1')
  fireEvent.change(screen.getByRole('textbox', { name: 'Since, row 1' }), { target: { value: '01' } })
  assert.equal((screen.getByRole('textbox', { name: 'Since, row 1' }) as HTMLInputElement).value, '01-')
  assert.equal(alertText(), 'Enter a date in MM-DD-YYYY format for Since in row 1')
  fireEvent.change(screen.getByRole('textbox', { name: 'Since, row 1' }), { target: { value: '01-02-2020' } })
  fireEvent.change(kind, { target: { value: 'Weekly' } })
  assert.equal(alertText(), null)
  fireEvent.click(screen.getByRole('button', { name: 'Add new entry' }))
  assert.equal(remove().length, 2)
  assert.equal(remove()[0].disabled, false)
  assert.equal(alertText(), 'Enter a value for Name in row 2')
  fireEvent.click(remove()[1])
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, [[{ label: 'Name', entry: 'Ann' }, { label: 'Since', entry: '01-02-2020' }, { label: 'Kind', entry: 'Weekly' }]])
})

test("an optional table may lose its last row; a table without columns says 'No input choices available'", async () => {
  await renderField(field('t', 'Table Input', undefined, { isOptional: true }, columns))
  assert.equal((screen.getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled, false)
})

test('no columns', async () => {
  await renderField(field('t', 'Table Input'))
  screen.getByText('No input choices available')
})
