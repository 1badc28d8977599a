// The Forms area's /v1 for component tests: @care/sdk's fake over forms, form_fields,
// form_responses, databases, database_records, endusers, users and role permissions, plus what only
// this area calls — /forms/statistics, and /forms/send once `answerSend` is set (until then 404, as
// before the call exists) — and the server's refusals its screens show (a blank title, a database
// record's Number that is not a number).
import type { CareClient } from '@care/sdk'
import { fakeId as newId, fakeRecord, fakeStamp as stamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }
export { newId, stamp }

const COLLECTIONS = ['forms', 'form_fields', 'form_responses', 'databases', 'database_records', 'endusers', 'users', 'role_based_access_permissions']

/** what the server says of fields it refuses: a blank title; a database record's Number must be a number (databases.ts) */
function refuse(collection: string, body: Record<string, unknown>, existing?: FakeRecord) {
  if (!existing && !String(body.title ?? 'x').trim()) return json(400, { message: 'title is required' })
  if (collection !== 'database_records' || existing) return undefined
  for (const v of (body.values ?? []) as { type: string; value: unknown }[]) if (v.type === 'Number' && typeof v.value !== 'number' && v.value !== '') return json(400, { message: 'Number value must be a number' })
  return body.databaseId ? undefined : json(400, { message: 'databaseId is required' })
}

export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const state: { send?: (body: Record<string, unknown>) => { status: number; body: unknown } } = {}
  const v1 = fakeV1({
    collections: Object.fromEntries(COLLECTIONS.map((c) => [c, seed[c] ?? []])),
    defaults: { forms: { numFields: 0 } },
    refuse,
    baseUrl: 'http://console.test',
    routes({ method, path, query, body }, store) {
      if (path === '/v1/forms/statistics') {
        const list = store.records('form_responses').filter((r) => r.formId === query.get('formId'))
        return json(200, { statistics: { total: list.length, submitted: list.filter((r) => r.submittedAt).length, opened: 0, drafts: 0 } })
      }
      if (path === '/v1/forms/send' && method === 'POST') {
        if (!state.send) return json(404, { message: 'Not found' })
        const answer = state.send(body ?? {})
        return json(answer.status, answer.body)
      }
      return undefined
    },
  })
  return {
    data: v1.data,
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
    const record = fakeRecord(r)
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
