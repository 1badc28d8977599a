// An in-memory /v1 for the chart's component tests: any collection's generic calls (list with
// filter, sort, limit and lastId; create; update; bulk-read), the drug lookup, and one-off answers
// or held answers to observe loading and error states.
import { pluralPath, singularPath, type CareClient } from '@care/sdk'
import { fakeId as newId, fakeStamp as stamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing/fake-v1'

export type { FakeRecord, SentRequest }
export { newId }

const COLLECTIONS = ['endusers', 'users', 'notes', 'tickets', 'enduser_tasks', 'care_plans', 'enduser_observations', 'enduser_medications', 'files', 'user_logs', 'role_based_access_permissions', 'forms', 'form_fields', 'form_responses']


export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const data = new Map<string, FakeRecord[]>(COLLECTIONS.map((c) => [c, (seed[c] ?? []).map((r) => ({ id: newId(), createdAt: stamp(), updatedAt: stamp(), ...r }))]))
  const byPlural = new Map(COLLECTIONS.map((c) => [`/v1/${pluralPath(c)}`, c]))
  const bySingular = new Map(COLLECTIONS.map((c) => [`/v1/${singularPath(c)}`, c]))
  const drugs: { answer: { status: number; body: unknown } } = { answer: { status: 200, body: { drugs: [] } } }

  const matches = (r: FakeRecord, filter: Record<string, unknown>) => Object.entries(filter).every(([k, v]) => r[k] === v)

  function routes(req: SentRequest) {
    const { method, path, query, body } = req
    const forms = formRoutes(req)
    if (forms) return forms
    if (path === '/v1/drug-lookup/drugs') return json(drugs.answer.status, drugs.answer.body)
    if (path === '/v1/prepare-file-upload' && method === 'POST') {
      const file = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...body, secureName: `secure-${newId()}` }
      data.get('files')?.push(file)
      return json(200, { presignedUpload: { url: `http://console.test/v1/file-upload/token-${file.id}`, fields: {} }, file })
    }
    if (path === '/v1/files/confirm-upload' && method === 'POST') {
      const file = data.get('files')?.find((f) => f.id === body?.id)
      if (file && !file.confirmedAt) file.confirmedAt = stamp()
      return json(200, {})
    }
    if (path === '/v1/file-download-URL') return json(200, { downloadURL: `http://console.test/v1/file-download/${query.get('secureName')}${query.get('preferInBrowser') ? '?inline=1' : ''}`, name: 'file' })
    const listed = byPlural.get(path)
    if (listed && method === 'GET') {
      let list = [...(data.get(listed) ?? [])]
      const filter = query.get('filter')
      if (filter) list = list.filter((r) => matches(r, JSON.parse(filter)))
      if (query.get('sort') === 'newFirst') list.reverse()
      const lastId = query.get('lastId')
      if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
      return json(200, list.slice(0, Number(query.get('limit') ?? 500)))
    }
    const bulk = /^(\/v1\/[\w-]+)\/bulk-read$/.exec(path)
    if (bulk && byPlural.has(bulk[1])) {
      const ids = (body?.ids ?? []) as string[]
      return json(200, { matches: (data.get(byPlural.get(bulk[1]) as string) ?? []).filter((r) => ids.includes(r.id)) })
    }
    const created = bySingular.get(path)
    if (created && method === 'POST') {
      const record = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...body }
      data.get(created)?.push(record)
      return json(200, record)
    }
    const one = /^(\/v1\/[\w-]+)\/([0-9a-f]{24})$/.exec(path)
    const collection = one && bySingular.get(one[1])
    if (one && collection) {
      const record = data.get(collection)?.find((r) => r.id === one[2])
      if (!record) return json(404, { message: 'Could not find a record for the given id' })
      if (method === 'GET') return json(200, record)
      if (method === 'PATCH') {
        Object.assign(record, body?.updates ?? {}, { updatedAt: stamp() })
        return json(200, record)
      }
      if (method === 'DELETE') {
        data.set(collection, (data.get(collection) ?? []).filter((r) => r !== record))
        return json(200, {})
      }
    }
    return undefined
  }

  // the forms calls staff make on the Forms tab: prepare a response, read it, keep a draft, submit
  function formRoutes({ method, path, query, body }: SentRequest) {
    const responses = data.get('form_responses')!
    const byCode = (code: unknown) => responses.find((r) => r.accessCode === code)
    if (path === '/v1/prepare-form-response' && method === 'POST') {
      const form = data.get('forms')!.find((f) => f.id === body?.formId)
      if (!form) return json(404, { message: 'Form not found' })
      const accessCode = `code-${newId()}`
      const response = { id: newId(), createdAt: stamp(), updatedAt: stamp(), formId: form.id, formTitle: form.title, enduserId: body?.enduserId, accessCode, ...(body?.isInternalNote ? { isInternalNote: true } : {}) }
      responses.push(response)
      return json(200, { accessCode, url: `http://portal.test/link/form?a=${accessCode}`, fullURL: '', response })
    }
    if (path === '/v1/form-info-for-access-code') {
      const response = byCode(query.get('accessCode'))
      if (!response) return json(404, { message: 'This form is no longer available' })
      return json(200, { form: data.get('forms')!.find((f) => f.id === response.formId), fields: data.get('form_fields')!.filter((f) => f.formId === response.formId), response })
    }
    if (path === '/v1/save-field-response' && method === 'PATCH') {
      const response = byCode(body?.accessCode)
      if (!response) return json(404, { message: 'This form is no longer available' })
      const entry = body?.response as { fieldId: string }
      response.responses = [...((response.responses as { fieldId: string }[] | undefined) ?? []).filter((e) => e.fieldId !== entry.fieldId), entry]
      response.draftSavedAt = stamp()
      return json(200, { formResponse: response })
    }
    if (path === '/v1/submit-form-response' && method === 'PATCH') {
      const response = byCode(body?.accessCode)
      if (!response) return json(404, { message: 'This form is no longer available' })
      if (response.submittedAt) return json(400, { message: 'This form has already been submitted' })
      Object.assign(response, { responses: body?.responses, submittedAt: stamp(), updatedAt: stamp() })
      return json(200, { formResponse: response })
    }
    return undefined
  }

  const v1 = fakeV1({ routes, baseUrl: 'http://console.test' })
  return {
    data,
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
