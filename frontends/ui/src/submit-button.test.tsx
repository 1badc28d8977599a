import { render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { SubmitButton, submitDisabled } from './submit-button.tsx'
import { RequiredLabel, requiredError } from './required-label.tsx'

test('submit button: Submit, then Submitting and disabled while submitting', () => {
  const { rerender } = render(<SubmitButton />)
  const idle = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
  assert.equal(idle.disabled, false)
  assert.equal(idle.type, 'submit')
  rerender(<SubmitButton submitting />)
  const busy = screen.getByRole('button', { name: 'Submitting' }) as HTMLButtonElement
  assert.equal(busy.disabled, true)
})

test('submit button disabled when the form says so, with a custom label', () => {
  render(<SubmitButton disabled label="Save" />)
  assert.equal((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled, true)
})

test('a form error shows under the button as an alert', () => {
  render(<SubmitButton error="Invalid email" />)
  assert.equal(screen.getByRole('alert').textContent, 'Invalid email')
})

test('submitDisabled: invalid, unchanged or submitting', () => {
  assert.equal(submitDisabled({ valid: true, changed: true, submitting: false }), false)
  assert.equal(submitDisabled({ valid: false, changed: true, submitting: false }), true)
  assert.equal(submitDisabled({ valid: true, changed: false, submitting: false }), true)
  assert.equal(submitDisabled({ valid: true, changed: true, submitting: true }), true)
})

test("'Required' for missing or blank values only", () => {
  assert.equal(requiredError(''), 'Required')
  assert.equal(requiredError('   '), 'Required')
  assert.equal(requiredError(undefined), 'Required')
  assert.equal(requiredError([]), 'Required')
  assert.equal(requiredError('Ann'), undefined)
  assert.equal(requiredError(0), undefined)
  render(<RequiredLabel id="fname-error" />)
  const label = screen.getByText('Required')
  assert.equal(label.id, 'fname-error')
})
