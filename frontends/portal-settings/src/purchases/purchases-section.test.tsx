import { render, screen, userEvent, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1 } from '@care/sdk/testing'
import { PurchasesSection } from './purchases-section.tsx'

const ME = 'e'.repeat(24)
const show = (purchases: Record<string, unknown>[]) => {
  const v1 = fakeV1({ kind: 'enduser', collections: { purchases } })
  render(<CareProvider client={v1.client({ id: ME })}><PurchasesSection /></CareProvider>)
  return v1
}

test("Purchases: '$25.00', a test purchase says 'Test payment — no card was charged' in the list and on its receipt", async () => {
  show([
    { enduserId: ME, title: 'Initial visit', cost: { amount: 2500, currency: 'USD' }, processor: 'Test', processedAt: '2026-03-06T14:00:00.000Z' },
    { enduserId: ME, title: 'Lab panel', cost: { amount: 9900, currency: 'USD' }, processor: 'Stripe', refundedAmount: 900, processedAt: '2026-03-01T14:00:00.000Z' },
  ])
  const list = await screen.findByRole('list', { name: 'Purchases' })
  const items = within(list).getAllByRole('listitem')
  assert.match(items[0].textContent ?? '', /Initial visit · \$25\.00/)
  within(items[0]).getByText('Test payment — no card was charged')
  assert.equal(within(items[1]).queryByText('Test payment — no card was charged'), null)
  assert.equal(within(items[0]).queryByText(/Refunded/), null)
  within(items[1]).getByText('Refunded $9.00')

  await userEvent.click(screen.getByRole('button', { name: 'Receipt: Initial visit' }))
  const receipt = screen.getByRole('dialog', { name: 'Receipt for Initial visit' })
  within(receipt).getByText('Test payment — no card was charged')
  within(receipt).getByText('$25.00')
  await userEvent.click(within(receipt).getByRole('button', { name: 'Close' }))
  await userEvent.click(screen.getByRole('button', { name: 'Receipt: Lab panel' }))
  within(screen.getByRole('dialog', { name: 'Receipt for Lab panel' })).getByText('$9.00')
})

test('Purchases: none yet', async () => {
  show([])
  await screen.findByText('You have no purchases yet')
})

test("Purchases: a cancelled paid appointment's test purchase reads refunded in full in the list and on its receipt, still a test payment", async () => {
  show([{ enduserId: ME, title: 'Paid visit', cost: { amount: 2500, currency: 'USD' }, processor: 'Test', source: 'Booking', refundedAmount: 2500, processedAt: '2026-03-06T14:00:00.000Z' }])
  const [item] = within(await screen.findByRole('list', { name: 'Purchases' })).getAllByRole('listitem')
  within(item!).getByText('Refunded $25.00')
  within(item!).getByText('Test payment — no card was charged')
  await userEvent.click(screen.getByRole('button', { name: 'Receipt: Paid visit' }))
  const receipt = screen.getByRole('dialog', { name: 'Receipt for Paid visit' })
  within(receipt).getByText('Refunded')
  assert.equal(within(receipt).getAllByText('$25.00').length, 2, 'the amount and the refund')
  within(receipt).getByText('Test payment — no card was charged')
})
