import '@care/form-engine/testing/indexeddb'
import { act, fireEvent, render, screen, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { DocumentsPage } from '../documents-page.tsx'
import { fakeApi, fakeRequest, FakeSocket, PATIENT, responseRecord, type FakeForm } from '../testing/fake-api.ts'
import type { FormResponseLike } from './form-rules.ts'
import { FormFillPage } from './form-fill-page.tsx'
import { accessCodeOf } from './paths.ts'

const FORM_ID = 'f'.repeat(24)
const intake: FakeForm = {
  form: { id: FORM_ID, title: 'New patient intake', description: 'About 3 minutes.', thanksMessage: 'Thank you — see you soon.' },
  fields: [
    { id: 'q1', formId: FORM_ID, title: 'Your full name', type: 'string', previousFields: [{ type: 'root', info: {} }] },
    { id: 'q2', formId: FORM_ID, title: 'Anything else?', type: 'stringLong', isOptional: true, previousFields: [{ type: 'after', info: { fieldId: 'q1' } }] },
  ],
}

function navigateFn() {
  return (url: string) => {
    window.history.pushState(null, '', url)
    window.dispatchEvent(new window.PopStateEvent('popstate'))
  }
}

function setup(responses: FormResponseLike[]) {
  window.history.replaceState(null, '', '/documents')
  const { api, client } = fakeApi([])
  api.setResponses(responses)
  api.forms.set(FORM_ID, intake)
  return { api, client }
}

function renderDocuments(client: ReturnType<typeof setup>['client']) {
  return render(
    <CareProvider client={client}>
      <DocumentsPage navigate={navigateFn()} createRequest={fakeRequest} />
    </CareProvider>,
  )
}

const section = (name: string) => screen.getByRole('region', { name })
const rowTexts = (name: string) => [...section(name).querySelectorAll('.MuiListItemText-primary')].map((el) => el.textContent)

test('Outstanding Forms lists unsubmitted forms; Your Forms the submitted ones with Uploaded {date} and View Responses', async () => {
  const { client } = setup([
    responseRecord({ formTitle: 'New patient intake' }),
    responseRecord({ formTitle: 'Weekly check-in', submittedAt: '2026-02-03T15:00:00Z', responses: [
      { fieldId: 'r', fieldTitle: 'How are you feeling this week?', answer: { type: 'rating', value: 7 } },
      { fieldId: 'n', fieldTitle: 'Anything your care team should know?', answer: { type: 'stringLong', value: '' } },
      { fieldId: 'm', fieldTitle: 'Medications', answer: { type: 'Medications', value: [{ displayTerm: 'x', drugName: 'Metformin 500 MG' }] } },
    ] }),
    responseRecord({ formTitle: 'Staff note', isInternalNote: true }),
    responseRecord({ formTitle: 'Hidden one', hideFromEnduserPortal: true }),
  ])
  renderDocuments(client)
  screen.getByRole('heading', { level: 2, name: 'Outstanding Forms' })
  screen.getByRole('heading', { level: 2, name: 'Your Forms' })
  await waitFor(() => assert.deepEqual(rowTexts('Outstanding Forms'), ['New patient intake'], 'the outstanding form is not listed'))
  assert.deepEqual(rowTexts('Your Forms'), ['Weekly check-in'])
  within(section('Your Forms')).getByText('Uploaded Feb 3, 2026')
  within(section('Outstanding Forms')).getByText('Not started')

  fireEvent.click(within(section('Your Forms')).getByRole('button', { name: 'View Responses: Weekly check-in' }))
  const dialog = await screen.findByRole('dialog', { name: /Weekly check-in/ })
  within(dialog).getByText('How are you feeling this week?')
  within(dialog).getByText('7')
  within(dialog).getByText('No response provided')
  within(dialog).getByText('Metformin 500 MG · Reason: Not provided')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => assert.equal(document.querySelector('[role="dialog"]') === null, true, 'the responses dialog is still open'), { timeout: 3000 })
  client.close()
})

test('no forms: both sections say so; a failed load offers Try again; a missing service says forms are not available', async () => {
  const { api, client } = setup([])
  const first = renderDocuments(client)
  await screen.findByText('You have no outstanding forms')
  screen.getByText('You have not submitted any forms yet')
  first.unmount()
  client.resetCaches()

  api.failNext.set('/form-responses', { status: 500, message: 'Service unavailable' })
  renderDocuments(client)
  const retry = await within(section('Outstanding Forms')).findByRole('button', { name: 'Try again' })
  within(section('Your Forms')).getByRole('button', { name: 'Try again' })
  api.setResponses([responseRecord({ formTitle: 'Consent' })])
  fireEvent.click(retry)
  await waitFor(() => assert.deepEqual(rowTexts('Outstanding Forms'), ['Consent'], 'the outstanding form is not listed after Try again'))
  client.close()
})

test('forms service not deployed (404): Forms are not available yet', async () => {
  const { api, client } = setup([])
  api.failNext.set('/form-responses', { status: 404, message: 'Not found' })
  renderDocuments(client)
  await within(section('Outstanding Forms')).findByText('Forms are not available yet')
  client.close()
})

test('an outstanding form opens /documents/forms/{accessCode}', async () => {
  const outstanding = responseRecord({ formTitle: 'New patient intake', accessCode: 'abc/123' })
  const { client } = setup([outstanding])
  renderDocuments(client)
  const link = await within(section('Outstanding Forms')).findByRole('link', { name: /New patient intake/ })
  assert.equal(link.getAttribute('href'), '/documents/forms/abc%2F123')
  fireEvent.click(link)
  assert.equal(window.location.pathname, '/documents/forms/abc%2F123')
  assert.equal(accessCodeOf(window.location.pathname), 'abc/123')
  client.close()
})

test('live: a form sent while the page is open shows as outstanding, and moves to Your Forms once submitted', async () => {
  const { client } = setup([])
  renderDocuments(client)
  await screen.findByText('You have no outstanding forms')
  await waitFor(() => assert.equal(client.live.state, 'authenticated', 'the live connection is not authenticated'))
  const sent = responseRecord({ formTitle: 'Pre-visit survey' })
  act(() => FakeSocket.last!.push('created-form_responses', [sent]))
  await waitFor(() => assert.deepEqual(rowTexts('Outstanding Forms'), ['Pre-visit survey'], 'the form sent live is not outstanding'))
  act(() => FakeSocket.last!.push('updated-form_responses', [{ id: sent.id, submittedAt: '2026-03-01T09:00:00Z' }]))
  await waitFor(() => assert.deepEqual(rowTexts('Your Forms'), ['Pre-visit survey'], 'the form submitted live is not under Your Forms'))
  screen.getByText('You have no outstanding forms')
  client.close()
})

/** polls with the real clock: the draft is written to (fake) IndexedDB before the save is sent, which waitFor's loop does not let through */
async function until(condition: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

const input = (id: string) => document.querySelector(`[data-field-input="${id}"]`) as HTMLInputElement

test('the fill page: title and description, Next saves the answer, Submit shows the thank-you and Back to Documents lists it under Your Forms', async () => {
  const r = responseRecord({ formTitle: 'New patient intake', formId: FORM_ID, accessCode: 'code-fill-1' })
  const { api, client } = setup([r])
  window.history.replaceState(null, '', '/documents/forms/code-fill-1')
  const navigate = navigateFn()
  const view = render(
    <CareProvider client={client}>
      <FormFillPage accessCode="code-fill-1" navigate={navigate} />
    </CareProvider>,
  )
  await screen.findByRole('heading', { level: 1, name: 'New patient intake' })
  screen.getByText('About 3 minutes.')
  await screen.findByRole('heading', { name: /Your full name/ })
  fireEvent.change(input('q1'), { target: { value: 'Jordan Rivera' } })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await until(() => api.calls.some((c) => c.path === '/save-field-response' && (c.body as { response: { answer: { value: string } } }).response.answer.value === 'Jordan Rivera'))
  assert.equal((api.calls.find((c) => c.path === '/save-field-response')!.body as { accessCode: string }).accessCode, 'code-fill-1')
  await screen.findByRole('heading', { name: /Anything else/ })
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('Thank you — see you soon.')
  const submit = api.calls.find((c) => c.path === '/submit-form-response')!
  assert.deepEqual((submit.body as { responses: { fieldId: string; answer: { value: unknown } }[] }).responses.find((e) => e.fieldId === 'q1')?.answer.value, 'Jordan Rivera')
  const backs = screen.getAllByRole('button', { name: 'Back to Documents' })
  fireEvent.click(backs[backs.length - 1])
  assert.equal(window.location.pathname, '/documents')
  view.unmount()
  renderDocuments(client)
  await waitFor(() => assert.deepEqual(rowTexts('Your Forms'), ['New patient intake'], 'the submitted form is not under Your Forms'))
  screen.getByText('You have no outstanding forms')
  client.close()
})

test('the fill page: a submitted response says so; an unknown code says the form is no longer available', async () => {
  const done = responseRecord({ formTitle: 'New patient intake', formId: FORM_ID, accessCode: 'code-done', submittedAt: '2026-02-01T00:00:00Z' })
  const { client } = setup([done])
  const first = render(
    <CareProvider client={client}>
      <FormFillPage accessCode="code-done" navigate={navigateFn()} />
    </CareProvider>,
  )
  await screen.findByText('This form has already been submitted')
  assert.equal(screen.queryByRole('button', { name: 'Submit' }), null)
  first.unmount()
  render(
    <CareProvider client={client}>
      <FormFillPage accessCode="nope" navigate={navigateFn()} />
    </CareProvider>,
  )
  await screen.findByText('This form is no longer available')
  assert.equal(screen.queryByRole('button', { name: 'Try again' }), null)
  assert.equal(screen.getAllByRole('button', { name: 'Back to Documents' }).length, 2)
  client.close()
})

test('the fill page: a failed load shows the message with Try again', async () => {
  const r = responseRecord({ formTitle: 'New patient intake', formId: FORM_ID, accessCode: 'code-retry' })
  const { api, client } = setup([r])
  api.failNext.set('/form-info-for-access-code', { status: 503, message: 'Service unavailable' })
  render(
    <CareProvider client={client}>
      <FormFillPage accessCode="code-retry" navigate={navigateFn()} />
    </CareProvider>,
  )
  await screen.findByRole('alert')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByRole('heading', { level: 1, name: 'New patient intake' })
  assert.equal(PATIENT.length, 24)
  client.close()
})
