// The portal's /v1 for the Care Plan's component tests: @care/sdk's shared fake, signed in as the
// patient, over their care plans, calendar events and the organization's page customizations.
import type { SessionEnduser } from '@care/sdk'
import { fakeV1 } from '@care/sdk/testing'

export const PATIENT = 'e'.repeat(24)

export interface Seed {
  plans?: Record<string, unknown>[]
  events?: Record<string, unknown>[]
  customizations?: Record<string, unknown>[]
}

export function fakeApi(seed: Seed = {}, enduser: Partial<SessionEnduser> = { fname: 'Jordan' }) {
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: { care_plans: seed.plans ?? [], calendar_events: seed.events ?? [], portal_customizations: seed.customizations ?? [] },
  })
  return { v1, client: v1.client({ id: PATIENT, lname: 'Lee', email: 'jordan@example.com', ...enduser }) }
}
