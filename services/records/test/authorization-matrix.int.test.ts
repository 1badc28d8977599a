// Records' rows of the authorization matrix, REST and live columns (issue #9's rule, issue #11's
// collections): business A's admin creates, updates and deletes a record of every records
// collection about patientSelf. Each principal may read it over REST exactly when its live socket
// hears of it — created, updated and deleted — and patients see no staff-only field. Files are
// made as clients make them (/prepare-file-upload, then the bytes), one of them hidden from its patient.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../../../tests/support/live-socket.ts'
import { api, type Principal } from '../../../tests/support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipal } from '../../../tests/support/principals.ts'
import { uploadFile } from './support/upload.ts'

const COLLECTIONS = [
  'tickets', 'notes', 'enduser_tasks', 'care_plans', 'enduser_observations', 'enduser_medications', 'engagement_events', 'enduser_status_updates', 'background_errors',
  'referral_providers', 'enduser_views', 'enduser_profile_views', 'table_views', 'analytics_frames', 'user_logs', 'files',
] as const
const singular = (c: string) => c.replace(/_/g, '-').replace(/s$/, '')
const LISTENERS = MATRIX_PRINCIPALS.filter((p) => p !== 'anonymous')

type Expect = Record<MatrixPrincipal, boolean>
const staffReaders: Expect = {
  admin: true, apiKey: true, staffAll: true, staffAssigned: false, staffDefault: true, staffNone: false,
  // staff of a sub-organization never see the root's records (issue #18 item 3); the mixed role (no forms, All on form_fields) reads the rest by Default
  staffSubOrg: false, staffMixed: true, patientSelf: false, patientOther: false, anonymous: false, foreignAdmin: false,
}
const staffAndOwnPatient: Expect = { ...staffReaders, patientSelf: true }

interface Scenario {
  collection: (typeof COLLECTIONS)[number]
  record(ids: { patient: string; coordinator: string }): Record<string, unknown>
  /** absent: the collection's records are never updated (status updates): created and deleted only */
  updates?: Record<string, unknown>
  readers: Expect
  /** how the admin makes it when not with the generic create (files: through their upload) */
  make?: (url: string, admin: Principal, record: Record<string, unknown>) => Promise<{ id: string }>
}
const uploaded = (url: string, admin: Principal, record: Record<string, unknown>) => uploadFile(url, admin, record as { name: string })
const SCENARIOS: Record<string, Scenario> = {
  'tickets (owned by the coordinator)': {
    collection: 'tickets', record: (i) => ({ title: 'Owned', enduserId: i.patient, owner: i.coordinator, priority: 3 }), updates: { stage: 'Doing' },
    readers: { ...staffAndOwnPatient, staffAssigned: true },
  },
  'tickets (no owner)': { collection: 'tickets', record: (i) => ({ title: 'Unowned', enduserId: i.patient }), updates: { stage: 'Doing' }, readers: staffAndOwnPatient },
  notes: { collection: 'notes', record: (i) => ({ enduserId: i.patient, text: 'Staff only' }), updates: { text: 'Changed' }, readers: staffReaders },
  enduser_tasks: { collection: 'enduser_tasks', record: (i) => ({ enduserId: i.patient, title: 'Task' }), updates: { description: 'More' }, readers: staffAndOwnPatient },
  care_plans: { collection: 'care_plans', record: (i) => ({ enduserId: i.patient, title: 'Plan' }), updates: { description: 'More' }, readers: staffAndOwnPatient },
  enduser_observations: {
    collection: 'enduser_observations', record: (i) => ({ enduserId: i.patient, category: 'vital-signs', status: 'final', measurement: { value: 1, unit: 'kg' } }), updates: { notes: 'Rechecked' }, readers: staffAndOwnPatient,
  },
  enduser_medications: { collection: 'enduser_medications', record: (i) => ({ enduserId: i.patient, title: 'Med' }), updates: { notes: 'With food' }, readers: staffAndOwnPatient },
  'files (shared with the patient)': {
    collection: 'files', record: (i) => ({ name: 'lab.txt', enduserId: i.patient }), updates: { name: 'lab results.txt' }, readers: staffAndOwnPatient, make: uploaded,
  },
  'files (hidden from the patient)': {
    collection: 'files', record: (i) => ({ name: 'internal.txt', enduserId: i.patient, hiddenFromEnduser: true }), updates: { name: 'internal review.txt' }, readers: staffReaders, make: uploaded,
  },
  // a patient records engagement but does not read it back
  engagement_events: { collection: 'engagement_events', record: (i) => ({ enduserId: i.patient, type: 'Login', significance: 1 }), updates: { fields: { a: 'b' } }, readers: staffReaders },
  // a patient's journey state history: staff only (spec 1 §6 lists nothing for patients); never updated
  enduser_status_updates: {
    collection: 'enduser_status_updates', record: (i) => ({ enduserId: i.patient, journeyId: '0123456789abcdef01234567', status: 'Onboarding' }), readers: staffReaders,
  },
  background_errors: { collection: 'background_errors', record: (i) => ({ enduserId: i.patient, title: 'T', message: 'M' }), updates: { message: 'N' }, readers: staffReaders },
  referral_providers: { collection: 'referral_providers', record: () => ({ organizationName: 'Clinic P', name: 'Dr. P' }), updates: { specialty: 'S' }, readers: staffReaders },
  enduser_views: { collection: 'enduser_views', record: () => ({ title: 'View', fields: ['fname'] }), updates: { fields: ['lname'] }, readers: staffReaders },
  enduser_profile_views: { collection: 'enduser_profile_views', record: () => ({ title: 'Profile', blocks: [] }), updates: { showCompose: true }, readers: staffReaders },
  table_views: { collection: 'table_views', record: () => ({ title: 'T', page: 'tickets', columns: [] }), updates: { title: 'U' }, readers: staffReaders },
  analytics_frames: { collection: 'analytics_frames', record: () => ({ title: 'Frame', query: {} }), updates: { title: 'G' }, readers: staffReaders },
}

describe('records: authorization matrix, REST and live', () => {
  let platform: TestPlatform
  let who: Record<MatrixPrincipal, Principal>
  const sockets = {} as Record<MatrixPrincipal, LiveSocket>
  /** scenario → its record's id, and what each principal could read over REST before the delete */
  const targets = new Map<string, string>()
  const restReads = new Map<string, Record<string, boolean>>()
  /** files' scenarios: who got a download link (/file-download-URL) before the delete */
  const downloads = new Map<string, Record<string, boolean>>()
  let patientView: Record<string, unknown> | undefined
  let patientSelfId: string
  let staffAssignedId: string

  before(async () => {
    platform = await startTestPlatform()
    const principals = await matrixPrincipals(platform.url, COLLECTIONS)
    who = principals.who
    for (const p of LISTENERS) sockets[p] = await openLiveSocket(platform.url, who[p].authorization!)
    patientSelfId = principals.patientSelfId
    staffAssignedId = principals.staffAssignedId
    const ids = { patient: principals.patientSelfId, coordinator: principals.staffAssignedId }
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    }
    for (const [name, s] of Object.entries(SCENARIOS)) {
      const path = `/${singular(s.collection)}`
      const made = s.make ? await s.make(platform.url, who.admin, s.record(ids)) : await asAdmin('POST', path, s.record(ids))
      const id = made.id as string
      targets.set(name, id)
      if (s.updates) await asAdmin('PATCH', `${path}/${id}`, { updates: s.updates })
      const reads: Record<string, boolean> = {}
      for (const p of MATRIX_PRINCIPALS) {
        const res = await api<Record<string, unknown>>(platform.url, who[p], 'GET', `${path}/${id}`)
        reads[p] = res.status === 200
        if (name === 'tickets (owned by the coordinator)' && p === 'patientSelf') patientView = res.body
      }
      restReads.set(name, reads)
      if (s.collection === 'files') {
        const links: Record<string, boolean> = {}
        for (const p of MATRIX_PRINCIPALS) links[p] = (await api(platform.url, who[p], 'GET', '/file-download-URL', { secureName: (made as { secureName: string }).secureName })).status === 200
        downloads.set(name, links)
      }
      await asAdmin('DELETE', `${path}/${id}`)
    }
    const last = targets.get('analytics_frames')!
    await sockets.admin.next((m) => m.event === 'deleted-analytics_frames' && m.data.includes(last))
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
      if (s.collection === 'files') assert.deepEqual(downloads.get(name), s.readers, 'download links')
      const live = Object.fromEntries(LISTENERS.map((p) => {
        const ops = heard(sockets[p], s.collection, id)
        const all = s.updates ? ['created', 'updated', 'deleted'] : ['created', 'deleted']
        return [p, ops.size === 0 ? '-' : all.every((o) => ops.has(o)) && ops.size === all.length ? 'all' : [...ops].join(',')]
      }))
      const expected = Object.fromEntries(LISTENERS.map((p) => [p, s.readers[p] ? 'all' : '-']))
      assert.deepEqual(live, expected, 'live column')
    })
  }

  test('files: preparing an upload for the patient is refused to whoever may not create it for them', async () => {
    const fields = { name: 'x.txt', size: 1, type: 'text/plain', enduserId: patientSelfId }
    const status = async (p: MatrixPrincipal) => (await api(platform.url, who[p], 'POST', '/prepare-file-upload', fields)).status
    assert.deepEqual(
      { staffNone: await status('staffNone'), patientOther: await status('patientOther'), anonymous: await status('anonymous'), foreignAdmin: await status('foreignAdmin') },
      // another business's admin may upload, but not about a patient of this business
      { staffNone: 403, patientOther: 403, anonymous: 401, foreignAdmin: 400 },
    )
  })

  // the audit trail is written by the platform: its rows are heard as created, by exactly those who may read them
  test('user_logs: REST reads and live events agree with the matrix; patients get no addresses', async () => {
    const isEntry = (d: unknown) => {
      const e = d as { enduserId?: string; resource?: string; action?: string }
      return e.enduserId === patientSelfId && e.resource === 'notes' && e.action === 'create'
    }
    const message = await sockets.admin.next((m) => m.event === 'created-user_logs' && m.data.some(isEntry))
    const entry = message.data.find(isEntry) as { id: string }
    for (const p of LISTENERS) await sockets[p].settle()
    const readers: Expect = { ...staffAndOwnPatient }
    const rest: Record<string, boolean> = {}
    for (const p of MATRIX_PRINCIPALS) rest[p] = (await api(platform.url, who[p], 'GET', `/user-log/${entry.id}`)).status === 200
    assert.deepEqual(rest, readers, 'REST column')
    const live = Object.fromEntries(LISTENERS.map((p) => [p, heard(sockets[p], 'user_logs', entry.id).has('created')]))
    assert.deepEqual(live, Object.fromEntries(LISTENERS.map((p) => [p, readers[p]])), 'live column')
    const patientCopy = sockets.patientSelf.events.flatMap((m) => (m.event === 'created-user_logs' ? m.data : [])).find((d) => (d as { id: string }).id === entry.id)
    assert.equal('info' in (patientCopy as object), false, 'the address stays with the care team')
  })

  test('an update that moves access: who lost the record hears deleted, who gained it hears created (the whole record)', async () => {
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status}`)
      return res.body
    }
    const ticket = await asAdmin('POST', '/ticket', { title: 'Handed over', owner: staffAssignedId, enduserId: patientSelfId })
    const id = ticket.id as string
    const has = (m: { event: string; data: unknown[] }, event: string) => m.event === event && m.data.some((d) => (typeof d === 'string' ? d : (d as { id?: string }).id) === id)
    await sockets.staffAssigned.next((m) => has(m, 'created-tickets'))
    // the coordinator's ticket goes to nobody: it leaves their board
    await asAdmin('PATCH', `/ticket/${id}`, { updates: { owner: '' } })
    await sockets.staffAssigned.next((m) => has(m, 'deleted-tickets'))
    // and comes back: in full, not as a change to something they never had
    await asAdmin('PATCH', `/ticket/${id}`, { updates: { owner: staffAssignedId } })
    const back = await sockets.staffAssigned.next((m) => m.event === 'created-tickets' && has(m, 'created-tickets') && sockets.staffAssigned.events.filter((e) => has(e, 'created-tickets')).length === 2)
    assert.equal((back.data.find((d) => (d as { id: string }).id === id) as { title: string }).title, 'Handed over')
    // staff who could read it throughout hear plain updates
    await sockets.admin.settle()
    assert.ok(sockets.admin.events.some((m) => has(m, 'updated-tickets')))
    assert.equal(sockets.admin.events.filter((m) => has(m, 'deleted-tickets')).length, 0)
  })

  // issue #18 item 10: hiding a file from its patient is the staff's decision, on upload and on update
  test('files: a patient may not set hiddenFromEnduser on their own file (403 naming the field); they still see and delete it', async () => {
    const message = 'hiddenFromEnduser can only be set by users'
    const refusedUpload = await api<{ message: string; validation?: { field: string }[] }>(platform.url, who.patientSelf, 'POST', '/prepare-file-upload', { name: 'own.txt', size: 1, type: 'text/plain', hiddenFromEnduser: true })
    assert.deepEqual([refusedUpload.status, refusedUpload.body.message, refusedUpload.body.validation?.[0]?.field], [403, message, 'hiddenFromEnduser'])
    const own = await uploadFile(platform.url, who.patientSelf, { name: 'own.txt' })
    const refusedUpdate = await api<{ message: string; validation?: { field: string }[] }>(platform.url, who.patientSelf, 'PATCH', `/file/${own.id}`, { updates: { hiddenFromEnduser: true } })
    assert.deepEqual([refusedUpdate.status, refusedUpdate.body.message, refusedUpdate.body.validation?.[0]?.field], [403, message, 'hiddenFromEnduser'])
    assert.equal((await api(platform.url, who.patientSelf, 'GET', `/file/${own.id}`)).status, 200, 'still theirs to see')
    assert.equal((await api(platform.url, who.patientSelf, 'PATCH', `/file/${own.id}`, { updates: { hideFromEnduserPortal: true } })).status, 200, 'what a patient may change')
    assert.equal((await api(platform.url, who.patientSelf, 'DELETE', `/file/${own.id}`)).status, 204, 'and to delete')
  })

  test("a patient's view of their ticket has no staff-only field, over REST or live", () => {
    assert.ok(patientView)
    for (const field of ['owner', 'priority']) assert.equal(field in patientView!, false, `REST answered ${field}`)
    const created = sockets.patientSelf.events.find((m) => m.event === 'created-tickets' && JSON.stringify(m.data).includes(targets.get('tickets (owned by the coordinator)')!))
    assert.ok(created)
    for (const field of ['owner', 'priority']) assert.equal(field in (created!.data[0] as object), false, `live sent ${field}`)
  })
})
