// The portal's /v1 for My Events' component tests: @care/sdk's shared fake, signed in as the patient,
// over calendar events, the patient's RSVPs, tasks, form responses, content, locations and files. It
// adds what the scheduling and identity services do beyond the generic calls: GET /user-display-info
// (the care team's names) and a completed task staying complete (completion is one-way).
import type { SessionEnduser } from '@care/sdk'
import { fakeV1, json } from '@care/sdk/testing'

export const PATIENT = 'e'.repeat(24)
export const OTHER_PATIENT = 'd'.repeat(24)
export const DOCTOR = 'a'.repeat(24)
export const BUSINESS = 'b'.repeat(24)

export interface Seed {
  events?: Record<string, unknown>[]
  rsvps?: Record<string, unknown>[]
  tasks?: Record<string, unknown>[]
  responses?: Record<string, unknown>[]
  content?: Record<string, unknown>[]
  locations?: Record<string, unknown>[]
  files?: Record<string, unknown>[]
}

export function fakeApi(seed: Seed = {}) {
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: {
      calendar_events: seed.events ?? [],
      calendar_event_RSVPs: seed.rsvps ?? [],
      enduser_tasks: seed.tasks ?? [],
      form_responses: seed.responses ?? [],
      managed_content_records: seed.content ?? [],
      appointment_locations: seed.locations ?? [],
      files: seed.files ?? [],
    },
    routes({ method, path, query }) {
      if (method === 'GET' && path === '/v1/user-display-info') {
        const team = [{ id: DOCTOR, fname: 'Ada', lname: 'Lovelace' }]
        const id = query.get('id')
        return json(200, id ? team.filter((u) => u.id === id) : team)
      }
      return undefined
    },
    refuse(collection, fields, existing) {
      if (collection === 'enduser_tasks' && existing?.completedAt && 'completedAt' in fields && !fields.completedAt) return json(400, { message: 'A completed task cannot be marked incomplete' })
      return undefined
    },
  })
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Jordan', lname: 'Lee', email: 'jordan@example.com', businessId: BUSINESS }
  return { v1, client: v1.client(enduser) }
}
