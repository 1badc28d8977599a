import { render, screen, userEvent, waitFor, fireEvent } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ConfirmationDialog, capConfirmationInput } from './confirmation-dialog.tsx'
import { DeleteConfirmation } from './delete-confirmation.tsx'

const noop = () => {}

test('defaults: title Confirmation, buttons Cancel and Confirm', () => {
  render(<ConfirmationDialog open onConfirm={noop} onCancel={noop} />)
  assert.ok(screen.getByRole('dialog', { name: 'Confirmation' }))
  assert.ok(screen.getByRole('button', { name: 'Cancel' }))
  assert.equal((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled, false)
})

test('type-the-word: Confirm enabled only on an exact match', async () => {
  const user = userEvent.setup()
  let confirmed = 0
  render(<ConfirmationDialog open confirmWord="Remove" onConfirm={() => void confirmed++} onCancel={noop} />)
  const box = screen.getByLabelText('Type "Remove" to confirm')
  const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
  assert.equal(confirm.disabled, true)
  await user.type(box, 'remove')
  assert.equal(confirm.disabled, true, 'case differs')
  await user.clear(box)
  await user.type(box, 'Remove ')
  assert.equal(confirm.disabled, true, 'trailing space')
  await user.type(box, '{Backspace}')
  assert.equal(confirm.disabled, false)
  await user.click(confirm)
  assert.equal(confirmed, 1)
})

test('the confirmation box keeps at most 250 characters', async () => {
  assert.equal(capConfirmationInput('x'.repeat(300)).length, 250)
  assert.equal(capConfirmationInput('short'), 'short')
  render(<ConfirmationDialog open confirmWord="ok" onConfirm={noop} onCancel={noop} />)
  const box = screen.getByLabelText('Type "ok" to confirm') as HTMLInputElement
  assert.equal(box.maxLength, 250)
  fireEvent.change(box, { target: { value: 'y'.repeat(260) } })
  assert.equal(box.value.length, 250)
})

test('Enter confirms once the word matches; Escape cancels', async () => {
  const user = userEvent.setup()
  let confirmed = 0
  let cancelled = 0
  render(<ConfirmationDialog open confirmWord="yes" onConfirm={() => void confirmed++} onCancel={() => void cancelled++} />)
  const box = screen.getByLabelText('Type "yes" to confirm')
  await user.type(box, 'ye{Enter}')
  assert.equal(confirmed, 0, 'Enter before a match does nothing')
  await user.type(box, 's{Enter}')
  assert.equal(confirmed, 1)
  await user.keyboard('{Escape}')
  assert.equal(cancelled, 1)
})

test('the box focuses first, and reopening starts empty', async () => {
  const user = userEvent.setup()
  const { rerender } = render(<ConfirmationDialog open confirmWord="go" onConfirm={noop} onCancel={noop} />)
  const box = screen.getByLabelText('Type "go" to confirm') as HTMLInputElement
  assert.equal(document.activeElement, box)
  await user.type(box, 'go')
  rerender(<ConfirmationDialog open={false} confirmWord="go" onConfirm={noop} onCancel={noop} />)
  rerender(<ConfirmationDialog open confirmWord="go" onConfirm={noop} onCancel={noop} />)
  assert.equal((screen.getByLabelText('Type "go" to confirm') as HTMLInputElement).value, '')
})

test('a pending confirmation shows Loading and disables both buttons', async () => {
  const user = userEvent.setup()
  let finish!: () => void
  render(<ConfirmationDialog open onConfirm={() => new Promise<void>((resolve) => (finish = resolve))} onCancel={noop} />)
  await user.click(screen.getByRole('button', { name: 'Confirm' }))
  const loading = screen.getByRole('button', { name: 'Loading' }) as HTMLButtonElement
  assert.equal(loading.disabled, true)
  assert.equal((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled, true)
  finish()
  await waitFor(() => assert.ok(screen.getByRole('button', { name: 'Confirm' }), 'Confirm is back once the action finished'))
})

test('delete confirmation: its texts, Delete then Deleting...', async () => {
  const user = userEvent.setup()
  let deletions = 0
  const { rerender } = render(<DeleteConfirmation open onConfirm={() => void deletions++} onCancel={noop} />)
  assert.ok(screen.getByRole('dialog', { name: 'Delete Confirmation' }))
  assert.ok(screen.getByText('This operation is permanent and cannot be undone'))
  await user.click(screen.getByRole('button', { name: 'Delete' }))
  assert.equal(deletions, 1)
  rerender(<DeleteConfirmation open deleting onConfirm={() => void deletions++} onCancel={noop} />)
  const busy = screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement
  assert.equal(busy.disabled, true)
  assert.equal(screen.queryByRole('button', { name: 'Delete' }), null)
})

test('delete confirmation cancel', async () => {
  const user = userEvent.setup()
  let cancelled = 0
  render(<DeleteConfirmation open onConfirm={noop} onCancel={() => void cancelled++} />)
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  assert.equal(cancelled, 1)
})
