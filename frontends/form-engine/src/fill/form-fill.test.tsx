import '../testing/indexeddb.ts'
import { act, fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import { FormFill, type FormRecord } from './form-fill.tsx'

const FORM_ID = 'f'.repeat(24)
const ENDUSER_ID = 'e'.repeat(24)

/** /v1 as the forms service answers filling by access code: one response, code 'code-1' */
function fakeForms(form: FormRecord, response: Record<string, unknown> = {}) {
  const stored = { id: 'r'.repeat(24), formId: FORM_ID, enduserId: ENDUSER_ID, accessCode: 'code-1', formTitle: 'Stored title', responses: [], ...response }
  const fields = [{ id: 'q1', formId: FORM_ID, title: 'Hours of sleep', type: 'number', previousFields: [{ type: 'root', info: {} }] }]
  const v1 = fakeV1({
    kind: 'enduser',
    routes(req) {
      const path = req.path.replace(/^\/v1/, '')
      const known = (code: unknown) => code === stored.accessCode
      if (req.method === 'GET' && path === '/form-info-for-access-code') {
        return known(req.query.get('accessCode')) ? json(200, { form, fields, response: stored }) : json(404, { message: 'Form response not found' })
      }
      if (req.method === 'PATCH' && path === '/save-field-response') return json(200, { formResponse: stored })
      if (req.method === 'PATCH' && path === '/submit-form-response') {
        Object.assign(stored, { responses: req.body?.responses, submittedAt: '2026-03-01T00:00:00.000Z' })
        return json(200, { formResponse: { ...stored } })
      }
      return undefined
    },
  })
  return { ...v1, stored, client: v1.client({ id: ENDUSER_ID }) }
}

const answerInput = () => document.querySelector('[data-field-input="q1"]') as HTMLInputElement

async function submitSeven() {
  await screen.findByRole('heading', { name: /Hours of sleep/ })
  fireEvent.change(answerInput(), { target: { value: '7' } })
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
  await waitFor(() => assert.equal(submit.disabled, false))
  fireEvent.click(submit)
}

test('fills one response: the form reaches onForm, submit reaches onSubmitted, the title takes focus over the sanitized html thank-you', async () => {
  const form: FormRecord = { id: FORM_ID, title: 'Sleep', displayTitle: 'Your sleep', description: 'One question.', htmlThanksMessage: '<p>Thanks <b>a lot</b><img src=x onerror="alert(1)"></p>' }
  const api = fakeForms(form)
  const seen: { form?: FormRecord; submitted?: unknown } = {}
  const view = render(
    <FormFill client={api.client} accessCode="code-1" enduserId={ENDUSER_ID} onForm={(f) => (seen.form = f)} onSubmitted={(r, f) => (seen.submitted = [r.id, f.id])} actions={<button type="button">Done</button>} />,
  )
  const title = await screen.findByRole('heading', { level: 1, name: 'Your sleep' })
  screen.getByText('One question.')
  assert.equal(seen.form?.id, FORM_ID)
  await submitSeven()
  const thanks = await screen.findByRole('status')
  await waitFor(() => assert.equal(thanks.textContent, 'Thanks a lot'))
  assert.equal(thanks.querySelector('img[onerror]'), null, 'the html is sanitized')
  assert.equal(document.activeElement, title)
  screen.getByRole('button', { name: 'Done' })
  assert.deepEqual(seen.submitted, [api.stored.id, FORM_ID])
  const sent = api.requests.find((r) => r.path.endsWith('/submit-form-response'))!
  assert.equal(sent.body?.accessCode, 'code-1')
  assert.deepEqual((sent.body?.responses as { fieldId: string; answer: { value: unknown } }[]).map((e) => [e.fieldId, e.answer.value]), [['q1', 7]])
  view.unmount()
  api.client.close()
})

test("without a thank-you of the form's own the engine's default shows; a submitted response says so and offers no Submit", async () => {
  const api = fakeForms({ id: FORM_ID, title: 'Sleep' })
  const first = render(<FormFill client={api.client} accessCode="code-1" enduserId={ENDUSER_ID} />)
  await submitSeven()
  await screen.findByText('Your response was successfully recorded')
  first.unmount()
  render(<FormFill client={api.client} accessCode="code-1" enduserId={ENDUSER_ID} />)
  await screen.findByText('This form has already been submitted')
  screen.getByRole('heading', { level: 1, name: 'Sleep' })
  assert.equal(screen.queryByRole('button', { name: 'Submit' }), null)
  api.client.close()
})

test("an unknown code: 'This form is no longer available' without Try again; another failure: its message with Try again, which loads again", async () => {
  const api = fakeForms({ id: FORM_ID, title: 'Sleep' })
  const first = render(<FormFill client={api.client} accessCode="nope" enduserId={ENDUSER_ID} />)
  await screen.findByText('This form is no longer available')
  assert.equal(screen.queryByRole('button', { name: 'Try again' }), null)
  first.unmount()
  api.failNext((r) => r.path.endsWith('/form-info-for-access-code'), 503, { message: 'Forms are unavailable right now' })
  render(<FormFill client={api.client} accessCode="code-1" enduserId={ENDUSER_ID} />)
  await screen.findByText('Forms are unavailable right now')
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
  await screen.findByRole('heading', { level: 1, name: 'Sleep' })
  api.client.close()
})

test("a Stripe question takes the patient's card through billing: the test processor's form, 4242… confirmed, the customer saved as the answer", async () => {
  const stored = { id: 'r'.repeat(24), formId: FORM_ID, enduserId: ENDUSER_ID, accessCode: 'code-1', responses: [] }
  const card = { id: 'c1', formId: FORM_ID, title: 'Card on file', type: 'Stripe', previousFields: [{ type: 'root', info: {} }] }
  const details = { customerId: `test_customer_${ENDUSER_ID}`, clientSecret: 'test_secret_1', publishableKey: 'test_processor', stripeAccount: '', businessName: 'Demo Clinic', testMode: true }
  const v1 = fakeV1({
    kind: 'enduser',
    routes(req) {
      const path = req.path.replace(/^\/v1/, '')
      if (req.method === 'GET' && path === '/form-info-for-access-code') return json(200, { form: { id: FORM_ID, title: 'Payment' }, fields: [card], response: stored })
      if (req.method === 'GET' && path === '/form-responses/stripe-details') return json(200, details)
      if (req.method === 'POST' && path === '/products/confirm-test-payment') {
        return req.body?.cardNumber === '4242424242424242' ? json(200, { customerId: details.customerId }) : json(402, { message: 'Your card was declined' })
      }
      if (req.method === 'PATCH' && path === '/save-field-response') return json(200, { formResponse: stored })
      return undefined
    },
  })
  const client = v1.client({ id: ENDUSER_ID })
  render(<FormFill client={client} accessCode="code-1" enduserId={ENDUSER_ID} />)
  await screen.findByText('Test payment — no card was charged')
  const asked = v1.requests.find((r) => r.path.endsWith('/form-responses/stripe-details'))!
  assert.deepEqual([asked.query.get('fieldId'), asked.query.get('enduserId')], ['c1', ENDUSER_ID])
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4000 0000 0000 0002' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save Payment Details' }))
  await screen.findByText('Your card was declined')
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242 4242 4242 4242' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save Payment Details' }))
  await screen.findByText('Your payment details have been saved!')
  const confirmed = v1.requests.filter((r) => r.path.endsWith('/products/confirm-test-payment'))
  assert.deepEqual(confirmed.map((r) => r.body?.clientSecret), ['test_secret_1', 'test_secret_1'])
  client.close()
})
