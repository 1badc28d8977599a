// Forms' rows of the authorization matrix, REST and live columns (issue #9's rule, issue #12's
// collections): business A's admin creates, updates and deletes a record of every forms
// collection (responses about patientSelf). Each principal may read it over REST exactly when its
// live socket hears of it — created, updated and deleted. Forms and their fields are read by
// patients too (they fill them); databases stay with the staff; an internal note is hidden from
// the patient until it is submitted.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../../../tests/support/live-socket.ts'
import { api, type Principal } from '../../../tests/support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipal } from '../../../tests/support/principals.ts'

const COLLECTIONS = ['forms', 'form_fields', 'form_responses', 'databases', 'database_records'] as const
const singular = (c: string) => c.replace(/_/g, '-').replace(/s$/, '')
const LISTENERS = MATRIX_PRINCIPALS.filter((p) => p !== 'anonymous')

type Expect = Record<MatrixPrincipal, boolean>
const staffReaders: Expect = {
  admin: true, apiKey: true, staffAll: true, staffAssigned: false, staffDefault: true, staffNone: false,
  // staff of a sub-organization never see the root's records (issue #18 item 3); the mixed role (no forms, All on form_fields) reads the rest by Default
  staffSubOrg: false, staffMixed: true, patientSelf: false, patientOther: false, anonymous: false, foreignAdmin: false,
}
const staffAndOwnPatient: Expect = { ...staffReaders, patientSelf: true }
const staffAndPatients: Expect = { ...staffReaders, patientSelf: true, patientOther: true }

interface Ids { patient: string; form: string; database: string }
interface Scenario {
  collection: (typeof COLLECTIONS)[number]
  record(ids: Ids): Record<string, unknown>
  updates: Record<string, unknown>
  readers: Expect
}
const SCENARIOS: Record<string, Scenario> = {
  forms: { collection: 'forms', record: () => ({ title: 'Matrix form' }), updates: { description: 'More' }, readers: { ...staffAndPatients, staffMixed: false } },
  // a field is read through its form (issue #18 item 7): the mixed role's All on form_fields gives it no field of a form it may not read, over REST or live
  form_fields: { collection: 'form_fields', record: (i) => ({ formId: i.form, title: 'Q', type: 'string' }), updates: { description: 'Why' }, readers: { ...staffAndPatients, staffMixed: false } },
  form_responses: { collection: 'form_responses', record: (i) => ({ formId: i.form, enduserId: i.patient, formTitle: 'T' }), updates: { tags: ['x'] }, readers: staffAndOwnPatient },
  'form_responses (an unsubmitted internal note)': {
    collection: 'form_responses', record: (i) => ({ formId: i.form, enduserId: i.patient, formTitle: 'Note', isInternalNote: true }), updates: { tags: ['y'] }, readers: staffReaders,
  },
  databases: { collection: 'databases', record: () => ({ title: 'Matrix db', fields: [{ type: 'Text', label: 'Name' }] }), updates: { visibleForRoles: ['a'] }, readers: staffReaders },
  database_records: {
    collection: 'database_records', record: (i) => ({ databaseId: i.database, values: [{ label: 'Name', type: 'Text', value: 'A' }] }),
    updates: { values: [{ label: 'Name', type: 'Text', value: 'B' }] }, readers: staffReaders,
  },
}

describe('forms: authorization matrix, REST and live', () => {
  let platform: TestPlatform
  let who: Record<MatrixPrincipal, Principal>
  let patientSelfId: string
  const sockets = {} as Record<MatrixPrincipal, LiveSocket>
  /** scenario → its record's id, and what each principal could read over REST before the delete */
  const targets = new Map<string, string>()
  const restReads = new Map<string, Record<string, boolean>>()

  before(async () => {
    platform = await startTestPlatform()
    const principals = await matrixPrincipals(platform.url, COLLECTIONS)
    who = principals.who
    for (const p of LISTENERS) sockets[p] = await openLiveSocket(platform.url, who[p].authorization!)
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    }
    patientSelfId = principals.patientSelfId
    const ids: Ids = {
      patient: principals.patientSelfId,
      form: (await asAdmin('POST', '/form', { title: 'Parent form' })).id as string,
      database: (await asAdmin('POST', '/database', { title: 'Parent db', fields: [{ type: 'Text', label: 'Name' }] })).id as string,
    }
    for (const [name, s] of Object.entries(SCENARIOS)) {
      const path = `/${singular(s.collection)}`
      const id = (await asAdmin('POST', path, s.record(ids))).id as string
      targets.set(name, id)
      await asAdmin('PATCH', `${path}/${id}`, { updates: s.updates })
      const reads: Record<string, boolean> = {}
      for (const p of MATRIX_PRINCIPALS) {
        const res = await api<Record<string, unknown>>(platform.url, who[p], 'GET', `${path}/${id}`)
        reads[p] = res.status === 200
      }
      restReads.set(name, reads)
      await asAdmin('DELETE', `${path}/${id}`)
    }
    const last = targets.get('database_records')!
    await sockets.admin.next((m) => m.event === 'deleted-database_records' && m.data.includes(last))
    for (const p of LISTENERS) await sockets[p].settle()
  })
  after(async () => {
    for (const s of Object.values(sockets)) s.close()
    await platform?.close()
  })

  const heard = (socket: LiveSocket, collection: string, id: string) => {
    const ops = new Set<string>()
    for (const m of socket.events) {
      const [op, ...rest] = m.event.split('-')
      if (rest.join('-') !== collection) continue
      if (m.data.some((d) => (typeof d === 'string' ? d : (d as { id?: string }).id) === id)) ops.add(op!)
    }
    return ops
  }

  for (const [name, s] of Object.entries(SCENARIOS)) {
    test(`${name}: REST reads and live events agree with the matrix`, () => {
      const id = targets.get(name)!
      assert.deepEqual(restReads.get(name), s.readers, 'REST column')
      const live = Object.fromEntries(LISTENERS.map((p) => {
        const ops = heard(sockets[p], s.collection, id)
        return [p, ops.size === 0 ? '-' : ['created', 'updated', 'deleted'].every((o) => ops.has(o)) ? 'cud' : [...ops].join(',')]
      }))
      const expected = Object.fromEntries(LISTENERS.map((p) => [p, s.readers[p] ? 'cud' : '-']))
      assert.deepEqual(live, expected, 'live column')
    })
  }


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
