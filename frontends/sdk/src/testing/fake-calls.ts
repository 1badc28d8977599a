// The named calls of /v1 that screens of several remotes make, answered from the fake's store:
// a file's upload (prepare-file-upload, then files/confirm-upload once the bytes are sent) and its
// download link, opening a form response (prepare-form-response) and filling it by its access
// code (form-info-for-access-code, save-field-response, submit-form-response).
import { FormsMessages } from '@care/contracts/collections/forms'
import { fakeId, fakeStamp, json, type FakeAnswer, type FakeRecord, type FakeStore, type SentRequest } from './fake-v1.ts'

const GONE = FormsMessages.responseNotFound

/** stores a new response to `form` with the first free access code (code-1, code-2…), so a test can name it */
export function openFormResponse(store: FakeStore, form: FakeRecord, fields: Record<string, unknown>): FakeRecord {
  const used = new Set(store.records('form_responses').map((r) => r.accessCode))
  let n = 1
  while (used.has(`code-${n}`)) n++
  return store.add('form_responses', { formId: form.id, formTitle: form.title, accessCode: `code-${n}`, responses: [], ...fields })
}

export function sharedCallRoutes({ method, path, query, body = {} }: SentRequest, store: FakeStore): FakeAnswer | undefined {
  const files = () => store.records('files')
  if (method === 'POST' && path === '/v1/prepare-file-upload') {
    const file = store.add('files', { ...body, creator: store.me, secureName: `secure-${fakeId()}`, confirmedAt: undefined })
    return json(200, { presignedUpload: { url: `${store.baseUrl}/v1/file-upload/token-${file.id}`, fields: { key: file.secureName } }, file })
  }
  if (method === 'POST' && path === '/v1/files/confirm-upload') {
    const file = files().find((f) => f.id === body.id)
    if (file && !file.confirmedAt) file.confirmedAt = fakeStamp()
    return json(200, {})
  }
  if (method === 'GET' && path === '/v1/file-download-URL') {
    const secureName = query.get('secureName')
    const file = files().find((f) => f.secureName === secureName)
    if (!file) return json(404, { message: 'Not found' })
    return json(200, { downloadURL: `${store.baseUrl}/v1/file-download/${secureName}${query.get('preferInBrowser') ? '?inline=1' : ''}`, name: file.name })
  }

  if (method === 'POST' && path === '/v1/prepare-form-response') {
    const form = store.records('forms').find((f) => f.id === body.formId)
    if (!form) return json(404, { message: FormsMessages.formNotFound })
    const response = openFormResponse(store, form, { enduserId: body.enduserId, ...(body.isInternalNote ? { isInternalNote: true } : {}) })
    return json(200, { accessCode: response.accessCode, url: `${store.baseUrl}/form?a=${response.accessCode}`, fullURL: '', response })
  }
  const byCode = (code: unknown) => store.records('form_responses').find((r) => r.accessCode === code)
  if (method === 'GET' && path === '/v1/form-info-for-access-code') {
    const response = byCode(query.get('accessCode'))
    const form = response && store.records('forms').find((f) => f.id === response.formId)
    if (!response || !form) return json(404, { message: GONE })
    return json(200, { form, fields: store.records('form_fields').filter((f) => f.formId === form.id), response })
  }
  if (method === 'PATCH' && path === '/v1/save-field-response') {
    const response = byCode(body.accessCode)
    if (!response) return json(404, { message: GONE })
    const entry = body.response as { fieldId: string }
    response.responses = [...((response.responses as { fieldId: string }[] | undefined) ?? []).filter((e) => e.fieldId !== entry.fieldId), entry]
    response.draftSavedAt = fakeStamp()
    return json(200, { formResponse: response })
  }
  if (method === 'PATCH' && path === '/v1/submit-form-response') {
    const response = byCode(body.accessCode)
    if (!response) return json(404, { message: GONE })
    if (response.submittedAt) return json(400, { message: 'This form has already been submitted' })
    Object.assign(response, { responses: body.responses, submittedAt: fakeStamp(), updatedAt: fakeStamp() })
    return json(200, { formResponse: { ...response } })
  }
  return undefined
}
