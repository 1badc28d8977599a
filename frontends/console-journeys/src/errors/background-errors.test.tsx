// Background errors on the fake /v1: newest first with their patient and journey, acknowledged
// ones hidden until asked for, Acknowledge sets acknowledgedAt; one journey's errors only.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { BackgroundErrors } from './background-errors.tsx'
import { JORDAN, fakeJourneysApi } from '../testing/fake-api.ts'

function seeded() {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] }, { title: 'Other', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] }] })
  const [journey, other] = api.records('journeys')
  api.v1.add('background_errors', { title: 'Email not sent', message: 'The patient has no email address', journeyId: journey!.id, enduserId: JORDAN.id })
  api.v1.add('background_errors', { title: 'SMS not sent', message: 'No phone number', journeyId: other!.id })
  api.v1.add('background_errors', { title: 'Old problem', message: 'Seen already', journeyId: journey!.id, acknowledgedAt: '2026-01-02T00:00:00.000Z' })
  return { api, journey: journey! }
}

test("the business's errors with their patient and journey; Acknowledge sets acknowledgedAt; acknowledged ones on demand", async () => {
  const { api } = seeded()
  render(<CareProvider client={api.client()}><BackgroundErrors /></CareProvider>)
  const row = await screen.findByRole('row', { name: /Email not sent/ })
  await within(row).findByText('Jordan Lee')
  within(row).getByText('Onboarding')
  within(row).getByText('The patient has no email address')
  screen.getByRole('row', { name: /SMS not sent/ })
  assert.equal(screen.queryByRole('row', { name: /Old problem/ }), null)
  await userEvent.click(within(row).getByRole('button', { name: 'Acknowledge Email not sent' }))
  await waitFor(() => assert.equal(screen.queryByRole('row', { name: /Email not sent/ }), null))
  const stored = api.records('background_errors')[0]!
  assert.ok(typeof stored.acknowledgedAt === 'string' && !Number.isNaN(Date.parse(stored.acknowledgedAt)))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show acknowledged' }))
  const old = await screen.findByRole('row', { name: /Old problem/ })
  within(old).getByText(/^Acknowledged /)
  await screen.findByRole('row', { name: /Email not sent/ })
})

test("a journey's errors only; empty when it has none", async () => {
  const { api, journey } = seeded()
  render(<CareProvider client={api.client()}><BackgroundErrors journeyId={journey.id} /></CareProvider>)
  await screen.findByRole('row', { name: /Email not sent/ })
  assert.equal(screen.queryByRole('row', { name: /SMS not sent/ }), null)
  assert.equal(screen.queryByRole('columnheader', { name: 'Journey' }), null)
  const sent = JSON.parse(api.requests.find((r) => r.path === '/v1/background-errors')!.query.get('filter')!)
  assert.deepEqual(sent, { journeyId: journey.id, acknowledgedAt: { _exists: false } })
  await userEvent.click(screen.getByRole('button', { name: 'Acknowledge Email not sent' }))
  await screen.findByText('No background errors')
})
