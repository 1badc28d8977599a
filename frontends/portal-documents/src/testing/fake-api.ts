// An in-memory /v1 for the component tests: the patient's files (GET /files, GET /file/:id), the
// upload calls (/prepare-file-upload, /files/confirm-upload) and download links, the patient's
// form responses (GET /form-responses) and filling one by its access code (form-info, save-field,
// submit). Uploads themselves go through a fake XMLHttpRequest (FakeUploadRequest).
import { createCareClient, memoryStorage, type FetchLike, type SessionEnduser } from '@care/sdk'
import type { FileLike } from '../files/file-rules.ts'
import type { FormResponseLike } from '../forms/form-rules.ts'

export const PATIENT = 'e'.repeat(24)
export const STAFF = 'a'.repeat(24)

let seq = 0
export function fileRecord(f: Partial<FileLike> & { name: string }): FileLike {
  const id = (++seq).toString(16).padStart(24, '0')
  const at = new Date(Date.UTC(2026, 0, 1 + seq)).toISOString()
  return { id, type: 'application/pdf', size: 2048, secureName: `biz/${id}`, enduserId: PATIENT, creator: STAFF, createdAt: at, confirmedAt: at, ...f }
}

/** a form and its fields, as /form-info-for-access-code answers them */
export interface FakeForm {
  form: { id: string; title: string; description?: string; thanksMessage?: string }
  fields: { id: string; formId: string; title: string; type: string; previousFields: unknown[]; isOptional?: boolean; options?: unknown }[]
}

export function responseRecord(r: Partial<FormResponseLike> & { formTitle: string }): FormResponseLike {
  const id = (++seq).toString(16).padStart(24, '0')
  const at = new Date(Date.UTC(2026, 1, 1 + seq)).toISOString()
  return { id, enduserId: PATIENT, formId: 'f'.repeat(24), accessCode: `code-${id}`, createdAt: at, updatedAt: at, responses: [], ...r }
}

export interface FakeApi {
  files: FileLike[]
  responses: FormResponseLike[]
  /** forms by id, for responses' formId */
  forms: Map<string, FakeForm>
  calls: { method: string; path: string; query: Record<string, string>; body?: unknown }[]
  /** answers of the next calls to a path, before the default */
  failNext: Map<string, { status: number; message: string }>
  /** answer of GET /files: 'ok' or a status */
  listStatus: number
}

export function fakeApi(files: FileLike[] = []) {
  const api: FakeApi = { files, responses: [], forms: new Map(), calls: [], failNext: new Map(), listStatus: 200 }
  FakeUploadRequest.last = undefined
  FakeSocket.last = undefined
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url, 'http://portal.test')
    const path = u.pathname.replace(/^\/v1/, '')
    const body = init.body ? JSON.parse(init.body) : undefined
    api.calls.push({ method: init.method, path, query: Object.fromEntries(u.searchParams), body })
    const answer = (status: number, value: unknown) => ({ status, ok: status < 300, text: async () => (value === undefined ? '' : JSON.stringify(value)) })
    const fail = api.failNext.get(path)
    if (fail) {
      api.failNext.delete(path)
      return answer(fail.status, { message: fail.message })
    }
    if (init.method === 'GET' && path === '/files') return api.listStatus === 200 ? answer(200, api.files) : answer(api.listStatus, { message: 'Not found' })
    if (init.method === 'GET' && path.startsWith('/file/')) {
      const f = api.files.find((x) => x.id === path.slice('/file/'.length))
      return f ? answer(200, f) : answer(404, { message: 'Not found' })
    }
    if (init.method === 'POST' && path === '/prepare-file-upload') {
      const file = fileRecord({ name: body.name, type: body.type, size: body.size, creator: PATIENT, confirmedAt: undefined })
      api.files.push(file)
      return answer(200, { presignedUpload: { url: `http://portal.test/v1/file-upload/t-${file.id}`, fields: { key: String(file.secureName) } }, file })
    }
    if (init.method === 'POST' && path === '/files/confirm-upload') {
      const f = api.files.find((x) => x.id === body.id)
      if (f) f.confirmedAt = new Date().toISOString()
      return answer(200, {})
    }
    if (init.method === 'GET' && path === '/file-download-URL') {
      const f = api.files.find((x) => x.secureName === u.searchParams.get('secureName'))
      return f ? answer(200, { downloadURL: `http://portal.test/v1/file-download/d-${f.id}`, name: f.name }) : answer(404, { message: 'Not found' })
    }
    if (init.method === 'GET' && path === '/form-responses') return answer(200, api.responses)
    const byCode = (code: unknown) => api.responses.find((r) => r.accessCode === code)
    if (init.method === 'GET' && path === '/form-info-for-access-code') {
      const r = byCode(u.searchParams.get('accessCode'))
      const f = r && api.forms.get(r.formId ?? '')
      return r && f ? answer(200, { form: f.form, fields: f.fields, response: r }) : answer(404, { message: 'This form is no longer available' })
    }
    if (init.method === 'PATCH' && path === '/save-field-response') {
      const r = byCode(body.accessCode)
      if (!r) return answer(404, { message: 'This form is no longer available' })
      r.responses = [...(r.responses ?? []).filter((e) => e.fieldId !== body.response.fieldId), body.response]
      r.draftSavedAt = new Date().toISOString()
      return answer(200, { formResponse: r })
    }
    if (init.method === 'PATCH' && path === '/submit-form-response') {
      const r = byCode(body.accessCode)
      if (!r) return answer(404, { message: 'This form is no longer available' })
      if (r.submittedAt) return answer(400, { message: 'This form has already been submitted' })
      Object.assign(r, { responses: body.responses, submittedAt: new Date().toISOString() })
      return answer(200, { formResponse: { ...r } })
    }
    return answer(404, { message: `no fake for ${init.method} ${path}` })
  }
  const client = createCareClient({ apiBaseUrl: 'http://portal.test', kind: 'enduser', fetch, storage: memoryStorage(), WebSocket: FakeSocket, logger: quiet })
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  client.setSession({ authToken: 'tok', enduser })
  return { api, client }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }

/** A stand-in for /v1/live: authenticates at once; `FakeSocket.last.push(event, data)` delivers an event. */
export class FakeSocket {
  static last?: FakeSocket
  readyState = 1
  closed = false
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: { code: number }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.last = this
    queueMicrotask(() => this.onopen?.({}))
  }

  send(data: string) {
    if ((JSON.parse(data) as { type?: string }).type === 'authenticate') queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'authenticated' }) }))
  }

  close() {
    this.closed = true
  }

  push(event: string, data: unknown[]) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) })
  }
}

/** A stand-in XMLHttpRequest: the test drives progress and the answer. */
export class FakeUploadRequest {
  static last?: FakeUploadRequest
  method = ''
  url = ''
  status = 0
  responseText = ''
  sent?: FormData
  aborted = false
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeUploadRequest.last = this
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  send(body: FormData) {
    this.sent = body
  }

  abort() {
    this.aborted = true
    this.onabort?.()
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }

  answer(status: number, body = '') {
    this.status = status
    this.responseText = body
    this.onload?.()
  }
}

export const fakeRequest = () => new FakeUploadRequest() as unknown as XMLHttpRequest
