import { clearDrafts } from '@care/form-engine/testing/indexeddb'
import { act, fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { fakePublicFormsV1 } from '@care/sdk/testing'
import { PublicFormScreen, type PublicFormScreenProps } from './public-form-screen.tsx'

const FORM_ID = 'f'.repeat(24)
const BUSINESS_ID = 'b'.repeat(24)

interface PublicFormDef {
  form: Record<string, unknown> & { id: string; title: string }
  fields: Record<string, unknown>[]
}

const publicForm = (extra: Record<string, unknown> = {}): PublicFormDef => ({
  form: { id: FORM_ID, businessId: BUSINESS_ID, title: 'Sleep survey', description: 'Two questions.', allowPublicURL: true, ...extra },
  fields: [
    { id: 'q1', formId: FORM_ID, title: 'How many hours do you sleep?', type: 'number', previousFields: [{ type: 'root', info: {} }] },
  ],
})
/** the one fake /v1 holding this public form and its fields, no responses yet */
const fakePublicFormsApi = (def: PublicFormDef) =>
  fakePublicFormsV1({ businessId: BUSINESS_ID, collections: { forms: [def.form], form_fields: def.fields, form_responses: [] } })

function show(client: CareClient, search: string, props: Partial<PublicFormScreenProps> = {}) {
  window.sessionStorage.clear()
  return render(
    <CareProvider client={client}>
      <PublicFormScreen search={search} {...props} />
    </CareProvider>,
  )
}

// the fake hands out the same access codes in every test: no test restores another's draft
beforeEach(() => clearDrafts())

const input = (id: string) => document.querySelector(`[data-field-input="${id}"]`) as HTMLInputElement

/**
 * polls with the real clock (the draft's IndexedDB writes come before a save is sent); a passing
 * wait ends as soon as its condition holds, so the limit is generous: under the whole suite's load
 * on two cores one render and save took over 5 s
 */
async function until(condition: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await act(() => new Promise((r) => setTimeout(r, 20)))
  }
}

test('anonymous visitor: the intake first (Email is required), then a public session of its own fills and submits the form', async () => {
  const api = fakePublicFormsApi(publicForm({ intakeEmailRequired: true, thanksMessage: 'Thanks, we got it.' }))
  const shell = api.anonymous()
  show(shell, `?f=${FORM_ID}`, { createPublicClient: api.createPublicClient })
  await screen.findByRole('heading', { level: 1, name: 'Sleep survey' })
  screen.getByText('Two questions.')
  screen.getByRole('heading', { name: 'Before you start' })
  fireEvent.click(screen.getByRole('button', { name: 'Start' }))
  await screen.findByText('Email is required')
  assert.equal(api.requests.some((r) => r.path.endsWith('/session-for-public-form')), false)
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Sam' } })
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'sam@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Start' }))

  await screen.findByRole('heading', { name: /How many hours do you sleep/ })
  const started = api.requests.find((r) => r.path.endsWith('/session-for-public-form'))!
  assert.deepEqual(started.body, { formId: FORM_ID, businessId: BUSINESS_ID, fname: 'Sam', email: 'sam@example.com' })
  // the public session is the form's client's, never the portal's sign-in
  assert.equal(shell.session.authToken, undefined)
  assert.equal(api.publicClients[0]!.session.authToken, api.sessions[0]!.token)
  fireEvent.change(input('q1'), { target: { value: '7' } })
  await until(() => !(screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled)
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('Thanks, we got it.')
  assert.equal(api.responses()[0]!.submittedAt !== undefined, true)
  assert.deepEqual((api.responses()[0]!.responses as { answer: { value: unknown } }[]).map((e) => e.answer.value), [7])
  // a reload of the link starts a new response
  assert.equal(window.sessionStorage.getItem(`care-public-form:${FORM_ID}`), null)
})

test('a form without intake starts at once; a reload of the tab resumes the same response', async () => {
  const api = fakePublicFormsApi(publicForm())
  const shell = api.anonymous()
  const first = show(shell, `?f=${FORM_ID}`, { createPublicClient: api.createPublicClient })
  await screen.findByRole('heading', { name: /How many hours do you sleep/ })
  assert.equal(screen.queryByRole('heading', { name: 'Before you start' }), null)
  first.unmount()
  render(
    <CareProvider client={shell}>
      <PublicFormScreen search={`?f=${FORM_ID}`} createPublicClient={api.createPublicClient} />
    </CareProvider>,
  )
  await screen.findByRole('heading', { name: /How many hours do you sleep/ })
  assert.equal(api.sessions.length, 1)
  assert.equal(api.requests.filter((r) => r.path.endsWith('/form-info-for-access-code')).every((r) => r.query.get('accessCode') === 'code-1'), true)
})

test('a form that is not public, disabled or unknown: This form is no longer available', async () => {
  for (const def of [publicForm({ allowPublicURL: false }), publicForm({ disabled: true })]) {
    const api = fakePublicFormsApi(def)
    const view = show(api.anonymous(), `?f=${FORM_ID}`, { createPublicClient: api.createPublicClient })
    await screen.findByText('This form is no longer available')
    assert.equal(api.requests.some((r) => r.path.endsWith('/session-for-public-form')), false)
    view.unmount()
  }
  const api = fakePublicFormsApi(publicForm())
  show(api.anonymous(), '', { createPublicClient: api.createPublicClient })
  await screen.findByText('This link is incomplete. Please open the full link you were sent.')
})

test('an anonymous visitor with a patient’s access code is asked to sign in', async () => {
  const api = fakePublicFormsApi(publicForm())
  const navigated: string[] = []
  show(api.anonymous(), `?f=${FORM_ID}&a=code-9`, { navigate: (u) => navigated.push(u) })
  fireEvent.click(await screen.findByRole('link', { name: 'Sign in to fill this form' }))
  assert.equal(navigated[0]!.startsWith('/login?next='), true)
})

test('signed in: with a code the response is filled; a submitted one says This form has already been submitted', async () => {
  const api = fakePublicFormsApi(publicForm())
  const patient = api.client({ id: 'p'.repeat(24) })
  await patient.api.prepareFormResponse({ formId: FORM_ID, enduserId: 'p'.repeat(24) })
  api.responses()[0]!.submittedAt = '2026-01-01T00:00:00Z'
  show(patient, `?f=${FORM_ID}&a=code-1`)
  await screen.findByText('This form has already been submitted')
  assert.equal(screen.queryByRole('button', { name: 'Submit' }), null)
})

test('signed in with only the form: a response is prepared for the patient; after submit, submitRedirectURL; backgroundColor and gtag', async () => {
  const api = fakePublicFormsApi(publicForm({ submitRedirectURL: 'https://clinic.example/thanks', backgroundColor: '#123456', ga4measurementId: 'G-TEST1234' }))
  const me = 'p'.repeat(24)
  const patient = api.client({ id: me })
  const redirects: string[] = []
  const view = show(patient, `?f=${FORM_ID}`, { redirect: (u) => redirects.push(u) })
  await screen.findByRole('heading', { name: /How many hours do you sleep/ })
  assert.deepEqual(api.requests.find((r) => r.path.endsWith('/prepare-form-response'))!.body, { formId: FORM_ID, enduserId: me })
  const outer = view.container.firstElementChild as HTMLElement
  assert.equal(getComputedStyle(outer).backgroundColor, 'rgb(18, 52, 86)')
  assert.ok(document.querySelector('script[src*="googletagmanager.com/gtag/js?id=G-TEST1234"]'), 'the gtag script is loaded')
  fireEvent.change(input('q1'), { target: { value: '8' } })
  await until(() => !(screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled)
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() => assert.deepEqual(redirects, ['https://clinic.example/thanks']))
  screen.getByRole('link', { name: 'Continue' })
})

test('hideBg=true: no background colour', async () => {
  const api = fakePublicFormsApi(publicForm({ backgroundColor: '#123456' }))
  const view = show(api.anonymous(), `?f=${FORM_ID}&hideBg=true`, { createPublicClient: api.createPublicClient })
  await screen.findByRole('heading', { name: /How many hours do you sleep/ })
  const outer = view.container.firstElementChild as HTMLElement
  assert.notEqual(getComputedStyle(outer).backgroundColor, 'rgb(18, 52, 86)')
})
