// The Billing area on the fake /v1: products in dollars stored in cents, purchases per patient with a
// refund bounded by what is left, credits, providers and a superbill made from an appointment.
import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { BillingScreen } from './billing-screen.tsx'
import { JORDAN, SAM, fakeBillingApi } from './testing/fake-api.ts'

const show = (client: CareClient, path = '/console/billing', fetchPdf?: typeof fetch) => {
  window.history.replaceState(null, '', path)
  return render(<CareProvider client={client}><BillingScreen fetchPdf={fetchPdf} /></CareProvider>)
}
const dialog = () => screen.getByRole('dialog')
const pick = async (label: RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

beforeEach(() => window.history.replaceState(null, '', '/console/billing'))

test("products: empty, create with the cost in dollars (stored in cents, shown '$25.00'), edit, a bad amount is refused in the form", async () => {
  const api = fakeBillingApi()
  show(api.client())
  await screen.findByText('No products yet')
  await userEvent.click(screen.getByRole('button', { name: 'New product' }))
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  within(dialog()).getByText('Title is required')
  within(dialog()).getByText('Enter an amount in dollars, like 25.00')
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Initial visit')
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Cost/ }), '25')
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Show in portal' }))
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  const row = await screen.findByRole('row', { name: /Initial visit/ })
  within(row).getByText('$25.00')
  within(row).getByText('Shown in portal')
  const [stored] = api.records('products')
  assert.deepEqual(stored.cost, { amount: 2500, currency: 'USD' })
  assert.equal(stored.showInPortal, true)

  await userEvent.click(screen.getByRole('button', { name: 'Edit Initial visit' }))
  const cost = within(dialog()).getByRole('textbox', { name: /^Cost/ }) as HTMLInputElement
  assert.equal(cost.value, '25.00')
  await userEvent.clear(cost)
  await userEvent.type(cost, '30.5')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await within(await screen.findByRole('row', { name: /Initial visit/ })).findByText('$30.50')
  assert.deepEqual(api.records('products')[0].cost, { amount: 3050, currency: 'USD' })
})

test('products: the error state with Try again, then the list', async () => {
  const api = fakeBillingApi({ products: [{ title: 'Follow-up', cost: { amount: 1000, currency: 'USD' }, processor: 'Stripe' }] })
  api.v1.failNext((r) => r.method === 'GET' && r.path === '/v1/products', 500, { message: 'Something went wrong' })
  show(api.client())
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
  await screen.findByRole('row', { name: /Follow-up/ })
})

test("purchases: filter by patient, 'Test payment — no card was charged', a fully refunded one says so, refund at most what is left", async () => {
  const api = fakeBillingApi({
    purchases: [
      { enduserId: JORDAN.id, title: 'Initial visit', cost: { amount: 2500, currency: 'USD' }, processor: 'Test', refundedAmount: 500 },
      { enduserId: SAM.id, title: 'Lab panel', cost: { amount: 9900, currency: 'USD' }, processor: 'Stripe' },
      // a paid appointment cancelled: billing refunded its Booking purchase in full
      { enduserId: JORDAN.id, title: 'Paid visit', cost: { amount: 4000, currency: 'USD' }, processor: 'Test', source: 'Booking', refundedAmount: 4000 },
    ],
  })
  show(api.client(), '/console/billing/purchases')
  const row = await screen.findByRole('row', { name: /Initial visit/ })
  within(row).getByText('Test payment — no card was charged')
  within(row).getByText('Jordan Lee')
  screen.getByRole('row', { name: /Lab panel/ })
  const cancelled = screen.getByRole('row', { name: /Paid visit/ })
  assert.equal(within(cancelled).getAllByText('$40.00').length, 2, 'the cost and the refund')
  within(cancelled).getByText('Fully refunded')
  assert.equal(within(cancelled).queryByRole('button', { name: /Refund/ }), null)

  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Patient/ }))
  fireEvent.click(await screen.findByRole('option', { name: 'Sam Park' }))
  await waitFor(() => assert.equal(screen.queryByRole('row', { name: /Initial visit/ }), null, 'only Sam\'s purchases'))
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Patient/ }))
  fireEvent.click(await screen.findByRole('option', { name: 'All patients' }))

  await userEvent.click(await screen.findByRole('button', { name: 'Refund Initial visit' }))
  const amount = within(dialog()).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement
  assert.equal(amount.value, '20.00')
  await userEvent.clear(amount)
  await userEvent.type(amount, '20.01')
  within(dialog()).getByText('The refund can be at most $20.00')
  assert.equal((within(dialog()).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled, true)
  await userEvent.clear(amount)
  await userEvent.type(amount, '5')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Refund' }))
  await within(await screen.findByRole('row', { name: /Initial visit/ })).findByText('$10.00')
  assert.equal(api.records('purchases').find((p) => p.title === 'Initial visit')!.refundedAmount, 1000)
})

test('credits: a new credit for a patient, its value in cents', async () => {
  const api = fakeBillingApi()
  show(api.client(), '/console/billing/credits')
  await screen.findByText('No credits yet')
  await userEvent.click(screen.getByRole('button', { name: 'New credit' }))
  await pick(/Patient/, 'Jordan Lee')
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Welcome credit')
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Amount/ }), '10')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  const row = await screen.findByRole('row', { name: /Welcome credit/ })
  within(row).getByText('$10.00')
  within(row).getByText('Not used')
  assert.deepEqual(api.records('purchase_credits')[0].value, { type: 'Credit', info: { amount: 1000, currency: 'USD' } })
})

const PROVIDER = {
  providerName: 'Dr. Rivera', officeName: 'Demo Clinic', email: 'billing@demo.care', phone: '+15555550199', taxId: '12-3456789', providerNPI: '1234567890',
  providerLicense: 'MD-1', placeOfServiceCode: '11', address: { lineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
}

test('superbill providers: every field is required', async () => {
  const api = fakeBillingApi()
  show(api.client(), '/console/billing/providers')
  await userEvent.click(await screen.findByRole('button', { name: 'New provider' }))
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  within(dialog()).getByText('Provider NPI is required')
  for (const [label, value] of Object.entries({ 'Provider name': 'Dr. Rivera', 'Office name': 'Demo Clinic', Email: 'b@demo.care', Phone: '+15555550199', 'Tax ID': '12', 'Provider NPI': '1', 'Provider license': 'MD', 'Place of service code': '11', 'Address line 1': '1 Main St', City: 'Springfield', State: 'IL', 'ZIP code': '62701' }))
    fireEvent.change(within(dialog()).getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } })
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  await screen.findByRole('row', { name: /Dr\. Rivera/ })
  assert.deepEqual(api.records('superbill_providers')[0].address, { lineOne: '1 Main St', lineTwo: '', city: 'Springfield', state: 'IL', zipCode: '62701' })
})

test("superbills: made from the patient's appointment with the provider's snapshot and CPT lines; Download PDF asks the server", async () => {
  const start = Date.parse('2026-03-06T14:00:00Z')
  const api = fakeBillingApi({
    superbill_providers: [PROVIDER],
    calendar_events: [{ title: 'Initial consultation', startTimeInMS: start, durationInMinutes: 30, enduserIds: [JORDAN.id], attendees: [{ type: 'enduser', id: JORDAN.id }] }],
  })
  const fetched: string[] = []
  const fetchPdf = (async (url: string) => {
    fetched.push(url)
    return new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })
  }) as typeof fetch
  const url = globalThis.URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown }
  url.createObjectURL ??= () => 'blob:pdf'
  url.revokeObjectURL ??= () => {}
  show(api.client(), '/console/billing/superbills', fetchPdf)
  await screen.findByText('No superbills yet')
  await userEvent.click(screen.getByRole('button', { name: 'New superbill' }))
  await pick(/Patient/, 'Jordan Lee')
  await pick(/Appointment/, /Initial consultation/)
  await pick(/Provider/, /Dr\. Rivera/)
  const line = within(dialog()).getByRole('group', { name: 'Line items 1' })
  await userEvent.type(within(line).getByRole('textbox', { name: 'CPT code' }), '99203')
  await userEvent.type(within(line).getByRole('textbox', { name: 'Service' }), 'New patient visit')
  await userEvent.clear(within(line).getByRole('textbox', { name: 'Quantity' }))
  await userEvent.type(within(line).getByRole('textbox', { name: 'Quantity' }), '2')
  await userEvent.type(within(line).getByRole('textbox', { name: 'Unit price (USD)' }), '150')
  within(dialog()).getByText('Total: $300.00')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  const row = await screen.findByRole('row', { name: /Dr\. Rivera/ })
  within(row).getByText('$300.00')
  const [bill] = api.records('superbills')
  assert.equal(bill.enduserId, JORDAN.id)
  assert.equal(bill.appointmentDate, new Date(start).toISOString())
  assert.deepEqual(bill.patient, { name: 'Jordan Lee', dateOfBirth: '01-02-1990', phone: '+15555550100' })
  assert.equal((bill.provider as { providerNPI: string }).providerNPI, '1234567890')
  assert.equal('id' in (bill.provider as object), false, 'a snapshot, not the record')
  assert.deepEqual(bill.lineItems, [{ billingCode: { code: '99203', label: 'New patient visit' }, quantity: 2, cost: { amount: 15000, currency: 'USD' } }])

  await userEvent.click(within(row).getByRole('button', { name: /^Download PDF: the superbill of Jordan Lee/ }))
  await waitFor(() => assert.equal(fetched.length, 1, 'the PDF is fetched'))
  assert.match(fetched[0], new RegExp(`/superbills/generate-pdf\\?id=${bill.id}$`))
})
