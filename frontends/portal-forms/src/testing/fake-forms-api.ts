// An in-memory /v1 for the form screens' tests (on @care/sdk's fake kernel): a public form's
// details, /session-for-public-form, /prepare-form-response and filling by access code
// (form-info, save-field, submit), as the forms service answers them.
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import { createCareClient, memoryStorage, type CareClient } from '@care/sdk'

export const FORM_ID = 'f'.repeat(24)
export const BUSINESS_ID = 'b'.repeat(24)

export interface FakeFormDef {
  form: Record<string, unknown> & { id: string; title: string }
  fields: Record<string, unknown>[]
}

interface FakeResponse {
  id: string
  formId: string
  enduserId: string
  accessCode: string
  submittedAt?: string
  responses: Record<string, unknown>[]
  formTitle: string
}

export function fakeFormsApi(def: FakeFormDef) {
  const responses: FakeResponse[] = []
  const sessions: { token: string; enduserId: string; input: Record<string, unknown> }[] = []
  let n = 0
  const newResponse = (enduserId: string) => {
    const r: FakeResponse = { id: `r${++n}`.padStart(24, '0'), formId: def.form.id, enduserId, accessCode: `code-${n}`, responses: [], formTitle: def.form.title }
    responses.push(r)
    return r
  }
  const v1 = fakeV1({
    kind: 'enduser',
    routes(req) {
      const path = req.path.replace(/^\/v1/, '')
      if (req.method === 'GET' && path === '/forms/public-details') {
        return req.query.get('formId') === def.form.id && def.form.allowPublicURL ? json(200, { form: def.form }) : json(404, { message: 'Form not found' })
      }
      if (req.method === 'POST' && path === '/session-for-public-form') {
        const body = req.body ?? {}
        if (def.form.intakeEmailRequired && !body.email) return json(400, { message: 'Email is required' })
        const enduserId = `e${sessions.length + 1}`.padStart(24, '0')
        const r = newResponse(enduserId)
        sessions.push({ token: `public-${enduserId}`, enduserId, input: body })
        return json(200, { accessCode: r.accessCode, authToken: `public-${enduserId}`, url: '', path: '', enduserId })
      }
      if (req.method === 'POST' && path === '/prepare-form-response') {
        const r = newResponse(String(req.body?.enduserId))
        return json(200, { accessCode: r.accessCode, url: '', fullURL: '', response: r })
      }
      const byCode = (code: unknown) => responses.find((r) => r.accessCode === code)
      if (req.method === 'GET' && path === '/form-info-for-access-code') {
        const r = byCode(req.query.get('accessCode'))
        return r ? json(200, { form: def.form, fields: def.fields, response: r }) : json(404, { message: 'This form is no longer available' })
      }
      if (req.method === 'PATCH' && path === '/save-field-response') {
        const r = byCode(req.body?.accessCode)
        return r ? json(200, { formResponse: r }) : json(404, { message: 'This form is no longer available' })
      }
      if (req.method === 'PATCH' && path === '/submit-form-response') {
        const r = byCode(req.body?.accessCode)
        if (!r) return json(404, { message: 'This form is no longer available' })
        if (r.submittedAt) return json(400, { message: 'This form has already been submitted' })
        Object.assign(r, { responses: req.body?.responses, submittedAt: new Date().toISOString() })
        return json(200, { formResponse: { ...r } })
      }
      return undefined
    },
  })
  /** a client like the shell's with no one signed in */
  const anonymous = (): CareClient => createCareClient({ apiBaseUrl: 'http://care.test', kind: 'enduser', fetch: v1.fetch, storage: memoryStorage(), businessId: BUSINESS_ID, logger: { info() {}, warn() {}, error() {} } })
  /** the public session's own clients, on the same fake */
  const publicClients: CareClient[] = []
  const createPublicClient = () => {
    const c = anonymous()
    publicClients.push(c)
    return c
  }
  return { ...v1, responses, sessions, anonymous, createPublicClient, publicClients }
}
