import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { afterEach, test } from 'node:test'
import assert from 'node:assert/strict'
import '@care/form-engine/testing/indexeddb'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ChartScreen } from '../chart-screen.tsx'
import { fakeApi, newId } from '../testing/fake-api.ts'
import { NO_FORMS_TEXT } from './forms-tab.tsx'

function show(client: CareClient, path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <CareProvider client={client}>
      <ChartScreen basePath="/console/chart" />
    </CareProvider>,
  )
}

/** Jordan, a two-question check-in form, and one submitted response */
function seeded(o: { responses?: boolean } = {}) {
  const api = fakeApi({ endusers: [{ fname: 'Jordan', lname: 'Rivera' }] })
  const enduserId = api.data.get('endusers')![0].id
  const add = (c: string, r: Record<string, unknown>) => {
    const record = { id: newId(), createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-02T10:00:00.000Z', ...r }
    api.data.get(c)!.push(record)
    return record
  }
  const form = add('forms', { title: 'Weekly check-in' })
  const feeling = add('form_fields', { formId: form.id, title: 'How are you feeling?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
  add('form_fields', { formId: form.id, title: 'Anything else?', type: 'stringLong', isOptional: true, previousFields: [{ type: 'after', info: { fieldId: feeling.id } }] })
  if (o.responses !== false) {
    add('form_responses', {
      formId: form.id, enduserId, formTitle: 'Weekly check-in', submittedAt: '2026-01-05T15:00:00.000Z',
      responses: [{ fieldId: feeling.id, fieldTitle: 'How are you feeling?', answer: { type: 'string', value: 'Better' } }, { fieldId: 'x', fieldTitle: 'Anything else?', answer: { type: 'stringLong', value: '' } }],
    })
  }
  return { api, enduserId, form }
}

const originalFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = originalFetch
})

test("the Forms tab: the patient's responses with status; the answers in words ('No response provided' when empty); a PDF refusal is shown", async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seeded()
  globalThis.fetch = (async () => new Response(JSON.stringify({ message: 'Could not find a record for the given id' }), { status: 404 })) as typeof fetch
  show(api.client(), `/console/chart/${enduserId}/forms`)
  assert.equal((await screen.findByRole('tab', { name: 'Forms' })).getAttribute('aria-selected'), 'true')
  const list = await screen.findByRole('list', { name: 'Forms' })
  await waitFor(() => assert.match(list.textContent ?? '', /Weekly check-inSubmitted Jan 5, 2026/))
  const filter = api.requests.find((r) => r.path === '/v1/form-responses')?.query.get('filter')
  assert.deepEqual(JSON.parse(filter ?? '{}'), { enduserId })
  await user.click(within(list).getByRole('button', { name: 'Answers of Weekly check-in' }))
  const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' })
  assert.match(dialog.textContent ?? '', /How are you feeling\?BetterAnything else\?No response provided/)
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  await user.click(within(list).getByRole('button', { name: 'PDF of Weekly check-in' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'The PDF could not be downloaded: Could not find a record for the given id')
})

test('fill a form as staff: prepare, one question per page, drafts saved on Next, submit; the response shows as submitted', async () => {
  const user = userEvent.setup()
  const { api, enduserId, form } = seeded({ responses: false })
  show(api.client(), `/console/chart/${enduserId}/forms`)
  await screen.findByText(NO_FORMS_TEXT)
  await user.click(screen.getByRole('button', { name: 'Fill a form' }))
  const dialog = screen.getByRole('dialog', { name: 'Fill a form for the patient' })
  const start = within(dialog).getByRole('button', { name: 'Start' }) as HTMLButtonElement
  assert.equal(start.disabled, true)
  await user.click(within(dialog).getByRole('combobox', { name: /Form/ }))
  await user.click(await screen.findByRole('option', { name: 'Weekly check-in' }))
  await user.click(start)
  const filling = await screen.findByRole('dialog', { name: 'Weekly check-in' })
  const prepared = api.requests.find((r) => r.path === '/v1/prepare-form-response')
  assert.deepEqual(prepared?.body, { formId: form.id, enduserId })
  await user.type(await within(filling).findByRole('textbox'), 'Much better')
  await user.click(within(filling).getByRole('button', { name: 'Next' }))
  await within(filling).findByText(/Anything else\?/)
  await waitFor(() => assert.ok(api.requests.some((r) => r.path === '/v1/save-field-response'), 'an answer was saved as a draft'))
  await user.click(within(filling).getByRole('button', { name: 'Submit' }))
  await within(filling).findByText('Your response was successfully recorded')
  const submitted = api.requests.find((r) => r.path === '/v1/submit-form-response')
  const answers = submitted?.body?.responses as { fieldTitle: string; answer: { value: unknown } }[]
  assert.equal(answers[0].answer.value, 'Much better')
  await user.click(within(filling).getByRole('button', { name: 'Close' }))
  const list = await screen.findByRole('list', { name: 'Forms' })
  await waitFor(() => assert.match(list.textContent ?? '', /Weekly check-inSubmitted/))
  assert.ok(screen.getByText('"Weekly check-in" submitted'))
})

test('a new internal note is prepared with isInternalNote and listed as one; an unsubmitted one can be continued', async () => {
  const user = userEvent.setup()
  const { api, enduserId, form } = seeded({ responses: false })
  show(api.client(), `/console/chart/${enduserId}/forms`)
  await screen.findByText(NO_FORMS_TEXT)
  await user.click(screen.getByRole('button', { name: 'New internal note' }))
  const dialog = screen.getByRole('dialog', { name: 'New internal note' })
  assert.match(dialog.textContent ?? '', /hidden from the patient until it is submitted/)
  await user.click(within(dialog).getByRole('combobox', { name: /Form/ }))
  await user.click(await screen.findByRole('option', { name: 'Weekly check-in' }))
  await user.click(within(dialog).getByRole('button', { name: 'Start' }))
  await screen.findByRole('dialog', { name: 'Weekly check-in' })
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/prepare-form-response')?.body, { formId: form.id, enduserId, isInternalNote: true })
  await user.click(screen.getByRole('button', { name: 'Close' }))
  const list = await screen.findByRole('list', { name: 'Forms' })
  await waitFor(() => assert.match(list.textContent ?? '', /Weekly check-inInternal note · Not started/))
  await user.click(within(list).getByRole('button', { name: 'Continue filling Weekly check-in' }))
  const again = await screen.findByRole('dialog', { name: 'Weekly check-in' })
  await within(again).findByText(/How are you feeling\?/)
  assert.equal(api.requests.filter((r) => r.path === '/v1/prepare-form-response').length, 1, 'continuing prepares nothing new')
})
