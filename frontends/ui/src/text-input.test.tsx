import { fireEvent, render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { TextInput } from './text-input.tsx'

test('the label names the input and the helper text describes it, as with TextField', () => {
  render(<TextInput label="Phone" value="call me" helperText="Enter a valid phone number" error type="tel" onChange={() => {}} />)
  const input = screen.getByLabelText('Phone') as HTMLInputElement
  assert.equal(input.type, 'tel')
  assert.equal(input.value, 'call me')
  assert.equal(input.getAttribute('aria-invalid'), 'true')
  const describedBy = input.getAttribute('aria-describedby')
  assert.ok(describedBy)
  assert.equal(document.getElementById(describedBy)?.textContent, 'Enter a valid phone number')
})

test('no helper text, no description; required and input attributes reach the <input>', () => {
  render(<TextInput label="First name" value="" required inputProps={{ maxLength: 250 }} autoComplete="given-name" />)
  const input = screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement
  assert.equal(input.required, true)
  assert.equal(input.maxLength, 250)
  assert.equal(input.autocomplete, 'given-name')
  assert.equal(input.getAttribute('aria-describedby'), null)
  assert.equal(input.getAttribute('aria-invalid'), 'false')
})

test('typing reaches onChange, leaving reaches onBlur', () => {
  const typed: string[] = []
  let blurred = 0
  render(<TextInput label="Email" value="" onChange={(e) => typed.push(e.target.value)} onBlur={() => blurred++} />)
  const input = screen.getByLabelText('Email')
  fireEvent.change(input, { target: { value: 'ann@example.com' } })
  fireEvent.blur(input)
  assert.deepEqual(typed, ['ann@example.com'])
  assert.equal(blurred, 1)
})
