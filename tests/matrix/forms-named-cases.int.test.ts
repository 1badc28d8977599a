// Named cases moved from forms' hand-written matrix (its generic rows are now tests/matrix/matrix.int.test.ts):
// what a patient sees of a form response (the contract's enduserView), over REST and live alike —
// only the answers shared with them of what the care team submitted or saved, all of their own draft.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../support/live-socket.ts'
import { api, type Principal } from '../support/http.ts'
import { matrixPrincipals, type MatrixPrincipal } from '../support/principals.ts'

describe('forms named cases: what a patient sees of a response, REST and live', () => {
  let platform: TestPlatform
  let who: Record<MatrixPrincipal, Principal>
  let patientSelfId: string
  const sockets = {} as Record<'patientSelf', LiveSocket>

  before(async () => {
    platform = await startTestPlatform()
    const principals = await matrixPrincipals(platform.url, ['forms', 'form_fields', 'form_responses'])
    who = principals.who
    patientSelfId = principals.patientSelfId
    sockets.patientSelf = await openLiveSocket(platform.url, who.patientSelf.authorization!)
  })
  after(async () => {
    sockets.patientSelf?.close()
    await platform?.close()
  })

  test("a response the care team submitted: the patient sees only the answers shared with them, over REST and live", async () => {
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    }
    const formId = (await asAdmin('POST', '/form', { title: 'Visit note' })).id as string
    const shared = await asAdmin('POST', '/form-field', { formId, title: 'Plan', type: 'string', sharedWithEnduser: true, previousFields: [{ type: 'root', info: {} }] })
    const internal = await asAdmin('POST', '/form-field', { formId, title: 'Assessment', type: 'string', previousFields: [{ type: 'after', info: { fieldId: shared.id } }] })
    const { accessCode, response } = (await asAdmin('POST', '/prepare-form-response', { formId, enduserId: patientSelfId, isInternalNote: true })) as { accessCode: string; response: { id: string } }
    await asAdmin('PATCH', '/submit-form-response', {
      accessCode, responses: [{ fieldId: shared.id, answer: { type: 'string', value: 'Walk daily' } }, { fieldId: internal.id, answer: { type: 'string', value: 'Borderline BP' } }],
    })
    const titles = (r: unknown) => ((r as { responses?: { fieldTitle: string }[] }).responses ?? []).map((e) => e.fieldTitle)
    const live = await sockets.patientSelf.next((m) => m.event.endsWith('-form_responses') && m.data.some((d) => (d as { id?: string }).id === response.id && (d as { submittedAt?: string }).submittedAt !== undefined))
    assert.deepEqual(titles(live.data.find((d) => (d as { id: string }).id === response.id)), ['Plan'], 'live')
    const rest = await api(platform.url, who.patientSelf, 'GET', `/form-response/${response.id}`)
    assert.deepEqual(titles(rest.body), ['Plan'], 'REST')
    assert.deepEqual(titles((await api(platform.url, who.admin, 'GET', `/form-response/${response.id}`)).body), ['Plan', 'Assessment'], 'the care team sees all')
    assert.equal(sockets.patientSelf.events.some((m) => JSON.stringify(m.data).includes('Borderline BP')), false, 'the internal answer never reached the patient')
  })

  // issue #18 item 8: a draft the care team saved for the patient is theirs too — only the shared answers, over REST and live
  test('a draft the care team saved for the patient: the patient sees only the answers shared with them, over REST and live', async () => {
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    }
    const formId = (await asAdmin('POST', '/form', { title: 'Intake by phone' })).id as string
    const shared = await asAdmin('POST', '/form-field', { formId, title: 'Goal', type: 'string', sharedWithEnduser: true, previousFields: [{ type: 'root', info: {} }] })
    const internal = await asAdmin('POST', '/form-field', { formId, title: 'Impression', type: 'string', previousFields: [{ type: 'after', info: { fieldId: shared.id } }] })
    const { accessCode, response } = (await asAdmin('POST', '/prepare-form-response', { formId, enduserId: patientSelfId })) as { accessCode: string; response: { id: string } }
    const secret = `Seems anxious ${Date.now()}`
    await asAdmin('PATCH', '/save-field-response', {
      accessCode, responses: [{ fieldId: shared.id, answer: { type: 'string', value: 'Sleep better' } }, { fieldId: internal.id, answer: { type: 'string', value: secret } }],
    })
    const titles = (r: unknown) => ((r as { responses?: { fieldTitle: string }[] }).responses ?? []).map((e) => e.fieldTitle)
    const isDraft = (d: unknown) => (d as { id?: string }).id === response.id && (d as { draftSavedAt?: string }).draftSavedAt !== undefined
    const live = await sockets.patientSelf.next((m) => m.event.endsWith('-form_responses') && m.data.some(isDraft))
    assert.deepEqual(titles(live.data.find(isDraft)), ['Goal'], 'live')
    const rest = await api(platform.url, who.patientSelf, 'GET', `/form-response/${response.id}`)
    assert.deepEqual(titles(rest.body), ['Goal'], 'REST')
    const list = await api<{ id: string }[]>(platform.url, who.patientSelf, 'GET', '/form-responses', { limit: 1000 })
    assert.deepEqual(titles(list.body.find((r) => r.id === response.id)), ['Goal'], 'REST list')
    assert.deepEqual(titles((await api(platform.url, who.admin, 'GET', `/form-response/${response.id}`)).body), ['Goal', 'Impression'], 'the care team sees all')
    await sockets.patientSelf.settle()
    assert.equal(sockets.patientSelf.events.some((m) => JSON.stringify(m.data).includes(secret)), false, 'the unshared draft answer never reached the patient')
  })

  test("a patient's own draft: they hear and read every answer they gave, shared or not", async () => {
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => (await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)).body
    const formId = (await asAdmin('POST', '/form', { title: 'Self check-in' })).id as string
    const field = await asAdmin('POST', '/form-field', { formId, title: 'Mood', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const prepared = await api<{ accessCode: string; response: { id: string } }>(platform.url, who.patientSelf, 'POST', '/prepare-form-response', { formId, enduserId: patientSelfId })
    assert.equal(prepared.status, 200, JSON.stringify(prepared.body))
    const { accessCode, response } = prepared.body
    const saved = await api(platform.url, who.patientSelf, 'PATCH', '/save-field-response', { accessCode, response: { fieldId: field.id, answer: { type: 'string', value: 'Tired' } } })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const titles = (r: unknown) => ((r as { responses?: { fieldTitle: string }[] }).responses ?? []).map((e) => e.fieldTitle)
    const isDraft = (d: unknown) => (d as { id?: string }).id === response.id && (d as { draftSavedAt?: string }).draftSavedAt !== undefined
    const live = await sockets.patientSelf.next((m) => m.event.endsWith('-form_responses') && m.data.some(isDraft))
    assert.deepEqual(titles(live.data.find(isDraft)), ['Mood'], 'live')
    assert.deepEqual(titles((await api(platform.url, who.patientSelf, 'GET', `/form-response/${response.id}`)).body), ['Mood'], 'REST')
  })
})
