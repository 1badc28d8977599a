// Staff sign in on the console, list patients (console-patients: patients, the team for the
// "Assigned to" column, the saved views) and open one's chart (console-patient-chart: the patient
// comes from the list's cache, the Notes tab loads that patient's notes).
import { query } from './http.ts'
import { staffSignIn } from './sign-in.ts'
import { records } from './shapes.ts'
import type { Journey, Step } from './step.ts'

const list = (collection: string, params: Record<string, unknown>, min = 0, keep?: Step['keep']): Step => ({
  name: `GET /v1/${collection}`,
  method: 'GET',
  path: () => `/v1/${collection}${query(params)}`,
  token: 'staffToken',
  status: 200,
  check: (b) => records(b, min),
  keep,
})

export const staffPatients: Journey = {
  name: 'staff-patients',
  summary: 'staff signs in, lists patients, opens a chart',
  setup: [],
  steps: [
    ...staffSignIn,
    // the demo patient is opened; every demo clinic has them
    list('endusers', { sort: 'newFirst', limit: 500 }, 1, (b: { id: string; email?: string }[], v) => ({
      openedPatientId: (b.find((p) => p.email === v.patientEmail) ?? b[0]).id,
    })),
    list('users', { limit: 500 }, 1),
    list('enduser-views', { limit: 500 }),
    {
      name: 'GET /v1/notes',
      method: 'GET',
      path: (v) => `/v1/notes${query({ filter: { enduserId: v.openedPatientId }, sort: 'newFirst', limit: 500 })}`,
      token: 'staffToken',
      status: 200,
      check: (b, v) => records(b) ?? (b.every((n: { enduserId?: string }) => n.enduserId === v.openedPatientId) ? undefined : "another patient's notes"),
    },
  ],
}
