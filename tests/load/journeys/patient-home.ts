// A patient signs in on the portal and reads Home, then Documents: the calls portal-home's
// collections (home page, banners, events list) and portal-documents' files list make, as recorded
// from the browser (the Documents page reuses Home's form responses from the cache). Home also asks
// for chat rooms, calendar events and self-scheduling templates: 404 until the chat and booking
// services exist, so those calls join with the chat and booking journeys.
import { query } from './http.ts'
import { patientSignIn } from './sign-in.ts'
import { records, strings } from './shapes.ts'
import type { Journey, Step } from './step.ts'

const list = (collection: string, params: (v: Record<string, string>) => Record<string, unknown>, min = 0): Step => ({
  name: `GET /v1/${collection}`,
  method: 'GET',
  path: (v) => `/v1/${collection}${query(params(v))}`,
  token: 'patientToken',
  status: 200,
  check: (b) => records(b, min),
})

export const patientHome: Journey = {
  name: 'patient-home-documents',
  summary: 'patient signs in, reads Home and Documents',
  setup: [],
  steps: [
    ...patientSignIn,
    list('care-plans', (v) => ({ filter: { enduserId: v.patientId }, limit: 1 })),
    {
      name: 'GET /v1/enduser-session-info',
      method: 'GET',
      path: () => '/v1/enduser-session-info',
      token: 'patientToken',
      status: 200,
      check: (b, v) => strings(b, 'enduser.id') ?? (b.enduser.id === v.patientId ? undefined : 'another patient\'s session'),
    },
    // the demo patient has an outstanding intake and a submitted check-in
    list('form-responses', (v) => ({ filter: { enduserId: v.patientId }, limit: 500 }), 1),
    list('portal-customizations', () => ({ limit: 500 })),
    // Documents: the demo patient has two letters
    list('files', () => ({ sort: 'newFirst', limit: 500 }), 1),
  ],
}
