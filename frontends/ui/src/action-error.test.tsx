import { fireEvent, render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ActionError } from './action-error.tsx'

test('action error: the message as an alert; nothing when there is none', () => {
  const { rerender } = render(<ActionError error="The file could not be read" />)
  assert.equal(screen.getByRole('alert').textContent, 'The file could not be read')
  assert.equal(screen.queryByRole('button'), null, 'not dismissible unless asked')
  rerender(<ActionError error="" />)
  assert.equal(screen.queryByRole('alert'), null)
})

test('action error above a list: Close dismisses it', () => {
  let dismissed = 0
  render(<ActionError error="Could not open the form" onDismiss={() => dismissed++} />)
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  assert.equal(dismissed, 1)
})
