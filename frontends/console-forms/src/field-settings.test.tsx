// The field editor's further settings (date / card payment types, a signature's document,
// call-outs, the patient's record, a Database Select's filter, an HTML description): each change is
// sent in the SDK's shape, nothing unchanged.
import { screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { seededForms } from './testing/fake-api.ts'
import { choose, patches, show, type User } from './testing/screen.tsx'


async function openEditor(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }))
  return screen.getByRole('dialog', { name: /^Edit question/ })
}
async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(dialog.isConnected, false))
}

test("builder: 'Date and time' and 'Card payment (Stripe)' are among the types", async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await screen.findByRole('list', { name: 'Questions' })
  for (const [label, type] of [['Date and time', 'date'], ['Card payment (Stripe)', 'Stripe']]) {
    await user.click(screen.getByRole('button', { name: 'Add question' }))
    const add = screen.getByRole('dialog', { name: 'Add question' })
    await choose(user, add, 'Type', label)
    await user.type(within(add).getByLabelText(/^Title/), `A ${type}`)
    await user.click(within(add).getByRole('button', { name: 'Add' }))
    const editor = await screen.findByRole('dialog', { name: `Edit question: ${label}` })
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => assert.equal(editor.isConnected, false))
  }
  const created = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/form-field').map((r) => r.body?.type)
  assert.deepEqual(created, ['date', 'Stripe'])
})

test("editor: a signature's PDF and a call-out; the patient's record (a custom field, then a profile field filled in from it); unchanged values not sent", async () => {
  const user = userEvent.setup()
  const { api, intake, fields } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  let editor = await openEditor(user, 'Consent')
  assert.ok(!within(editor).queryByLabelText(/Answer saved to the patient/), 'a signature is not a patient value')
  await user.click(within(editor).getByLabelText('PDF to sign'))
  await user.paste('https://clinic.example.com/consent.pdf')
  await save(user, editor)
  assert.deepEqual(patches(api)[0]?.body?.updates, { options: { pdfAttachment: 'https://clinic.example.com/consent.pdf' } })

  editor = await openEditor(user, 'How many a day?')
  await user.type(within(editor).getByLabelText(/Call out these answers/), '20')
  await choose(user, editor, /Answer saved to the patient/, 'A custom field…')
  await user.click(within(editor).getByLabelText('Custom field name'))
  await user.paste('Cigarettes per day')
  await save(user, editor)
  assert.deepEqual(patches(api)[1]?.body?.updates, { calloutConditions: [{ comparison: 'Equals', value: '20' }], intakeField: 'Cigarettes per day' })
  assert.equal(patches(api)[1]?.path, `/v1/form-field/${fields.howMany.id}`)

  // opened again: the custom field is kept; a change of title sends the title alone
  editor = await openEditor(user, 'How many a day?')
  assert.equal((within(editor).getByLabelText('Custom field name') as HTMLInputElement).value, 'Cigarettes per day')
  await user.type(within(editor).getByLabelText(/^Title/), '!')
  await save(user, editor)
  assert.deepEqual(patches(api)[2]?.body?.updates, { title: 'How many a day?!' })

  editor = await openEditor(user, 'Date of birth')
  const fillIn = within(editor).getByLabelText("Start with the patient's current value") as HTMLInputElement
  assert.equal(fillIn.disabled, true, 'no patient field chosen yet')
  await choose(user, editor, /Answer saved to the patient/, 'Date of birth')
  await user.click(fillIn)
  await save(user, editor)
  assert.deepEqual(patches(api)[3]?.body?.updates, { intakeField: 'dateOfBirth', prepopulateFromFields: true })

  // and cleared: null unsets the field on the server
  editor = await openEditor(user, 'Date of birth')
  await choose(user, editor, /Answer saved to the patient/, /^Nothing/)
  await save(user, editor)
  assert.deepEqual(patches(api)[4]?.body?.updates, { intakeField: null, prepopulateFromFields: false })
})

test("editor: a starting answer from a database value; a Database Select offers only records matching an earlier answer (databaseFilter)", async () => {
  const user = userEvent.setup()
  const { api, intake, plans, fields } = seededForms()
  const planField = { id: 'e'.repeat(24), createdAt: '', updatedAt: '', formId: intake.id, title: 'Your plan', type: 'Database Select', options: { databaseId: plans.id, databaseLabel: 'Plan' }, previousFields: [{ type: 'after', info: { fieldId: fields.dob.id } }] }
  api.data.get('form_fields')!.push(planField)
  // asked second: date of birth, the plan, then smoking
  api.data.get('form_fields')!.find((f) => f.id === fields.smoke.id)!.previousFields = [{ type: 'after', info: { fieldId: planField.id } }]
  show(api.client(), `/console/forms/${intake.id}`)

  let editor = await openEditor(user, 'Date of birth')
  await choose(user, editor, 'Start from database', 'Insurance plans')
  within(editor).getByText('Choose both the database and its value to fill the answer in from')
  await choose(user, editor, 'Its value', 'Plan')
  await save(user, editor)
  assert.deepEqual(patches(api)[0]?.body?.updates, { prepopulateFromDatabase: { databaseId: plans.id, field: 'Plan' } })

  editor = await openEditor(user, 'Your plan')
  const filterBy = within(editor).getAllByLabelText('Filter by the answer to').find((el) => el.getAttribute('role') === 'combobox')!
  await user.click(filterBy)
  // only the questions asked before it
  assert.deepEqual((await screen.findAllByRole('option')).map((o) => o.textContent), ['No filter', 'Date of birth'])
  await user.keyboard('{Escape}')
  await waitFor(() => assert.equal(document.querySelector('[role="listbox"]'), null))
  await choose(user, editor, 'Filter by the answer to', 'Date of birth')
  within(editor).getByText('Choose both the question and the database value to filter by')
  await choose(user, editor, "Matched against the database's", 'Regions')
  await save(user, editor)
  assert.deepEqual(patches(api)[1]?.body?.updates, { options: { databaseId: plans.id, databaseLabel: 'Plan', databaseFilter: { fieldId: fields.dob.id, databaseLabel: 'Regions' } } })
  assert.deepEqual(patches(api)[1]?.body?.options, { replaceObjectFields: true })
})

test('editor: an HTML description is edited only where the field has one', async () => {
  const user = userEvent.setup()
  const { api, intake, fields } = seededForms()
  Object.assign(api.data.get('form_fields')!.find((f) => f.id === fields.smoke.id)!, { htmlDescription: '<p>Cigarettes, cigars or vapes</p>' })
  show(api.client(), `/console/forms/${intake.id}`)
  let editor = await openEditor(user, 'Date of birth')
  assert.ok(!within(editor).queryByLabelText('Description as HTML'))
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
  editor = await openEditor(user, 'Do you smoke?')
  const html = within(editor).getByLabelText('Description as HTML')
  await user.clear(html)
  await user.type(html, '<p>Any tobacco</p>')
  await save(user, editor)
  assert.deepEqual(patches(api)[0]?.body?.updates, { htmlDescription: '<p>Any tobacco</p>' })
})
