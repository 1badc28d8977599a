// The Details dialog's public link and public page (spec 2 §2.9): each change is sent in the SDK's
// shape, nothing unchanged; a refusal is shown as it is.
import { screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { seededForms } from './testing/fake-api.ts'
import { choose, patches, show, type User } from './testing/screen.tsx'

import { COPIED_TEXT } from './builder/public-link-section.tsx'

async function openDetails(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Details' }))
  return screen.getByRole('dialog', { name: 'Form details' })
}
async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(dialog.isConnected, false))
}

test('details: the public link turned on shows /link/form?f=<id> and copies it; intake, redirect, colour and analytics are sent with it, nothing else', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  let dialog = await openDetails(user)
  assert.ok(!within(dialog).queryByRole('textbox', { name: 'Public link' }), 'off: no link')
  await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link may fill this form' }))
  const link = within(dialog).getByRole('textbox', { name: 'Public link' }) as HTMLInputElement
  const expected = `${window.location.origin}/link/form?f=${intake.id}`
  assert.equal(link.value, expected)
  within(dialog).getByText('The link works once the details are saved.')
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
  await within(dialog).findByText(COPIED_TEXT)
  assert.equal(await navigator.clipboard.readText(), expected)
  await user.click(within(dialog).getByLabelText(/Link without the page background/))
  assert.equal(link.value, `${expected}&hideBg=true`)

  await choose(user, dialog, 'Phone', 'Required')
  await choose(user, dialog, 'Email', 'Not asked')
  within(dialog).getByText(/Visitors give their first and last name/)
  await user.type(within(dialog).getByLabelText('After submit, go to'), 'example.com')
  within(dialog).getByText(/must start with https:\/\//)
  assert.equal((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled, true)
  await user.clear(within(dialog).getByLabelText('After submit, go to'))
  await user.type(within(dialog).getByLabelText('After submit, go to'), 'https://clinic.example.com/thanks')
  await user.type(within(dialog).getByLabelText('Background colour'), '#f5f7fa')
  await user.type(within(dialog).getByLabelText('Google Analytics measurement ID'), 'G-TEST1234')
  await save(user, dialog)
  assert.deepEqual(patches(api)[0]?.body?.updates, {
    allowPublicURL: true, customization: { hideBg: true }, intakePhone: 'required', intakeEmailHidden: true,
    submitRedirectURL: 'https://clinic.example.com/thanks', backgroundColor: '#f5f7fa', ga4measurementId: 'G-TEST1234',
  })

  // opened again: the saved link, and closing it again sends that alone
  dialog = await openDetails(user)
  assert.equal((within(dialog).getByRole('textbox', { name: 'Public link' }) as HTMLInputElement).value, `${expected}&hideBg=true`)
  assert.ok(!within(dialog).queryByText('The link works once the details are saved.'))
  assert.equal((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled, true, 'nothing changed yet')
  await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link may fill this form' }))
  within(dialog).getByText(/Once saved, the link says 'This form is no longer available'/)
  await save(user, dialog)
  assert.deepEqual(patches(api)[1]?.body?.updates, { allowPublicURL: false })
})

test("details: a refusal is shown as the server words it and the dialog stays; Save reads 'Saving…' meanwhile", async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  const dialog = await openDetails(user)
  await user.click(within(dialog).getByRole('switch', { name: 'Anyone with the link may fill this form' }))
  api.failNext((r) => r.method === 'PATCH', 400, { message: 'allowPublicURL must be a boolean' })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  assert.equal((await within(dialog).findByRole('alert')).textContent, 'The details were not saved: allowPublicURL must be a boolean')
  const release = api.hold()
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await within(dialog).findByRole('button', { name: 'Saving…' })
  release()
  await waitFor(() => assert.equal(dialog.isConnected, false))
  assert.equal(api.data.get('forms')!.find((f) => f.id === intake.id)?.allowPublicURL, true)
})
