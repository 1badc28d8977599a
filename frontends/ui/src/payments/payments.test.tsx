// The portal's card forms: the test processor's form says it is a test and confirms with the billing
// call; Stripe's Payment Element is mounted with the intent and its error is the one shown; the form
// engine's adapter confirms the card of the field it rendered.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act, render, screen, userEvent, waitFor } from '../testing/react.ts'
import { CardPayment } from './card-payment.tsx'
import { createCardAdapter } from './card-adapter.tsx'
import type { CardDetails, CardFormHandle, ConfirmTestPayment } from './card-details.ts'
import type { LoadStripe } from './stripe-card-form.tsx'

const TEST_DETAILS: CardDetails = { customerId: 'cus_1', clientSecret: 'test_secret_abc', publishableKey: 'test_processor', stripeAccount: '', businessName: 'Demo Clinic', isCheckout: true, testMode: true }

function recordingConfirm(answer: (cardNumber: string) => Promise<{ purchases?: { id: string }[]; customerId?: string }>) {
  const sent: { clientSecret: string; cardNumber: string }[] = []
  const confirm: ConfirmTestPayment = (input) => {
    sent.push(input)
    return answer(input.cardNumber)
  }
  return { sent, confirm }
}

test("test processor: 'Test payment — no card was charged', the card number's digits go with the client secret, a checkout gives its purchases", async () => {
  const { sent, confirm } = recordingConfirm(async () => ({ purchases: [{ id: 'p1' }] }))
  let handle: CardFormHandle | undefined
  render(<CardPayment loadDetails={async () => TEST_DETAILS} confirmTestPayment={confirm} onHandle={(h) => (handle = h)} />)
  await screen.findByText('Test payment — no card was charged')
  await waitFor(() => assert.ok(handle, 'the form gives its handle'))
  await act(() => assert.rejects(handle!.confirm(), /Card number is required/))
  await screen.findByText('Card number is required')
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242')
  const result = await act(() => handle!.confirm())
  assert.deepEqual(sent, [{ clientSecret: 'test_secret_abc', cardNumber: '4242424242424242' }])
  assert.deepEqual(result, { customerId: 'cus_1', purchases: [{ id: 'p1' }] })
})

test("test processor: a declined card rejects with the server's message", async () => {
  const { confirm } = recordingConfirm(async () => {
    throw new Error('Your card was declined')
  })
  let handle: CardFormHandle | undefined
  render(<CardPayment loadDetails={async () => TEST_DETAILS} confirmTestPayment={confirm} onHandle={(h) => (handle = h)} />)
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4000000000000002')
  await assert.rejects(handle!.confirm(), /Your card was declined/)
})

test("card details refused (503 without keys in production): the server's message, no form", async () => {
  render(<CardPayment loadDetails={async () => { throw new Error('Card payments are not configured for this business') }} confirmTestPayment={async () => ({})} onHandle={() => {}} />)
  assert.equal((await screen.findByRole('alert')).textContent, 'Card payments are not configured for this business')
  assert.equal(screen.queryByRole('textbox'), null)
})

function fakeStripe(confirmError?: string) {
  const calls: string[] = []
  const loadStripe: LoadStripe = async (key, options) => {
    calls.push(`load ${key} ${options?.stripeAccount ?? ''}`)
    const elements = {
      create: (type: string) => ({ mount: () => calls.push(`mount ${type}`), destroy: () => calls.push('destroy') }),
      getElement: () => ({ destroy: () => calls.push('destroy') }),
    }
    const answer = async () => (confirmError ? { error: { message: confirmError } } : {})
    return {
      elements: (o: { clientSecret: string }) => {
        calls.push(`elements ${o.clientSecret}`)
        return elements
      },
      confirmPayment: () => (calls.push('confirmPayment'), answer()),
      confirmSetup: () => (calls.push('confirmSetup'), answer()),
    } as never
  }
  return { calls, loadStripe }
}

test("a real key: Stripe's Payment Element on the connected account; a card setup confirms with confirmSetup; Stripe's error is the message", async () => {
  const stripe = fakeStripe('Your card number is incomplete.')
  const details: CardDetails = { customerId: 'cus_2', clientSecret: 'seti_1_secret', publishableKey: 'pk_test_1', stripeAccount: 'acct_9', businessName: 'Demo Clinic' }
  let handle: CardFormHandle | undefined
  const { unmount } = render(<CardPayment loadDetails={async () => details} confirmTestPayment={async () => ({})} onHandle={(h) => (handle = h)} loadStripe={stripe.loadStripe} />)
  await waitFor(() => assert.ok(handle, 'the form gives its handle'))
  assert.deepEqual(stripe.calls, ['load pk_test_1 acct_9', 'elements seti_1_secret', 'mount payment'])
  assert.equal(screen.queryByText('Test payment — no card was charged'), null)
  await assert.rejects(handle!.confirm(), /Your card number is incomplete\./)
  assert.equal(stripe.calls.at(-1), 'confirmSetup')
  unmount()
  assert.equal(stripe.calls.at(-1), 'destroy')
})

test('a real key, checkout: confirmPayment, the customer of the details', async () => {
  const stripe = fakeStripe()
  let handle: CardFormHandle | undefined
  render(<CardPayment loadDetails={async () => ({ ...TEST_DETAILS, publishableKey: 'pk_test_1', testMode: undefined })} confirmTestPayment={async () => ({})} onHandle={(h) => (handle = h)} loadStripe={stripe.loadStripe} />)
  await waitFor(() => assert.ok(handle, 'the form gives its handle'))
  assert.deepEqual(await handle!.confirm(), { customerId: 'cus_1' })
  assert.equal(stripe.calls.at(-1), 'confirmPayment')
})

test("the form engine's adapter: loads the field's details, saveCard confirms that field's card (a card setup answers its customer)", async () => {
  const asked: string[] = []
  const { sent, confirm } = recordingConfirm(async () => ({ customerId: 'cus_setup' }))
  const adapter = createCardAdapter({
    loadDetails: async (fieldId) => (asked.push(fieldId), { ...TEST_DETAILS, isCheckout: false }),
    confirmTestPayment: confirm,
  })
  await assert.rejects(adapter.saveCard('field-1'), /could not be loaded/)
  render(<>{adapter.renderCard('field-1')}</>)
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242424242424242')
  assert.deepEqual(await act(() => adapter.saveCard('field-1')), { customerId: 'cus_setup' })
  assert.deepEqual(asked, ['field-1'])
  assert.equal(sent.length, 1)
})
