import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ChartScreen, PATIENT_NOT_ASSIGNED, PATIENT_NOT_FOUND } from './chart-screen.tsx'
import { fakeApi, newId, seededChart } from './testing/fake-api.ts'
import { FREE_TEXT_NOTE, LOOKUP_UNAVAILABLE_TEXT } from './tabs/drug-lookup.tsx'

const navigate = (url: string) => {
  window.history.pushState(null, '', url)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

function show(client: CareClient, path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <CareProvider client={client}>
      <ChartScreen basePath="/console/chart" navigate={navigate} />
    </CareProvider>,
  )
}

const list = (name: string) => document.querySelector<HTMLElement>(`ul[aria-label="${name}"]`)
const waitForText = (el: () => HTMLElement | null, text: string) => waitFor(() => assert.ok(el()?.textContent?.includes(text), `no "${text}"`))

test("the header (name, date of birth, contact, tags) and the Notes tab by default; Back goes to the patients list", async () => {
  const { api, enduserId } = seededChart()
  const release = api.hold()
  show(api.client(), `/console/chart/${enduserId}`)
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  assert.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Patient chart')
  release()
  await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' })
  for (const text of ['04-12-1980', 'jordan@demo.care', 'diabetes', 'new']) assert.ok(document.body.textContent?.includes(text), text)
  assert.equal(screen.getByRole('link', { name: '← Back to patients' }).getAttribute('href'), '/console/patients')
  assert.equal(screen.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected'), 'true')
  await waitForText(() => list('Notes'), 'Intake call')
  const notes = api.requests.find((r) => r.path === '/v1/notes')
  assert.deepEqual(JSON.parse(notes?.query.get('filter') ?? '{}'), { enduserId })
  assert.equal(notes?.query.get('limit'), '500')
})

test('each tab has its URL; an empty tab says so', async () => {
  const { api, enduserId } = seededChart()
  show(api.client(), `/console/chart/${enduserId}`)
  await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' })
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Tickets' }))
  assert.equal(window.location.pathname, `/console/chart/${enduserId}/tickets`)
  await screen.findByText('No tickets yet')
  assert.equal(screen.getByRole('tabpanel').getAttribute('aria-labelledby'), 'chart-tab-tickets')
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Tasks' }))
  await waitForText(() => list('Tasks'), 'Walk 20 minutes a day')
})

test('a new note is listed at once and carries the patient', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seededChart()
  show(api.client(), `/console/chart/${enduserId}`)
  await waitForText(() => list('Notes'), 'Intake call')
  await user.click(screen.getByRole('button', { name: 'New note' }))
  const dialog = screen.getByRole('dialog', { name: 'New note' })
  await waitFor(() => assert.equal(document.activeElement?.id.endsWith('-field-title'), true, 'focus in the first field'))
  const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  assert.equal(save.disabled, true, 'nothing typed yet')
  await user.type(within(dialog).getByLabelText('Title', { exact: false }), 'Phone call')
  await user.click(save)
  assert.equal(within(dialog).getByRole('textbox', { name: 'Note' }).getAttribute('aria-invalid'), 'true', 'the note text is required')
  await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Asked about dizziness.')
  await user.click(save)
  await waitFor(() => assert.equal(document.querySelector('[role="dialog"]'), null))
  await waitForText(() => list('Notes'), 'Phone call')
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/note')
  assert.deepEqual(sent?.body, { title: 'Phone call', text: 'Asked about dizziness.', enduserId })
})

test('records arriving from elsewhere (the live connection writes them into the cache) show without reloading', async () => {
  const { api, enduserId } = seededChart()
  const client = api.client()
  show(client, `/console/chart/${enduserId}`)
  await waitForText(() => list('Notes'), 'Intake call')
  const now = new Date().toISOString()
  // what every stored record carries besides its own fields
  const stored = { businessId: newId(), organizationIds: [], creator: newId(), createdAt: now, updatedAt: now }
  client.collection('notes').addReplaceIfMatch([{ ...stored, id: newId(), enduserId, title: 'From the other tab' }], { front: true })
  client.collection('notes').addReplaceIfMatch([{ ...stored, id: newId(), enduserId: newId(), title: 'Another patient' }], { front: true })
  await waitForText(() => list('Notes'), 'From the other tab')
  assert.equal(list('Notes')?.textContent?.includes('Another patient'), false)
})

test("a patient who does not exist, and a tab that fails to load (Try again)", async () => {
  const missing = fakeApi()
  show(missing.client(), `/console/chart/${newId()}`)
  await screen.findByText(PATIENT_NOT_FOUND)
  screen.getByRole('heading', { level: 1, name: 'Patient chart' })
})

test('a coordinator who sees only assigned patients is told a patient is not assigned to them, not that they were deleted', async () => {
  const api = fakeApi({ role_based_access_permissions: [{ role: 'Care Coordinator', permissions: { endusers: { read: 'Assigned', update: 'Assigned' } } }] })
  show(api.client({ roles: ['Care Coordinator'] }), `/console/chart/${newId()}`)
  await screen.findByText(PATIENT_NOT_ASSIGNED)
  assert.equal(screen.queryByText(PATIENT_NOT_FOUND), null)
})

test("a role that sets nothing for patients ('Default': their assigned ones) is told the same", async () => {
  const api = fakeApi({ role_based_access_permissions: [{ role: 'Front desk', permissions: { forms: { read: 'All' } } }] })
  show(api.client({ roles: ['Front desk'] }), `/console/chart/${newId()}`)
  await screen.findByText(PATIENT_NOT_ASSIGNED)
  assert.equal(screen.queryByText(PATIENT_NOT_FOUND), null)
})

test('a list that fails to load says why and recovers with Try again', async () => {
  const { api, enduserId } = seededChart()
  api.failNext((r) => r.path === '/v1/care-plans', 500, { message: 'boom' })
  show(api.client(), `/console/chart/${enduserId}/care-plans`)
  const alert = await screen.findByRole('alert')
  assert.match(alert.textContent ?? '', /Something went wrong on our end/)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await waitForText(() => list('Care plans'), 'Type 2 diabetes care plan')
})

test('a second care plan with the same title is refused under Title', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seededChart()
  api.failNext((r) => r.method === 'POST' && r.path === '/v1/care-plan', 409, { message: 'Uniqueness Violation', validation: [{ field: 'title', message: 'A care plan with this title already exists for this enduser' }] })
  show(api.client(), `/console/chart/${enduserId}/care-plans`)
  await waitForText(() => list('Care plans'), 'Type 2 diabetes care plan')
  await user.click(screen.getByRole('button', { name: 'New care plan' }))
  const dialog = screen.getByRole('dialog', { name: 'New care plan' })
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Type 2 diabetes care plan')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.ok(dialog.textContent?.includes('A care plan with this title already exists for this enduser'), "the server's refusal in the dialog"))
  assert.equal(within(dialog).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid'), 'true')
})

test('completing a task asks first, then it is done for good (no way to undo it here)', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seededChart()
  show(api.client(), `/console/chart/${enduserId}/tasks`)
  await user.click(await screen.findByRole('button', { name: 'Mark complete: Walk 20 minutes a day' }))
  const confirm = screen.getByRole('dialog', { name: 'Mark this task complete?' })
  assert.match(confirm.textContent ?? '', /cannot be marked incomplete/)
  await user.click(within(confirm).getByRole('button', { name: 'Mark complete' }))
  await waitForText(() => list('Tasks'), 'Completed')
  assert.equal(screen.queryByRole('button', { name: 'Mark complete: Walk 20 minutes a day' }), null)
  const patch = api.requests.find((r) => r.method === 'PATCH')
  assert.equal(typeof (patch?.body?.updates as { completedAt?: unknown })?.completedAt, 'string')
})

test('medications: with the lookup unavailable the drug is typed and saved without a code; a picked drug keeps its code', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seededChart()
  api.drugs.answer = { status: 503, body: { message: 'Drug lookup is unavailable' } }
  show(api.client(), `/console/chart/${enduserId}/medications`)
  await screen.findByText('No medications yet')
  await user.click(screen.getByRole('button', { name: 'New medication' }))
  let dialog = screen.getByRole('dialog', { name: 'New medication' })
  await waitFor(() => assert.ok(document.activeElement === within(dialog).getByRole('textbox', { name: 'Search the drug database' }), 'the lookup comes first'))
  await user.type(within(dialog).getByRole('textbox', { name: 'Search the drug database' }), 'aspirin{Enter}')
  await waitFor(() => assert.ok(dialog.textContent?.includes(LOOKUP_UNAVAILABLE_TEXT), 'the lookup says it is unavailable'))
  await user.type(within(dialog).getByRole('textbox', { name: 'Drug name' }), 'Aspirin 81 mg')
  assert.ok(dialog.textContent?.includes(FREE_TEXT_NOTE))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitForText(() => list('Medications'), 'No RxNorm code')
  assert.deepEqual(api.requests.find((r) => r.method === 'POST' && r.path === '/v1/enduser-medication')?.body, { title: 'Aspirin 81 mg', enduserId })

  api.drugs.answer = { status: 200, body: { drugs: [{ rxcui: '861007', name: 'metformin hydrochloride 500 MG Oral Tablet' }] } }
  await user.click(screen.getByRole('button', { name: 'New medication' }))
  dialog = screen.getByRole('dialog', { name: 'New medication' })
  await user.type(within(dialog).getByRole('textbox', { name: 'Search the drug database' }), 'metformin')
  await user.click(within(dialog).getByRole('button', { name: 'Search' }))
  await user.click(await within(dialog).findByRole('button', { name: /metformin hydrochloride 500 MG Oral Tablet/ }))
  assert.ok(dialog.textContent?.includes('RxNorm 861007'))
  // typing another name drops the code: it belonged to the picked drug
  await user.type(within(dialog).getByRole('textbox', { name: 'Drug name' }), ' XR')
  await waitFor(() => assert.ok(!dialog.textContent?.includes('RxNorm 861007'), 'the RxNorm code is gone'))
  await user.type(within(dialog).getByRole('textbox', { name: 'Drug name' }), '{Backspace}{Backspace}{Backspace}')
  await user.click(within(dialog).getByRole('button', { name: 'Search' }))
  await user.click(await within(dialog).findByRole('button', { name: /metformin hydrochloride 500 MG Oral Tablet/ }))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitForText(() => list('Medications'), 'RxNorm 861007')
  const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/enduser-medication').at(-1)
  assert.deepEqual(sent?.body, { title: 'metformin hydrochloride 500 MG Oral Tablet', rxNormCode: '861007', enduserId })
})

test("a coordinator is offered only what their role allows: new notes, no edits of others' notes, no uploads", async () => {
  const { api, enduserId } = seededChart()
  api.data.get('role_based_access_permissions')!.push({
    id: newId(), createdAt: '', updatedAt: '', role: 'Care Coordinator',
    permissions: { notes: { create: 'All', read: 'All', update: 'Assigned', delete: null }, files: { create: null, read: 'All' } },
  })
  const coordinator = newId()
  api.data.get('notes')!.push({ id: newId(), createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', enduserId, title: 'My own note', creator: coordinator })
  show(api.client({ id: coordinator, roles: ['Care Coordinator'] }), `/console/chart/${enduserId}`)
  await screen.findByRole('button', { name: 'New note' })
  await screen.findByRole('button', { name: 'Edit My own note' })
  assert.equal(screen.queryByRole('button', { name: 'Edit Intake call' }), null)
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Files' }))
  await screen.findByText('No files yet')
  assert.equal(screen.queryByRole('button', { name: 'Select a File' }), null)
})
