import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { FormsScreen } from './forms-screen.tsx'
import { NO_FORMS_TEXT } from './forms-list.tsx'
import { fakeApi, seededForms } from './testing/fake-api.ts'

const show = (client: CareClient, path = '/console/forms') => {
  window.history.replaceState(null, '', path)
  return render(
    <CareProvider client={client}>
      <FormsScreen />
    </CareProvider>,
  )
}
/** opens a select by its label, picks the option and waits for its menu to close */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const box = within(scope).getAllByLabelText(label).find((el) => el.getAttribute('role') === 'combobox')
  assert.ok(box, `no select ${String(label)}`)
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => assert.equal(document.querySelector('[role="listbox"]'), null))
}
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement

beforeEach(() => window.history.replaceState(null, '', '/console/forms'))

test('forms list: loading, then title, fields, responses (submitted of sent, from /forms/statistics) and created', async () => {
  const { api } = seededForms()
  const release = api.hold()
  show(api.client())
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  release()
  await screen.findByRole('link', { name: 'New patient intake' })
  const intake = rowOf('New patient intake')
  assert.match(intake.textContent ?? '', /New patient intake4/)
  await waitFor(() => assert.ok(within(intake).getByRole('link', { name: 'Responses to New patient intake: 1 of 1' }), 'the response count link'))
  assert.equal(within(rowOf('Weekly check-in')).getByRole('link', { name: /^Responses to/ }).textContent, '0 of 0')
  assert.ok(api.requests.some((r) => r.path === '/v1/forms/statistics'))
})

test('no forms: the empty text; a failed load says so and Try again recovers', async () => {
  const api = fakeApi()
  api.failNext((r) => r.path === '/v1/forms', 500, { message: 'boom' })
  show(api.client())
  const alert = await screen.findByRole('alert')
  assert.match(alert.textContent ?? '', /Something went wrong on our end/)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText(NO_FORMS_TEXT)
})

test('create form: the title is required; the new form is sent and its builder opens', async () => {
  const user = userEvent.setup()
  const api = fakeApi()
  show(api.client())
  await screen.findByText(NO_FORMS_TEXT)
  await user.click(screen.getByRole('button', { name: 'Create form' }))
  const dialog = screen.getByRole('dialog', { name: 'Create form' })
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true)
  await user.type(within(dialog).getByLabelText(/^Title/), 'Allergy screen')
  await user.click(create)
  await screen.findByRole('heading', { level: 1, name: 'Allergy screen' })
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/form')
  assert.deepEqual(sent?.body, { title: 'Allergy screen' })
  const id = api.data.get('forms')![0].id
  assert.equal(window.location.pathname, `/console/forms/${id}`)
  assert.equal(screen.getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected'), 'true')
  await screen.findByText('No questions yet: add the first one.')
})

test('builder: questions in flow order with their conditions; add one (placed after the last, then its editor opens), edit its choices', async () => {
  const user = userEvent.setup()
  const { api, intake, fields } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  const list = await screen.findByRole('list', { name: 'Questions' })
  await waitFor(() => assert.equal(within(list).getAllByRole('heading', { level: 3 }).length, 4))
  assert.deepEqual(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent), ['1. Date of birth *', '2. Do you smoke? *', '3. How many a day? *', '4. Consent *'])
  assert.match(list.textContent ?? '', /Number · When "Do you smoke\?" is "Yes"/)
  assert.match(list.textContent ?? '', /Signature · After "Do you smoke\?" · After "How many a day\?"/)

  await user.click(screen.getByRole('button', { name: 'Add question' }))
  const add = screen.getByRole('dialog', { name: 'Add question' })
  await choose(user, add, 'Type', 'Dropdown')
  await user.type(within(add).getByLabelText(/^Title/), 'Preferred pharmacy')
  await user.click(within(add).getByRole('button', { name: 'Add' }))
  const created = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/form-field')
  assert.deepEqual(created?.body, {
    title: 'Preferred pharmacy', type: 'Dropdown', options: { choices: ['Option 1', 'Option 2'] }, previousFields: [{ type: 'after', info: { fieldId: fields.consent.id } }], formId: intake.id,
  })
  const editor = await screen.findByRole('dialog', { name: 'Edit question: Dropdown' })
  const choices = within(editor).getByLabelText('Choices (one a line)')
  await user.clear(choices)
  await user.type(choices, 'Main St{Enter}Oak Ave')
  await user.click(within(editor).getByLabelText("Allow an 'Other' answer"))
  await user.click(within(editor).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: /Edit question/ }), null))
  const patch = api.requests.find((r) => r.method === 'PATCH' && r.path.startsWith('/v1/form-field/'))
  assert.deepEqual(patch?.body?.updates, { options: { choices: ['Main St', 'Oak Ave'], other: true } })
  assert.deepEqual(patch?.body?.options, { replaceObjectFields: true })
  await waitFor(() => assert.equal(within(list).getAllByRole('heading', { level: 3 }).at(-1)?.textContent, '5. Preferred pharmacy *'))
})

test('builder: an edited question asks before its changes are thrown away', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await user.click(await screen.findByRole('button', { name: 'Edit Date of birth' }))
  const editor = screen.getByRole('dialog', { name: /Edit question/ })
  await user.type(within(editor).getByLabelText(/^Title/), ' (required)')
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
  await screen.findByRole('dialog', { name: 'Discard changes?' })
  await user.click(screen.getByRole('button', { name: 'Keep editing' }))
  await screen.findByRole('dialog', { name: /Edit question/ })
  assert.equal(api.requests.filter((r) => r.method === 'PATCH').length, 0)
})

test('builder: deleting a question re-links what followed it, then deletes it', async () => {
  const user = userEvent.setup()
  const { api, intake, fields } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await user.click(await screen.findByRole('button', { name: 'Delete How many a day?' }))
  const confirm = await screen.findByRole('dialog')
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.ok(api.requests.some((r) => r.method === 'DELETE'), 'a DELETE was sent'))
  const writes = api.requests.filter((r) => r.method === 'PATCH' || r.method === 'DELETE').map((r) => `${r.method} ${r.path}`)
  assert.deepEqual(writes, [`PATCH /v1/form-field/${fields.consent.id}`, `DELETE /v1/form-field/${fields.howMany.id}`])
  assert.deepEqual(api.data.get('form_fields')!.find((f) => f.id === fields.consent.id)?.previousFields, [{ type: 'after', info: { fieldId: fields.smoke.id } }])
  await screen.findByText('"How many a day?" deleted')
})

test('branching: the flow in words; a condition "When Do you smoke? is No" is picked from the choices and saved whole', async () => {
  const user = userEvent.setup()
  const { api, intake, fields } = seededForms()
  show(api.client(), `/console/forms/${intake.id}/branching`)
  const words = await screen.findByRole('list', { name: 'The flow in words' })
  assert.match(words.textContent ?? '', /3\. How many a day\?: When "Do you smoke\?" is "Yes"/)
  // the editor is made anew for each question
  const conditions = () => document.querySelector<HTMLElement>('section[aria-labelledby="conditions-heading"]')!
  await choose(user, conditions(), 'Question', 'Consent')
  const editor = conditions()
  await user.click(within(editor).getByRole('button', { name: 'Remove condition 2' }))
  await choose(user, editor, 'Condition 1', "When a question's answer is")
  await choose(user, editor, 'Condition 1 question', 'Do you smoke?')
  const save = within(editor).getByRole('button', { name: 'Save conditions' }) as HTMLButtonElement
  assert.equal(save.disabled, true, 'no answer chosen yet')
  await choose(user, editor, 'Condition 1 answer', 'No')
  await user.click(save)
  await within(editor).findByText('Conditions saved')
  const patch = api.requests.find((r) => r.method === 'PATCH')
  assert.deepEqual(patch?.body?.updates, { previousFields: [{ type: 'previousEquals', info: { fieldId: fields.smoke.id, equals: 'No' } }] })
  assert.deepEqual(patch?.body?.options, { replaceObjectFields: true })
  await waitFor(() => assert.match(words.textContent ?? '', /Consent: When "Do you smoke\?" is "No"/))
})

test('preview: the real engine, one question per page, following the branches; nothing is submitted', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}/preview`)
  const preview = await screen.findByTestId('form-preview')
  // the count follows the path the answers take: date, smoking, consent
  await within(preview).findByText('Question 1 of 3')
  await user.type(within(preview).getByRole('textbox'), '04121980')
  await user.click(within(preview).getByRole('button', { name: 'Next' }))
  await within(preview).findByRole('radio', { name: 'Yes' })
  await user.click(within(preview).getByRole('radio', { name: 'Yes' }))
  await user.click(within(preview).getByRole('button', { name: 'Next' }))
  await within(preview).findByText(/How many a day\?/)
  await user.click(within(preview).getByRole('button', { name: 'Previous' }))
  await user.click(await within(preview).findByRole('radio', { name: 'No' }))
  await user.click(within(preview).getByRole('button', { name: 'Next' }))
  await within(preview).findByText(/Enter your legal full name/)
  assert.equal(api.requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('bulk-read')).length, 0)
})

test('send (formsSend): a refusal is shown as it is (no success); a success names the channel and gives the link', async () => {
  const user = userEvent.setup()
  const { api, intake, jordan } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await user.click(await screen.findByRole('button', { name: 'Send to a patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Send "New patient intake"' })
  const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement
  assert.equal(send.disabled, true)
  await user.click(within(dialog).getByLabelText(/^Patient/))
  await user.click(await screen.findByRole('option', { name: /Jordan Rivera/ }))
  await user.click(within(dialog).getByLabelText('SMS'))
  await user.click(send)
  await within(dialog).findByRole('alert')
  assert.equal(within(dialog).getByRole('alert').textContent, 'Not found', "the server's words, whatever they are")
  assert.equal(within(dialog).queryByRole('status'), null)
  const tried = api.requests.find((r) => r.path === '/v1/forms/send')
  assert.deepEqual(tried?.body, { formId: intake.id, enduserId: jordan.id, channel: 'SMS' })

  api.answerSend((b) => (b.channel === 'SMS' ? { status: 400, body: { message: 'Patient has no phone number' } } : { status: 200, body: { accessCode: 'abc', url: 'http://portal.test/link/form?f=1&a=abc', via: 'smtp' } }))
  await user.click(send)
  await within(dialog).findByText('Patient has no phone number')
  await user.click(within(dialog).getByLabelText('Email'))
  await user.click(send)
  const ok = await within(dialog).findByRole('status')
  assert.match(ok.textContent ?? '', /Sent by email to Jordan Rivera\./)
  assert.equal(within(ok).getByRole('link', { name: "The form's link" }).getAttribute('href'), 'http://portal.test/link/form?f=1&a=abc')
  assert.doesNotMatch(ok.textContent ?? '', /already had this form outstanding/)
})

test('send again while the form is outstanding: the dialog says the open copy was re-sent, not a second one made', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  api.answerSend(() => ({ status: 200, body: { accessCode: 'abc', url: 'http://portal.test/link/form?f=1&a=abc', via: 'smtp', reused: true } }))
  show(api.client(), `/console/forms/${intake.id}`)
  await user.click(await screen.findByRole('button', { name: 'Send to a patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Send "New patient intake"' })
  await user.click(within(dialog).getByLabelText(/^Patient/))
  await user.click(await screen.findByRole('option', { name: /Jordan Rivera/ }))
  await user.click(within(dialog).getByRole('button', { name: 'Send' }))
  const ok = await within(dialog).findByRole('status')
  assert.match(ok.textContent ?? '', /Sent by email to Jordan Rivera\. The patient already had this form outstanding: its link was sent again, no second copy was made\./)
})

test('branching: unsaved conditions ask before another question is opened', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}/branching`)
  await screen.findByRole('list', { name: 'The flow in words' })
  const conditions = () => document.querySelector<HTMLElement>('section[aria-labelledby="conditions-heading"]')!
  await user.click(within(conditions()).getByRole('button', { name: 'Add condition' }))
  await choose(user, conditions(), 'Question', 'Consent')
  await screen.findByRole('dialog', { name: 'Discard changes?' })
  await user.click(screen.getByRole('button', { name: 'Discard' }))
  await waitFor(() => assert.match(within(conditions()).getAllByRole('combobox')[0].textContent ?? '', /Consent/))
})

test('builder: a question group gets its questions (fields in the group, listed in subFields) and shows them under it', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await screen.findByRole('list', { name: 'Questions' })
  await user.click(screen.getByRole('button', { name: 'Add question' }))
  const add = screen.getByRole('dialog', { name: 'Add question' })
  await choose(user, add, 'Type', 'Question group')
  await user.type(within(add).getByLabelText(/^Title/), 'Emergency contact')
  await user.click(within(add).getByRole('button', { name: 'Add' }))
  const editor = await screen.findByRole('dialog', { name: 'Edit question: Question group' })
  await within(editor).findByText('No questions in this group yet')
  await user.type(within(editor).getByLabelText('Group question title'), 'Contact name')
  await user.click(within(editor).getByRole('button', { name: 'Add to group' }))
  await within(editor).findByText('Contact name (Short text)')
  await choose(user, editor, 'Group question type', 'Phone')
  await user.type(within(editor).getByLabelText('Group question title'), 'Contact phone')
  await user.click(within(editor).getByRole('button', { name: 'Add to group' }))
  await within(editor).findByText('Contact phone (Phone)')
  const fields = api.data.get('form_fields')!
  const group = fields.find((f) => f.title === 'Emergency contact')!
  const [name, phone] = ['Contact name', 'Contact phone'].map((t) => fields.find((f) => f.title === t)!)
  assert.deepEqual(group.options, { subFields: [{ id: name.id }, { id: phone.id }] })
  assert.equal(name.isInGroup, true)
  assert.deepEqual(name.previousFields, [])
  await user.click(within(editor).getByRole('button', { name: 'Remove Contact name from the group' }))
  await waitFor(() => assert.deepEqual(api.data.get('form_fields')!.find((f) => f.id === group.id)?.options, { subFields: [{ id: phone.id }] }))
  assert.equal(api.data.get('form_fields')!.some((f) => f.id === name.id), false)
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
  const list = screen.getByRole('list', { name: 'Questions' })
  await waitFor(() => assert.equal(within(list).getByRole('list', { name: 'Questions in Emergency contact' }).textContent, 'Contact phone (Phone)'))
  // the group's questions are not questions of the flow
  assert.equal(within(list).getAllByRole('heading', { level: 3 }).length, 5)
})

test('builder: a question nothing leads to is flagged on Fields and on Branching', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  api.data.get('form_fields')!.push({ id: 'f'.repeat(24), createdAt: '', updatedAt: '', formId: intake.id, title: 'Orphan', type: 'string', previousFields: [] })
  show(api.client(), `/console/forms/${intake.id}`)
  const problems = await screen.findByRole('list', { name: 'Flow problems' })
  assert.equal(problems.textContent, '"Orphan" is never reached.')
  assert.match(screen.getByRole('list', { name: 'Questions' }).textContent ?? '', /5\. Orphan \*Short text · Not in the flow yet/)
  await user.click(screen.getByRole('tab', { name: 'Branching' }))
  await screen.findByRole('list', { name: 'The flow in words' })
  assert.equal(screen.getByRole('list', { name: 'Flow problems' }).textContent, '"Orphan" is never reached.')
})

test("form details: title, description and thank-you message (only what changed is sent); deleting the form goes back to the list", async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  show(api.client(), `/console/forms/${intake.id}`)
  await user.click(await screen.findByRole('button', { name: 'Details' }))
  const dialog = screen.getByRole('dialog', { name: 'Form details' })
  const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  assert.equal(save.disabled, true)
  // pasted, not typed key by key: what is proved is what is sent, and each key re-renders the dialog
  await user.click(within(dialog).getByLabelText('Description'))
  await user.paste('About 3 minutes.')
  await user.click(within(dialog).getByLabelText('Thank-you message'))
  await user.paste('Thanks, see you soon!')
  await user.click(save)
  await screen.findByText('About 3 minutes.')
  assert.deepEqual(api.requests.find((r) => r.method === 'PATCH')?.body?.updates, { description: 'About 3 minutes.', thanksMessage: 'Thanks, see you soon!' })

  await user.click(screen.getByRole('button', { name: 'Delete form' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await screen.findByRole('heading', { level: 1, name: 'Forms' })
  assert.equal(window.location.pathname, '/console/forms')
  assert.ok(api.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/form/${intake.id}`))
  await waitFor(() => assert.equal(screen.queryByRole('link', { name: 'New patient intake' }), null))
  assert.ok(screen.getByRole('link', { name: 'Weekly check-in' }))
})

test("send from the list: after a success the form's figures are asked for again (sent one more)", async () => {
  const user = userEvent.setup()
  const { api } = seededForms()
  const checkIn = api.data.get('forms')!.find((f) => f.title === 'Weekly check-in')!
  api.answerSend((b) => {
    api.data.get('form_responses')!.push({ id: 'c'.repeat(24), createdAt: '', updatedAt: '', formId: b.formId, enduserId: b.enduserId, sharedVia: 'Email' })
    return { status: 200, body: { accessCode: 'abc', url: 'http://portal.test/link/form?a=abc', via: 'smtp' } }
  })
  show(api.client())
  // the list stays behind the open dialog (hidden from the accessibility tree meanwhile)
  const figures = () => screen.getByRole('link', { name: /^Responses to Weekly check-in/, hidden: true })
  await waitFor(() => assert.equal(figures().textContent, '0 of 0'))
  await user.click(screen.getByRole('button', { name: 'Send Weekly check-in' }))
  const dialog = screen.getByRole('dialog', { name: 'Send "Weekly check-in"' })
  await user.click(within(dialog).getByLabelText(/^Patient/))
  await user.click(await screen.findByRole('option', { name: /Sam Lee/ }))
  await user.click(within(dialog).getByRole('button', { name: 'Send' }))
  await within(dialog).findByText(/Sent by email to Sam Lee\./)
  await waitFor(() => assert.equal(figures().textContent, '0 of 1'))
  assert.equal(api.requests.filter((r) => r.path === '/v1/forms/statistics' && r.query.get('formId') === checkIn.id).length, 2)
})

test("a role without write access to forms and databases (the demo coordinator) is offered Send, never Create form, Details, Delete form, Add question or Create database", async () => {
  const { api, intake } = seededForms()
  const readOnly = { read: 'All', create: null, update: null, delete: null }
  api.data.get('role_based_access_permissions')!.push({
    id: 'r1', createdAt: '', updatedAt: '', role: 'Care Coordinator', permissions: { forms: readOnly, form_fields: readOnly, databases: readOnly, database_records: readOnly },
  })
  const coordinator = api.client({ roles: ['Care Coordinator'] })
  const { unmount } = show(coordinator, '/console/forms')
  await screen.findByRole('button', { name: 'Send New patient intake' })
  // the permissions answered: the list is settled with its role's rules
  await waitFor(() => assert.ok(api.requests.some((r) => r.path === '/v1/role-based-access-permissions'), 'the permissions were read'))
  assert.equal(screen.queryByRole('button', { name: 'Create form' }), null)
  unmount()

  const { unmount: unmount2 } = show(coordinator, `/console/forms/${intake.id}`)
  await screen.findByRole('button', { name: 'Send to a patient' })
  await screen.findByRole('list', { name: 'Questions' })
  for (const name of ['Details', 'Delete form', 'Add question']) assert.equal(screen.queryByRole('button', { name }), null, name)
  // the questions are listed, without Move, Edit or Delete
  await screen.findByText('1. Date of birth')
  for (const name of ['Move Date of birth', 'Edit Date of birth', 'Delete Date of birth']) assert.equal(screen.queryByRole('button', { name }), null, name)
  unmount2()

  show(coordinator, '/console/forms/databases')
  await screen.findByText('Insurance plans')
  assert.equal(screen.queryByRole('button', { name: 'Create database' }), null)
})

test('an admin is offered Create form, Details, Delete form, Add question and Create database', async () => {
  const { api, intake } = seededForms()
  const { unmount } = show(api.client(), '/console/forms')
  await screen.findByRole('button', { name: 'Create form' })
  unmount()
  const page = show(api.client(), `/console/forms/${intake.id}`)
  for (const name of ['Details', 'Delete form', 'Add question']) await screen.findByRole('button', { name })
  page.unmount()
  show(api.client(), '/console/forms/databases')
  await screen.findByRole('button', { name: 'Create database' })
})
