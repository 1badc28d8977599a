import { render, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import type { CareClient } from '@care/sdk'
import { useNavFacts } from './use-nav-facts.ts'

function Facts({ client }: { client: CareClient }) {
  const facts = useNavFacts(client, 'e'.repeat(24))
  return <p>{facts.hasCarePlan === undefined ? 'asking' : `care plan: ${facts.hasCarePlan}, booking: ${facts.canSelfSchedule}`}</p>
}

test('no scheduling service yet: the navigation never asks for appointment types (a 404 on every page), so no Book an Appointment', async () => {
  const v1 = fakeV1({ kind: 'enduser', routes: (req) => (req.path === '/v1/care-plans' ? json(200, [{ id: 'p1' }]) : undefined) })
  const client = v1.client()
  render(<Facts client={client} />)
  await screen.findByText('care plan: true, booking: false')
  assert.equal(v1.requests.some((r) => r.path === '/v1/calendar-event-templates'), false)
  client.close()
})
