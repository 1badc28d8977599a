// An in-memory /v1 for the Forms area's component tests: the generic calls of forms, form_fields,
// form_responses, databases, database_records and endusers (list with equality filters, sort,
// lastId; create; createSome with per-item errors; update, where replaceObjectFields replaces
// whole; delete; bulk-read), /forms/statistics, and /forms/send once `send` is set (until then
// 404, as before the call exists). Failures and held answers come from the sdk's kernel.
import { pluralPath, singularPath, type CareClient } from '@care/sdk'
import { stableJson } from '../records.ts'
import { fakeId as newId, fakeStamp as stamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing/fake-v1'

export type { FakeRecord, SentRequest }
export { newId, stamp }

const COLLECTIONS = ['forms', 'form_fields', 'form_responses', 'databases', 'database_records', 'endusers', 'users', 'role_based_access_permissions']

/** what the server says of a database record's values (databases.ts): a Number must be a number */
function recordProblem(body: Record<string, unknown>): string | undefined {
  for (const v of (body.values ?? []) as { type: string; value: unknown }[]) if (v.type === 'Number' && typeof v.value !== 'number' && v.value !== '') return 'Number value must be a number'
  if (!body.databaseId) return 'databaseId is required'
  return undefined
}

export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const data = new Map<string, FakeRecord[]>(COLLECTIONS.map((c) => [c, (seed[c] ?? []).map((r) => ({ id: newId(), createdAt: stamp(), updatedAt: stamp(), ...r }))]))
  const byPlural = new Map(COLLECTIONS.map((c) => [`/v1/${pluralPath(c)}`, c]))
  const bySingular = new Map(COLLECTIONS.map((c) => [`/v1/${singularPath(c)}`, c]))
  const state: { send?: (body: Record<string, unknown>) => { status: number; body: unknown } } = {}
  const matches = (r: FakeRecord, filter: Record<string, unknown>) => Object.entries(filter).every(([k, v]) => r[k] === v)

  function routes(req: SentRequest) {
    const { method, path, query, body } = req
    if (path === '/v1/forms/statistics') {
      const list = data.get('form_responses')!.filter((r) => r.formId === query.get('formId'))
      return json(200, { statistics: { total: list.length, submitted: list.filter((r) => r.submittedAt).length, opened: 0, drafts: 0 } })
    }
    if (path === '/v1/forms/send' && method === 'POST') {
      if (!state.send) return json(404, { message: 'Not found' })
      const answer = state.send(body ?? {})
      return json(answer.status, answer.body)
    }
    const listed = byPlural.get(path)
    if (listed && method === 'GET') {
      let list = [...data.get(listed)!]
      const filter = query.get('filter')
      if (filter) list = list.filter((r) => matches(r, JSON.parse(filter)))
      if (query.get('sort') === 'newFirst') list.reverse()
      const lastId = query.get('lastId')
      if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
      return json(200, list.slice(0, Number(query.get('limit') ?? 500)))
    }
    if (listed && method === 'POST') {
      const created: FakeRecord[] = []
      const errors: { index: number; message: string }[] = []
      for (const [index, item] of ((body?.create ?? []) as Record<string, unknown>[]).entries()) {
        const problem = listed === 'database_records' ? recordProblem(item) : undefined
        if (problem) errors.push({ index, message: problem })
        else {
          const record = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...item }
          data.get(listed)!.push(record)
          created.push(record)
        }
      }
      return json(200, { created, errors })
    }
    const bulk = /^(\/v1\/[\w-]+)\/bulk-read$/.exec(path)
    if (bulk && byPlural.has(bulk[1])) {
      const ids = (body?.ids ?? []) as string[]
      return json(200, { matches: data.get(byPlural.get(bulk[1])!)!.filter((r) => ids.includes(r.id)) })
    }
    const createdIn = bySingular.get(path)
    if (createdIn && method === 'POST') {
      if (!String(body?.title ?? 'x').trim()) return json(400, { message: 'title is required' })
      const problem = createdIn === 'database_records' ? recordProblem(body ?? {}) : undefined
      if (problem) return json(400, { message: problem })
      const record = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...(createdIn === 'forms' ? { numFields: 0 } : {}), ...body }
      data.get(createdIn)!.push(record)
      return json(200, record)
    }
    const one = /^(\/v1\/[\w-]+)\/([0-9a-f]{24})$/.exec(path)
    const collection = one && bySingular.get(one[1])
    if (one && collection) {
      const list = data.get(collection)!
      const record = list.find((r) => r.id === one[2])
      if (!record) return json(404, { message: 'Could not find a record for the given id' })
      if (method === 'GET') return json(200, record)
      if (method === 'PATCH') {
        // as PostgreSQL's jsonb keeps them: object keys come back sorted
        Object.assign(record, JSON.parse(stableJson(body?.updates ?? {})), { updatedAt: stamp() })
        return json(200, record)
      }
      if (method === 'DELETE') {
        list.splice(list.indexOf(record), 1)
        return json(200, {})
      }
    }
    return undefined
  }

  const v1 = fakeV1({ routes, baseUrl: 'http://console.test' })
  return {
    data,
    requests: v1.requests,
    /** answers /forms/send from now on */
    answerSend(fn: (body: Record<string, unknown>) => { status: number; body: unknown }) {
      state.send = fn
    },
    /** signed in as an Admin, or as `user` (e.g. `{ roles: ['Care Coordinator'] }`) */
    client: (user?: { id?: string; roles?: string[] }): CareClient => v1.client(user),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

/** the demo clinic's intake in small: a branching form (smoking → how many), a database, a patient and a response */
export function seededForms() {
  const api = fakeApi({ endusers: [{ fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care' }, { fname: 'Sam', lname: 'Lee', phone: '+15555550123' }] })
  const add = (c: string, r: Record<string, unknown>) => {
    const record = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...r }
    api.data.get(c)!.push(record)
    return record
  }
  const [jordan] = api.data.get('endusers')!
  const intake = add('forms', { title: 'New patient intake', numFields: 4 })
  add('forms', { title: 'Weekly check-in', numFields: 0 })
  const dob = add('form_fields', { formId: intake.id, title: 'Date of birth', type: 'dateString', previousFields: [{ type: 'root', info: {} }] })
  const smoke = add('form_fields', { formId: intake.id, title: 'Do you smoke?', type: 'multiple_choice', options: { choices: ['Yes', 'No'], radio: true }, previousFields: [{ type: 'after', info: { fieldId: dob.id } }] })
  const howMany = add('form_fields', { formId: intake.id, title: 'How many a day?', type: 'number', previousFields: [{ type: 'previousEquals', info: { fieldId: smoke.id, equals: 'Yes' } }] })
  const consent = add('form_fields', {
    formId: intake.id, title: 'Consent', type: 'signature', previousFields: [{ type: 'after', info: { fieldId: smoke.id } }, { type: 'after', info: { fieldId: howMany.id } }],
  })
  add('form_responses', {
    formId: intake.id, enduserId: jordan.id, formTitle: 'New patient intake', submittedAt: '2026-01-05T15:00:00.000Z',
    responses: [
      { fieldId: dob.id, fieldTitle: 'Date of birth', answer: { type: 'dateString', value: '04-12-1980' } },
      { fieldId: smoke.id, fieldTitle: 'Do you smoke?', answer: { type: 'multiple_choice', value: ['No'] } },
      { fieldId: consent.id, fieldTitle: 'Consent', answer: { type: 'signature', value: { signed: true, fullName: 'Jordan Rivera' } } },
    ],
  })
  const plans = add('databases', { title: 'Insurance plans', numRecords: 1, fields: [{ label: 'Plan', type: 'Text' }, { label: 'Copay', type: 'Number' }, { label: 'Regions', type: 'Multiple Select' }] })
  add('database_records', { databaseId: plans.id, values: [{ label: 'Plan', type: 'Text', value: 'Blue Basic' }, { label: 'Copay', type: 'Number', value: 20 }, { label: 'Regions', type: 'Multiple Select', value: ['North', 'South'] }] })
  return { api, intake, fields: { dob, smoke, howMany, consent }, jordan, plans }
}
