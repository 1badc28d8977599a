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

test('Care Plan shows with a care plan of the patient; Book an Appointment when some appointment type allows self-scheduling', async () => {
  const v1 = fakeV1({
    kind: 'enduser',
    routes: (req) => {
      if (req.path === '/v1/care-plans') return json(200, [{ id: 'p1' }])
      if (req.path === '/v1/calendar-event-templates') return json(200, JSON.parse(req.query.get('filter') ?? '{}').enableSelfScheduling === true ? [{ id: 't1' }] : [])
      return undefined
    },
  })
  const client = v1.client()
  render(<Facts client={client} />)
  await screen.findByText('care plan: true, booking: true')
  assert.equal(JSON.parse(v1.requests.find((r) => r.path === '/v1/care-plans')?.query.get('filter') ?? '{}').enduserId, 'e'.repeat(24))
  client.close()
})

test('no care plan and no self-scheduled type, or a service not answering: both stay hidden', async () => {
  const v1 = fakeV1({
    kind: 'enduser',
    routes: (req) => {
      if (req.path === '/v1/care-plans') return json(200, [])
      if (req.path === '/v1/calendar-event-templates') return json(503, { message: 'unavailable' })
      return undefined
    },
  })
  const client = v1.client()
  render(<Facts client={client} />)
  await screen.findByText('care plan: false, booking: false')
  client.close()
})
