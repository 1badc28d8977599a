// portal-forms' tests on @care/sdk/testing's one fake /v1, with what its screens call that the
// shared fake does not answer: a public form's details, /session-for-public-form and
// /prepare-form-response (the forms service's calls that open a response), and clients with no one
// signed in, as the portal shell and a public session have. Filling by access code (form-info,
// save-field, submit) is the shared fake's, from the forms, form_fields and form_responses it holds.
import { createCareClient, memoryStorage, type CareClient } from '@care/sdk'
import { fakeV1, json, type FakeAnswer, type FakeRecord, type FakeStore, type SentRequest } from '@care/sdk/testing'

export const FORM_ID = 'f'.repeat(24)
export const BUSINESS_ID = 'b'.repeat(24)

export interface PublicFormDef {
  form: Record<string, unknown> & { id: string; title: string }
  fields: Record<string, unknown>[]
}

export interface PublicSession {
  token: string
  enduserId: string
  /** what the intake sent */
  input: Record<string, unknown>
}

export function fakePublicFormsApi(def: PublicFormDef) {
  const sessions: PublicSession[] = []
  let opened = 0
  // access codes in the order responses are opened (code-1, code-2…), so a test can name one
  const openResponse = (store: FakeStore, enduserId: string) =>
    store.add('form_responses', { formId: def.form.id, enduserId, accessCode: `code-${++opened}`, responses: [], formTitle: def.form.title })

  const routes = ({ method, path, query, body = {} }: SentRequest, store: FakeStore): FakeAnswer | undefined => {
    if (method === 'GET' && path === '/v1/forms/public-details') {
      return query.get('formId') === def.form.id && def.form.allowPublicURL ? json(200, { form: def.form }) : json(404, { message: 'Form not found' })
    }
    if (method === 'POST' && path === '/v1/session-for-public-form') {
      if (def.form.intakeEmailRequired && !body.email) return json(400, { message: 'Email is required' })
      const enduserId = `e${sessions.length + 1}`.padStart(24, '0')
      const response = openResponse(store, enduserId)
      sessions.push({ token: `public-${enduserId}`, enduserId, input: body })
      return json(200, { accessCode: response.accessCode, authToken: `public-${enduserId}`, url: '', path: '', enduserId })
    }
    if (method === 'POST' && path === '/v1/prepare-form-response') {
      const response = openResponse(store, String(body.enduserId))
      return json(200, { accessCode: response.accessCode, url: '', fullURL: '', response })
    }
    return undefined
  }

  const v1 = fakeV1({ kind: 'enduser', collections: { forms: [def.form], form_fields: def.fields, form_responses: [] }, routes })
  /** a client like the shell's with no one signed in */
  const anonymous = (): CareClient =>
    createCareClient({ apiBaseUrl: v1.store.baseUrl, kind: 'enduser', fetch: v1.fetch, storage: memoryStorage(), businessId: BUSINESS_ID, logger: { info() {}, warn() {}, error() {} } })
  /** the public session's own clients, on the same fake */
  const publicClients: CareClient[] = []
  const createPublicClient = () => {
    const client = anonymous()
    publicClients.push(client)
    return client
  }
  /** the form's responses, in the order they were opened */
  const responses = (): FakeRecord[] => v1.records('form_responses')
  return { ...v1, sessions, responses, anonymous, createPublicClient, publicClients }
}
