// The portal's /v1 for the Documents component tests: @care/sdk's fake, signed in as the patient,
// over their files (listing, upload links and confirmation, download links) and form responses
// (listing, and filling one by its access code: form-info, save-field, submit). `failNext` and
// `listStatus` make a call fail; uploads themselves go through FakeUploadRequest and live events
// through FakeSocket (@care/sdk/testing).
import type { SessionEnduser } from '@care/sdk'
import { FakeSocket, FakeUploadRequest, fakeId, fakeRecord, fakeV1, json } from '@care/sdk/testing'
import type { FileLike } from '../files/file-rules.ts'
import type { FormResponseLike } from '../forms/form-rules.ts'

export { FakeSocket, FakeUploadRequest, fakeRequest } from '@care/sdk/testing'

export const PATIENT = 'e'.repeat(24)
export const STAFF = 'a'.repeat(24)

// one day apart, so lists in time order follow creation
let day = 0
export function fileRecord(f: Partial<FileLike> & { name: string }): FileLike {
  const id = fakeId()
  const at = new Date(Date.UTC(2026, 0, 1 + ++day)).toISOString()
  return { id, type: 'application/pdf', size: 2048, secureName: `biz/${id}`, enduserId: PATIENT, creator: STAFF, createdAt: at, confirmedAt: at, ...f }
}

/** a form and its fields, as /form-info-for-access-code answers them */
export interface FakeForm {
  form: { id: string; title: string; description?: string; thanksMessage?: string }
  fields: { id: string; formId: string; title: string; type: string; previousFields: unknown[]; isOptional?: boolean; options?: unknown }[]
}

export function responseRecord(r: Partial<FormResponseLike> & { formTitle: string }): FormResponseLike {
  const id = fakeId()
  const at = new Date(Date.UTC(2026, 1, 1 + ++day)).toISOString()
  return { id, enduserId: PATIENT, formId: 'f'.repeat(24), accessCode: `code-${id}`, createdAt: at, updatedAt: at, responses: [], ...r }
}

export function fakeApi(files: FileLike[] = []) {
  FakeUploadRequest.last = undefined
  FakeSocket.last = undefined
  /** answers of the next call to a path (without /v1), before the default */
  const failNext = new Map<string, { status: number; message: string }>()
  const state = { listStatus: 200 }
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    WebSocket: FakeSocket,
    collections: { files, form_responses: [], forms: [], form_fields: [] },
    routes({ method, path }) {
      const fail = failNext.get(path.replace(/^\/v1/, ''))
      if (fail) {
        failNext.delete(path.replace(/^\/v1/, ''))
        return json(fail.status, { message: fail.message })
      }
      if (method === 'GET' && path === '/v1/files' && state.listStatus !== 200) return json(state.listStatus, { message: 'Not found' })
      return undefined
    },
  })
  const api = {
    /** the patient's form responses, in place of those stored */
    setResponses(list: readonly FormResponseLike[]) {
      v1.records('form_responses').splice(0, Infinity, ...list.map(fakeRecord))
    },
    /** forms by id, for responses' formId */
    forms: {
      set(id: string, f: FakeForm) {
        v1.add('forms', { ...f.form, id })
        for (const field of f.fields) v1.add('form_fields', field)
      },
    },
    /** the calls made, by path without /v1 */
    get calls() {
      return v1.requests.map((r) => ({ method: r.method, path: r.path.replace(/^\/v1/, ''), query: Object.fromEntries(r.query), body: r.body as unknown }))
    },
    failNext,
    /** answer of GET /files: 200 or a failing status */
    get listStatus() {
      return state.listStatus
    },
    set listStatus(status: number) {
      state.listStatus = status
    },
  }
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  return { api, client: v1.client(enduser) }
}
