import { render, screen, userEvent, within } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ActionDialog, FormDialog } from './form-dialog.tsx'

test('form dialog: named by its title; Enter in a field submits the form; Cancel closes; the error shows under the button', async () => {
  const user = userEvent.setup()
  const submitted: string[] = []
  let closed = 0
  const submit = () => submitted.push('create')
  const { rerender } = render(
    <FormDialog onClose={() => closed++} titleId="create-thing-title" title="Create thing" onSubmit={submit} submitLabel="Create" submitting={false} submitDisabled={false}>
      <input aria-label="Name" />
    </FormDialog>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Create thing' })
  await user.type(within(dialog).getByLabelText('Name'), 'x{Enter}')
  assert.deepEqual(submitted, ['create'])
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  assert.equal(closed, 1)
  rerender(
    <FormDialog onClose={() => closed++} titleId="create-thing-title" title="Create thing" onSubmit={submit} submitLabel="Create" submitting submitDisabled={false} error="Name is taken">
      <input aria-label="Name" />
    </FormDialog>,
  )
  assert.equal((screen.getByRole('button', { name: 'Submitting' }) as HTMLButtonElement).disabled, true)
  assert.equal((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled, true, 'no cancelling while it submits')
  assert.equal(screen.getByRole('alert').textContent, 'Name is taken')
})

test('form dialog: no submit while submitDisabled (the button disabled, Enter ignored)', async () => {
  const user = userEvent.setup()
  let submitted = 0
  render(
    <FormDialog onClose={() => {}} titleId="t" title="Create thing" onSubmit={() => submitted++} submitLabel="Create" submitting={false} submitDisabled>
      <input aria-label="Name" />
    </FormDialog>,
  )
  assert.equal((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled, true)
  await user.type(screen.getByLabelText('Name'), 'x{Enter}')
  assert.equal(submitted, 0)
})

test('action dialog: the action runs from its button, disabled when asked; its error shows under the fields', async () => {
  const user = userEvent.setup()
  let acted = 0
  let closed = 0
  const { rerender } = render(
    <ActionDialog onClose={() => closed++} titleId="add-title" title="Add question" actionLabel="Add" onAction={() => acted++} actionDisabled={false} error="title is required">
      <input aria-label="Title" />
    </ActionDialog>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Add question' })
  assert.equal(within(dialog).getByRole('alert').textContent, 'title is required')
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  assert.deepEqual([acted, closed], [1, 1])
  rerender(<ActionDialog onClose={() => closed++} titleId="add-title" title="Add question" actionLabel="Add" onAction={() => acted++} actionDisabled />)
  assert.equal((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled, true)
  assert.equal(screen.queryByRole('alert'), null)
})
