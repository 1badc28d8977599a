// Public forms on the one fake /v1 (spec 2 §2.9): GET /forms/public-details and POST
// /session-for-public-form answered from the fake's forms as the forms service answers them (only
// a form with allowPublicURL, its public fields; the intake's required fields checked; the visitor
// given a session of its own and a response opened for it), and clients with no one signed in, as
// the portal shell and a public session have. Filling the response by its access code, and
// /prepare-form-response, are the shared fake's (fake-calls.ts).
import { FormsMessages } from '@care/contracts/collections/forms'
import { publicFormDetails } from '@care/contracts/routes/forms'
import { createCareClient, memoryStorage, type CareClient } from '../index.ts'
import { openFormResponse } from './fake-calls.ts'
import { fakeV1, json, type FakeAnswer, type FakeRecord, type FakeStore, type FakeV1Options, type SentRequest } from './fake-v1.ts'

const PUBLIC_FIELDS = publicFormDetails.keyof().options
const INTAKE_REQUIRED = [
  ['email', (f: FakeRecord) => f.intakeEmailRequired === true, FormsMessages.emailRequired],
  ['phone', (f: FakeRecord) => f.intakePhone === 'required', FormsMessages.phoneRequired],
  ['dateOfBirth', (f: FakeRecord) => f.intakeDateOfBirth === 'required', FormsMessages.dateOfBirthRequired],
  ['state', (f: FakeRecord) => f.intakeState === 'required', FormsMessages.stateRequired],
] as const

/** a public session the fake gave: its token, its patient, and what the intake sent */
export interface PublicSession {
  token: string
  enduserId: string
  input: Record<string, unknown>
}

/** the public-form routes, with the sessions they give (in order) */
export function publicFormRoutes() {
  const sessions: PublicSession[] = []
  const formOf = (store: FakeStore, id: unknown) => store.records('forms').find((f) => f.id === id)
  const routes = ({ method, path, query, body = {} }: SentRequest, store: FakeStore): FakeAnswer | undefined => {
    if (method === 'GET' && path === '/v1/forms/public-details') {
      const form = formOf(store, query.get('formId'))
      if (!form || form.allowPublicURL !== true) return json(404, { message: FormsMessages.formNotFound })
      return json(200, { form: Object.fromEntries(PUBLIC_FIELDS.flatMap((k) => (form[k] === undefined ? [] : [[k, form[k]]]))) })
    }
    if (method === 'POST' && path === '/v1/session-for-public-form') {
      const form = formOf(store, body.formId)
      if (!form || (form.businessId !== undefined && form.businessId !== body.businessId)) return json(404, { message: FormsMessages.formNotFound })
      if (form.allowPublicURL !== true) return json(403, { message: FormsMessages.notPublic })
      if (form.disabled === true) return json(403, { message: FormsMessages.formDisabled })
      const missing = INTAKE_REQUIRED.find(([field, required]) => required(form) && !body[field])
      if (missing) return json(400, { message: missing[2] })
      const enduserId = `e${sessions.length + 1}`.padStart(24, '0')
      const response = openFormResponse(store, form, { enduserId, sharedVia: 'Link' })
      sessions.push({ token: `public-${enduserId}`, enduserId, input: body })
      return json(200, { accessCode: response.accessCode, authToken: `public-${enduserId}`, url: '', path: '', enduserId })
    }
    return undefined
  }
  return { sessions, routes }
}

/**
 * The fake /v1 with public forms: a patient portal's (kind 'enduser' unless given), its own routes
 * tried first, then the public-form ones. `anonymous()` is a client like the shell's with no one
 * signed in; `createPublicClient` makes the public session's own clients (kept in `publicClients`).
 */
export function fakePublicFormsV1(o: FakeV1Options & { businessId?: string }) {
  const publicForms = publicFormRoutes()
  const v1 = fakeV1({
    kind: 'enduser',
    ...o,
    routes: async (req, store) => (await o.routes?.(req, store)) ?? publicForms.routes(req, store),
  })
  const anonymous = (): CareClient =>
    createCareClient({ apiBaseUrl: v1.store.baseUrl, kind: 'enduser', fetch: v1.fetch, storage: memoryStorage(), businessId: o.businessId ?? 'b'.repeat(24), logger: { info() {}, warn() {}, error() {} } })
  const publicClients: CareClient[] = []
  const createPublicClient = () => {
    const client = anonymous()
    publicClients.push(client)
    return client
  }
  /** the form responses, in the order they were opened */
  const responses = (): FakeRecord[] => v1.records('form_responses')
  return { ...v1, sessions: publicForms.sessions, responses, anonymous, createPublicClient, publicClients }
}
