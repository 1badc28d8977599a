// The chart's /v1 for component tests: @care/sdk's fake over the collections the chart reads
// (list with filter, sort, limit and lastId; create; update; bulk-read; files and form responses
// with their named calls, prepare-form-response among them), plus what only the chart calls: the
// drug lookup (its answer set by the test), and the journey calls as records answers them: a status
// update moves the patient's `journeys` map, adding sets the journey's defaultState, removing drops it.
import type { CareClient } from '@care/sdk'
import { fakeId as newId, fakeStamp as stamp, fakeV1, json, type FakeRecord, type FakeStore, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }
export { newId }

const COLLECTIONS = ['endusers', 'users', 'notes', 'tickets', 'enduser_tasks', 'care_plans', 'enduser_observations', 'enduser_medications', 'files', 'user_logs', 'role_based_access_permissions', 'forms', 'form_fields', 'form_responses', 'journeys', 'enduser_status_updates', 'automated_actions']

export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const drugs: { answer: { status: number; body: unknown } } = { answer: { status: 200, body: { drugs: [] } } }
  const v1 = fakeV1({
    collections: Object.fromEntries(COLLECTIONS.map((c) => [c, seed[c] ?? []])),
    baseUrl: 'http://console.test',
    routes({ method, path, body = {} }, store) {
      if (path === '/v1/drug-lookup/drugs') return json(drugs.answer.status, drugs.answer.body)
      if (method === 'POST') return journeyCall(path, body, store)
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

/** moves the patients named in `journeys` (the server does it through identity) */
function journeyCall(path: string, body: Record<string, unknown>, store: FakeStore) {
  const patients = (ids: unknown) => store.records('endusers').filter((p) => (ids as string[]).includes(p.id))
  const move = (p: FakeRecord, journeyId: string, state?: string) => {
    const journeys = { ...(p.journeys as Record<string, string> | undefined) }
    if (state === undefined) delete journeys[journeyId]
    else journeys[journeyId] = state
    p.journeys = journeys
    p.updatedAt = stamp()
  }
  const journeyId = String(body.journeyId)
  if (path === '/v1/enduser-status-update') {
    const created = store.add('enduser_status_updates', body)
    for (const p of patients([body.enduserId])) move(p, journeyId, String(body.status))
    return json(200, created)
  }
  if (path === '/v1/add-endusers-to-journey') {
    const journey = store.records('journeys').find((j) => j.id === journeyId)
    if (!journey) return json(400, { message: 'journeyId must name a record of your business' })
    const state = (journey.defaultState as string | undefined) ?? (journey.states as { name: string }[] | undefined)?.[0]?.name ?? 'New'
    for (const p of patients(body.enduserIds)) move(p, journeyId, state)
    return json(200, {})
  }
  if (path === '/v1/remove-endusers-from-journey') {
    for (const p of patients(body.enduserIds)) move(p, journeyId)
    return json(200, {})
  }
  return undefined
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
