// The chart's /v1 for component tests: @care/sdk's fake over the collections the chart reads
// (list with filter, sort, limit and lastId; create; update; bulk-read; files and form responses
// with their named calls, prepare-form-response among them), plus what only the chart calls: the
// drug lookup (its answer set by the test).
import type { CareClient } from '@care/sdk'
import { fakeId as newId, fakeStamp as stamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }
export { newId }

const COLLECTIONS = ['endusers', 'users', 'notes', 'tickets', 'enduser_tasks', 'care_plans', 'enduser_observations', 'enduser_medications', 'files', 'user_logs', 'role_based_access_permissions', 'forms', 'form_fields', 'form_responses']

export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const drugs: { answer: { status: number; body: unknown } } = { answer: { status: 200, body: { drugs: [] } } }
  const v1 = fakeV1({
    collections: Object.fromEntries(COLLECTIONS.map((c) => [c, seed[c] ?? []])),
    baseUrl: 'http://console.test',
    routes({ path }) {
      if (path === '/v1/drug-lookup/drugs') return json(drugs.answer.status, drugs.answer.body)
      return undefined
    },
  })
  return {
    data: v1.data,
    requests: v1.requests,
    drugs,
    /** signed in as an admin, or as `user` (e.g. a coordinator whose role's permissions are seeded) */
    client: (user: { id?: string; roles?: string[] } = {}): CareClient => v1.client(user),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

/** Jordan Rivera with a note, a task, an observation and a care plan */
export function seededChart() {
  const api = fakeApi({ endusers: [{ fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', dateOfBirth: '04-12-1980', tags: ['diabetes', 'new'] }] })
  const enduserId = api.data.get('endusers')![0].id
  const add = (collection: string, record: Record<string, unknown>) => api.data.get(collection)!.push({ id: newId(), createdAt: stamp(), updatedAt: stamp(), enduserId, ...record })
  add('notes', { title: 'Intake call', text: 'Prefers mornings.' })
  add('enduser_tasks', { title: 'Walk 20 minutes a day' })
  add('care_plans', { title: 'Type 2 diabetes care plan' })
  return { api, enduserId }
}
