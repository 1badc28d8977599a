// Who the fuzzer calls as: one of each caller kind of the route table (a staff admin, the admin's API
// key, a patient, a public form's visitor, nobody), made through the gateway in one business. A
// route is called as the kinds it allows and as one it does not. Calls that end or move the caller's
// own session (logout, refresh, create-and-join, password and email changes) get a disposable
// principal of the same kind, so the rest of the run keeps its sessions.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Caller, RouteDef } from '@care/contracts/routes/index'
import { api, type Principal } from '../support/http.ts'
import { registerStaff } from '../support/platform.ts'

export const FUZZ_PRINCIPALS = ['anonymous', 'admin', 'apiKey', 'patient', 'publicForm'] as const
export type FuzzPrincipal = (typeof FUZZ_PRINCIPALS)[number]

/** the caller kind each principal is */
export const CALLER_OF: Record<FuzzPrincipal, Caller> = { anonymous: 'public', admin: 'user', apiKey: 'apiKey', patient: 'enduser', publicForm: 'publicForm' }

/** Whether `route` admits `principal`: a public route admits everyone, with or without a session. */
export const admits = (route: Pick<RouteDef, 'callers'>, principal: FuzzPrincipal): boolean =>
  route.callers.includes('public') || route.callers.includes(CALLER_OF[principal])

/** operations that end, renew or move the caller's own session or sign-in */
const SESSION_CHANGING = /logout|refresh|create-and-join|set-enduser-password|email-change|api_keys\.remove/

export const changesOwnSession = (route: Pick<RouteDef, 'operation'>): boolean => SESSION_CHANGING.test(route.operation)

export interface FuzzPrincipals {
  url: string
  who: Record<FuzzPrincipal, Principal>
  businessId: string
  /** the patient principal's own record: never handed out as a path id, so it is not deleted */
  patientId: string
  /** a new principal of the same kind, for a call that would spend the session */
  disposable(principal: FuzzPrincipal): Promise<Principal>
}

const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

export async function fuzzPrincipals(url: string): Promise<FuzzPrincipals> {
  const staff = await registerStaff(url)
  const admin = bearer(staff.authToken)
  const ok = async <T = Record<string, unknown>>(method: string, path: string, payload?: Record<string, unknown>, as: Principal = admin) => {
    const res = await api<T>(url, as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const newPatient = async () => {
    const { id } = await ok<{ id: string }>('POST', '/enduser', { fname: 'Fuzz', email: `fuzz-${unique()}@example.com` })
    return { id, session: bearer((await ok<{ authToken: string }>('GET', '/generate-enduser-auth-token', { id })).authToken) }
  }
  const newApiKey = async () => ({ authorization: `API_KEY ${(await ok<{ key: string }>('POST', '/add-api-key', {})).key}` })
  const form = await ok<{ id: string }>('POST', '/form', { title: `Fuzz intake ${unique()}`, allowPublicURL: true })
  // a public form opens only once it has a question
  await ok('POST', '/form-field', { formId: form.id, title: 'Your email', type: 'email', previousFields: [{ type: 'root', info: {} }], intakeField: 'email' })
  const newPublicForm = async () =>
    bearer((await ok<{ authToken: string }>('POST', '/session-for-public-form', { formId: form.id, businessId: staff.user.businessId, email: `visitor-${unique()}@example.com` }, {})).authToken)
  const newAdmin = async () => {
    const user = await ok<{ id: string }>('POST', '/user', { email: `fuzz-admin-${unique()}@example.com`, roles: ['Admin'] })
    return bearer((await ok<{ authToken: string }>('GET', '/generate-auth-token', { id: user.id })).authToken)
  }
  const patient = await newPatient()
  return {
    url,
    who: { anonymous: {}, admin, apiKey: await newApiKey(), patient: patient.session, publicForm: await newPublicForm() },
    businessId: staff.user.businessId,
    patientId: patient.id,
    async disposable(principal) {
      switch (principal) {
        case 'anonymous':
          return {}
        case 'admin':
          return newAdmin()
        case 'apiKey':
          return newApiKey()
        case 'patient':
          return (await newPatient()).session
        case 'publicForm':
          return newPublicForm()
      }
    },
  }
}
