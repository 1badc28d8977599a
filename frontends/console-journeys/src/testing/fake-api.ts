// The Journeys area's /v1 for component tests: @care/sdk's fake over the collections the area reads
// and writes, plus what only this area calls, answered as records answers it: a journey created with
// the SDK's initializers and its refusals ('defaultState does not exist in states' naming
// defaultState, a title taken: 409 naming title), a step's unsupported action (400 naming
// action.type), patients by `journeys.<id>` exists, statistics, the states delete, adding, moving
// and removing patients, and a simulation (the steps walked from onJourneyStart by afterAction, as
// the simulator does, unless a test sets its answer).
import type { CareClient } from '@care/sdk'
import { fakeStamp as stamp, fakeV1, json, type FakeRecord, type FakeStore, type SentRequest } from '@care/sdk/testing'
import { matchesFilter } from '@care/sdk/cache/query'

export const ME = { id: 'a'.repeat(24), fname: 'Avery', lname: 'Admin', email: 'avery@demo.care' }
export const JORDAN = { id: 'e'.repeat(24), fname: 'Jordan', lname: 'Lee', email: 'jordan@demo.care', tags: ['diabetes'] }
export const SAM = { id: 'd'.repeat(24), fname: 'Sam', lname: 'Park', email: 'sam@demo.care' }

const COLLECTIONS = ['journeys', 'automation_steps', 'automation_triggers', 'background_errors', 'endusers', 'users', 'templates', 'forms', 'enduser_status_updates', 'automated_actions']
const SUPPORTED = ['setEnduserStatus', 'setEnduserFields', 'addEnduserTags', 'removeEnduserTags', 'addToJourney', 'removeFromJourney', 'removeFromAllJourneys', 'createTicket', 'sendEmail', 'sendSMS', 'sendForm', 'notifyTeam']
const UNIT_MS: Record<string, number> = { Days: 86_400_000, Hours: 3_600_000, Minutes: 60_000, Seconds: 1000 }

const bad = (status: number, message: string, field?: string, fieldMessage = message) => json(status, { message, ...(field ? { validation: [{ field, message: fieldMessage }] } : {}) })
type Rec = Record<string, unknown>
type State = { name: string; priority: string }

function journeyRefusal(store: FakeStore, fields: Rec, existing?: FakeRecord) {
  const title = (fields.title ?? existing?.title) as string | undefined
  if (!existing && !String(title ?? '').trim()) return bad(400, 'title is required', 'title')
  if (fields.title !== undefined && store.records('journeys').some((j) => j !== existing && j.title === fields.title))
    return bad(409, 'Uniqueness Violation', 'title', 'A journey with this title already exists')
  const states = (fields.states ?? existing?.states) as State[] | undefined
  for (const [i, s] of (states ?? []).entries()) {
    if (s.name.length > 75) return bad(400, 'Journey state names may not exceed 75 characters', `states.${i}.name`)
    if (states!.findIndex((x) => x.name === s.name) !== i) return bad(409, 'Uniqueness Violation', `states.${i}.name`, 'Journey state names must be unique')
  }
  const defaultState = (fields.defaultState ?? existing?.defaultState) as string | undefined
  if (states && defaultState !== undefined && !states.some((s) => s.name === defaultState)) return bad(400, 'defaultState does not exist in states', 'defaultState')
  return undefined
}

function stepRefusal(fields: Rec) {
  const action = fields.action as { type?: string } | undefined
  if (action && !SUPPORTED.includes(String(action.type))) return bad(400, `Unsupported automation action: ${action.type}`, 'action.type')
  return undefined
}

/** the simulator's walk, as records' simulator.ts: onJourneyStart at the start, afterAction after its delay, conditions on tags only */
export function simulate(store: FakeStore, journeyId: string, patient: Rec, startAt: number) {
  const steps = store.records('automation_steps').filter((s) => s.journeyId === journeyId)
  const journey = store.records('journeys').find((j) => j.id === journeyId)!
  const timeline: Rec[] = []
  const queue: { at: number; step: FakeRecord; type: string; after?: number; because: string }[] = []
  const eventsOf = (s: FakeRecord) => (s.events as { type: string; info: Rec }[] | undefined) ?? []
  for (const s of steps) if (eventsOf(s).some((e) => e.type === 'onJourneyStart')) queue.push({ at: startAt, step: s, type: 'onJourneyStart', because: 'the journey starts (onJourneyStart)' })
  const tags = new Set((patient.tags as string[] | undefined) ?? [])
  while (queue.length) {
    queue.sort((a, b) => a.at - b.at)
    const next = queue.shift()!
    const action = next.step.action as { type: string; info: Rec }
    const base = { automationStepId: next.step.id, action, event: { type: next.type }, at: next.at, offsetMs: next.at - startAt, ...(next.after !== undefined ? { after: next.after } : {}) }
    const wanted = (next.step.enduserConditions as { tags?: string } | undefined)?.tags
    if (wanted && !tags.has(wanted)) {
      timeline.push({ ...base, outcome: 'skipped', because: `${next.because}; the patient would not meet its conditions then` })
      continue
    }
    const index = timeline.push({ ...base, outcome: 'fires', because: next.because }) - 1
    if (action.type === 'addEnduserTags') for (const t of (action.info.tags as string[]) ?? []) tags.add(t)
    for (const s of steps) {
      for (const e of eventsOf(s)) {
        if (e.info?.automationStepId !== next.step.id) continue
        if (e.type === 'afterAction') queue.push({ at: next.at + Number(e.info.delay) * UNIT_MS[String(e.info.unit)]!, step: s, type: e.type, after: index, because: `${e.info.delay} ${e.info.unit} after step ${next.step.id} (${action.type})` })
        else timeline.push({ automationStepId: s.id, action: s.action, event: { type: e.type }, outcome: 'waits', because: `waits for step ${next.step.id}`, after: index })
      }
    }
  }
  return { journeyId, startAt, startState: String(journey.defaultState ?? ''), timeline, enduser: { ...patient, tags: [...tags] }, truncated: false }
}

export function fakeJourneysApi(seed: Record<string, Record<string, unknown>[]> = {}, pageSize?: number) {
  const answers: { simulation?: { status: number; body: unknown } } = {}
  const v1 = fakeV1({
    pageSize,
    collections: Object.fromEntries(COLLECTIONS.map((c) => [c, seed[c] ?? (c === 'users' ? [ME] : c === 'endusers' ? [JORDAN, SAM] : [])])),
    refuse(collection, fields, existing) {
      if (collection === 'journeys') return journeyRefusal(v1.store, fields, existing)
      if (collection === 'automation_steps') return stepRefusal(fields)
      if (collection === 'automation_triggers' && !existing && !String(fields.title ?? '').trim()) return bad(400, 'title is required', 'title')
      return undefined
    },
    routes: (req, store) => journeyRoutes(req, store, answers),
  })
  return {
    v1,
    requests: v1.requests,
    records: v1.records,
    /** the next simulations answer this (a refusal, a canned timeline) instead of the walk */
    answers,
    client: (user: { id?: string; roles?: string[] } = { id: ME.id }): CareClient => v1.client({ fname: ME.fname, lname: ME.lname, ...user }),
  }
}

function journeyRoutes({ method, path, query, body = {} }: SentRequest, store: FakeStore, answers: { simulation?: { status: number; body: unknown } }) {
  const patients = (ids: unknown) => store.records('endusers').filter((p) => (ids as string[]).includes(p.id))
  const journeyOf = (id: unknown) => store.records('journeys').find((j) => j.id === id)
  const move = (p: FakeRecord, journeyId: string, state?: string) => {
    const map = { ...(p.journeys as Record<string, string> | undefined) }
    if (state === undefined) delete map[journeyId]
    else map[journeyId] = state
    p.journeys = map
    p.updatedAt = stamp()
  }
  if (method === 'POST' && path === '/v1/journey') {
    const refused = journeyRefusal(store, body)
    if (refused) return refused
    // the SDK's initializers: one state ('New' or the defaultState), the first state's name as defaultState
    const states = (body.states as State[] | undefined) ?? [{ name: String(body.defaultState ?? 'New'), priority: 'N/A' }]
    return json(200, store.add('journeys', { ...body, states, defaultState: body.defaultState ?? states[0]?.name }))
  }
  if (method === 'GET' && path === '/v1/endusers') {
    const filter = JSON.parse(query.get('filter') ?? '{}') as Rec
    const key = Object.keys(filter).find((k) => k.startsWith('journeys.'))
    if (!key) return undefined
    const id = key.slice('journeys.'.length)
    const { [key]: _dotted, ...rest } = filter
    return json(200, store.records('endusers').filter((p) => (p.journeys as Rec | undefined)?.[id] !== undefined && matchesFilter(p, rest)))
  }
  if (method === 'GET' && path === '/v1/journeys/statistics') {
    const journey = journeyOf(query.get('journeyId'))
    if (!journey) return bad(404, 'Could not find a record for the given id')
    const inIt = store.records('endusers').map((p) => (p.journeys as Record<string, string> | undefined)?.[journey.id]).filter((s): s is string => s !== undefined)
    const names = ((journey.states as State[] | undefined) ?? []).map((s) => s.name)
    const states = [...names, ...new Set(inIt.filter((s) => !names.includes(s)))].map((state) => ({ state, count: inIt.filter((s) => s === state).length }))
    const runs = store.records('automated_actions').filter((a) => a.journeyId === journey.id)
    const count = (status: string) => runs.filter((a) => a.status === status).length
    const actions = { active: count('active'), finished: count('finished'), cancelled: count('cancelled'), error: count('error') }
    // each patient's run: error when one of their actions failed, else active while one is pending, else finished
    const runOf = (id: string) => { const mine = runs.filter((a) => a.enduserId === id); return mine.some((a) => a.status === 'error') ? 'error' : mine.some((a) => a.status === 'active') ? 'active' : 'finished' }
    const people = store.records('endusers').filter((p) => (p.journeys as Rec | undefined)?.[journey.id] !== undefined).map((p) => runOf(p.id))
    const patientRuns = { active: people.filter((r) => r === 'active').length, finished: people.filter((r) => r === 'finished').length, cancelled: 0, error: people.filter((r) => r === 'error').length }
    return json(200, { statistics: { journeyId: journey.id, total: inIt.length, states, actions, steps: [], runs: patientRuns } })
  }
  if (method === 'POST' && path === '/v1/journeys/simulate') {
    if (answers.simulation) return json(answers.simulation.status, answers.simulation.body)
    const journey = journeyOf(body.journeyId)
    if (!journey) return bad(404, 'Could not find a record for the given id')
    const real = body.enduserId ? patients([body.enduserId])[0] : undefined
    if (body.enduserId && !real) return bad(400, 'enduserId must name a record of your business', 'enduserId')
    const patient = { ...real, ...(body.enduser as Rec | undefined) }
    return json(200, { simulation: simulate(store, journey.id, patient, typeof body.startAt === 'number' ? body.startAt : Date.UTC(2026, 2, 2, 9)) })
  }
  const states = /^\/v1\/journey\/([0-9a-f]{24})\/states$/.exec(path)
  if (method === 'DELETE' && states) {
    const journey = journeyOf(states[1])
    if (!journey) return bad(404, 'Could not find a record for the given id')
    // DELETE carries its input in the query string (the SDK's rule): states as a JSON list
    const gone = JSON.parse(query.get('states') ?? '[]') as string[]
    const left = (journey.states as State[]).filter((s) => !gone.includes(s.name))
    journey.states = left
    if (gone.includes(String(journey.defaultState))) journey.defaultState = left[0]?.name
    for (const p of store.records('endusers')) {
      const at = (p.journeys as Record<string, string> | undefined)?.[journey.id]
      if (at !== undefined && gone.includes(at)) move(p, journey.id, String(journey.defaultState))
    }
    journey.updatedAt = stamp()
    return json(200, { updated: journey })
  }
  if (method === 'POST' && path === '/v1/enduser-status-update') {
    const created = store.add('enduser_status_updates', body)
    for (const p of patients([body.enduserId])) move(p, String(body.journeyId), String(body.status))
    return json(200, created)
  }
  if (method === 'POST' && path === '/v1/add-endusers-to-journey') {
    const journey = journeyOf(body.journeyId)
    if (!journey) return bad(400, 'journeyId must name a record of your business', 'journeyId')
    for (const p of patients(body.enduserIds)) move(p, journey.id, String(journey.defaultState))
    return json(200, {})
  }
  if (method === 'POST' && path === '/v1/remove-endusers-from-journey') {
    for (const p of patients(body.enduserIds)) move(p, String(body.journeyId))
    return json(200, {})
  }
  return undefined
}
