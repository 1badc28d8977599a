// Records' work items through the running gateway (spec 1 §3 "Work items", §4, §5, §6): the rules
// of each collection, what a patient may do with their own, and the reactions to a patient's
// deletion or merge (issue #11).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CARE_PLAN_TAKEN } from '@care/contracts/collections/care-plans'
import { TASK_COMPLETION_ONE_WAY } from '@care/contracts/collections/enduser-tasks'
import { TICKET_ENDUSER_MISMATCH } from '@care/contracts/collections/tickets'
import { ErrorMessages } from '@care/contracts/errors'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { openLiveSocket } from '@care/kit/testing/live-socket'
import { uploadFile } from './support/upload.ts'

const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('records: work items', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string
  let adminId: string

  const call = <T = Record<string, unknown>>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Record<string, unknown>>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await call<T>(as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const createPatient = (fields: Record<string, unknown> = {}) => ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Pat', ...fields })
  const registerPatient = async () => {
    const res = await ok<{ authToken: string; enduser: { id: string } }>({}, 'POST', '/register-as-enduser', {
      businessId, email: `p-${unique()}@example.com`, password: 'Patient-pass-1', fname: 'Pat', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    return { id: res.enduser.id, as: bearer(res.authToken) }
  }
  /** polls until `check` holds: reactions run after the write that caused them has answered */
  const eventually = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`${what}: not within 15 s`)
      await new Promise((r) => setImmediate(r))
    }
  }

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = bearer(staff.authToken)
    businessId = staff.user.businessId
    adminId = staff.user.id
  })
  after(() => platform?.close())

  test('tickets: a patient opens their own; closing stamps closedBy; reopening clears it', async () => {
    const patient = await registerPatient()
    const other = await createPatient()
    const mismatch = await call(patient.as, 'POST', '/ticket', { title: 'Not mine', enduserId: other.id })
    assert.deepEqual([mismatch.status, (mismatch.body as { message: string }).message], [400, TICKET_ENDUSER_MISMATCH])
    const own = await ok(patient.as, 'POST', '/ticket', { title: 'Refill please' })
    assert.equal(own.enduserId, patient.id, 'a patient\'s ticket is about them')
    assert.equal((await call(admin, 'POST', '/ticket', {})).status, 400, 'title is required')
    const staffTicket = await ok(admin, 'POST', '/ticket', { title: 'Internal', enduserId: other.id, owner: adminId, priority: 2 })
    // the patient reads their own ticket only, without staff-only fields
    const mine = await ok<Record<string, unknown>[]>(patient.as, 'GET', '/tickets')
    assert.deepEqual(mine.map((t) => t.id), [own.id])
    assert.equal((await call(patient.as, 'GET', `/ticket/${staffTicket.id}`)).status, 404)
    assert.equal((await call(patient.as, 'PATCH', `/ticket/${own.id}`, { updates: { title: 'x' } })).status, 403)

    const closed = await ok(admin, 'PATCH', `/ticket/${own.id}`, { updates: { closedAt: new Date().toISOString(), closedForReason: 'Refilled' } })
    assert.equal(closed.closedBy, adminId)
    assert.equal((await call(admin, 'PATCH', `/ticket/${own.id}`, { updates: { closedBy: 'someone' } })).status, 400, 'closedBy is the server\'s')
    const reopened = await ok(admin, 'PATCH', `/ticket/${own.id}`, { updates: { closedAt: '' } })
    assert.equal(reopened.closedAt, undefined)
    assert.equal(reopened.closedBy, undefined)
  })

  test('tickets: reorder, close with a reason, and the report counts what the caller may read', async () => {
    const p = await createPatient()
    const title = `Report ${unique()}`
    const t1 = await ok(admin, 'POST', '/ticket', { title, enduserId: p.id, owner: adminId, dueDateInMS: Date.now() - 60_000 })
    const t2 = await ok(admin, 'POST', '/ticket', { title, enduserId: p.id })
    const t3 = await ok(admin, 'POST', '/ticket', { title, enduserId: p.id, owner: adminId })
    await ok(admin, 'PATCH', '/tickets/update-indexes', { updates: [{ id: t1.id, index: 2 }, { id: t2.id, index: 0 }, { id: t3.id, index: 1 }] })
    const ordered = await ok<{ id: string }[]>(admin, 'GET', '/tickets', { filter: { title }, sortBy: 'index', sort: 'oldFirst' })
    assert.deepEqual(ordered.map((t) => t.id), [t2.id, t3.id, t1.id])
    assert.equal((await call(admin, 'PATCH', '/tickets/update-indexes', { updates: [{ id: 'nope', index: 1 }] })).status, 400)

    // closing is an update event carrying who closed it and when: what automations and the ticket's chat room react to
    const live = await openLiveSocket(platform.url, admin.authorization!)
    try {
      const { updated } = await ok<{ updated: Record<string, unknown> }>(admin, 'POST', '/tickets/close', { ticketId: t3.id, closedForReason: 'Resolved' })
      assert.deepEqual([updated.closedBy, updated.closedForReason, typeof updated.closedAt], [adminId, 'Resolved', 'string'])
      const isClosing = (d: unknown) => (d as { id?: string }).id === t3.id && typeof (d as { closedAt?: unknown }).closedAt === 'string'
      const event = await live.next((m) => m.event === 'updated-tickets' && m.data.some(isClosing))
      const heard = event.data.find(isClosing) as Record<string, unknown>
      assert.deepEqual([heard.closedAt, heard.closedBy, heard.closedForReason], [updated.closedAt, adminId, 'Resolved'])
    } finally {
      live.close()
    }

    const byTitle = await ok<{ report: { type: string; data: { open: Record<string, unknown>[]; closed: Record<string, unknown>[] } } }>(admin, 'GET', '/tickets/report', { title })
    assert.equal(byTitle.report.type, 'default')
    assert.deepEqual(byTitle.report.data.open, [{ title, count: 2, unassignedCount: 1, overdueCount: 1 }])
    assert.equal(byTitle.report.data.closed[0]!.count, 1)
    const byOwner = await ok<{ report: { type: string } }>(admin, 'POST', '/tickets/report', { titles: [title], groupByOwnerAndTitle: true })
    assert.equal(byOwner.report.type, 'by-user')
    const future = await ok<{ report: { data: { open: unknown[] } } }>(admin, 'GET', '/tickets/report', { title, range: { from: new Date(Date.now() + 86_400_000).toISOString() } })
    assert.deepEqual(future.report.data.open, [], 'the range applies to createdAt')
    const patient = await registerPatient()
    assert.equal((await call(patient.as, 'GET', '/tickets/report', { title })).status, 403, 'staff only')
  })

  test('tasks: a patient completes their own, once; completion is one-way', async () => {
    const patient = await registerPatient()
    const task = await ok(admin, 'POST', '/enduser-task', { title: 'Log your blood pressure', enduserId: patient.id })
    assert.equal((await call(patient.as, 'PATCH', `/enduser-task/${task.id}`, { updates: { title: 'Other' } })).status, 403)
    const done = await ok(patient.as, 'PATCH', `/enduser-task/${task.id}`, { updates: { completedAt: new Date().toISOString() } })
    assert.ok(done.completedAt)
    const undo = await call(patient.as, 'PATCH', `/enduser-task/${task.id}`, { updates: { completedAt: '' } })
    assert.deepEqual([undo.status, (undo.body as { message: string }).message], [400, TASK_COMPLETION_ONE_WAY])
    assert.equal((await call(patient.as, 'POST', '/enduser-task', { title: 'Mine', enduserId: patient.id })).status, 403, 'patients do not create tasks')
  })

  test('care plans are unique per patient and title; medications keep their patient', async () => {
    const a = await createPatient()
    const b = await createPatient()
    await ok(admin, 'POST', '/care-plan', { title: 'Hypertension', enduserId: a.id })
    const dup = await call(admin, 'POST', '/care-plan', { title: 'Hypertension', enduserId: a.id })
    assert.deepEqual([dup.status, dup.body], [409, { message: 'Uniqueness Violation', validation: [{ field: 'title', message: CARE_PLAN_TAKEN }] }])
    await ok(admin, 'POST', '/care-plan', { title: 'Hypertension', enduserId: b.id })

    const med = await ok(admin, 'POST', '/enduser-medication', {
      enduserId: a.id, title: 'Lisinopril 10 MG Oral Tablet', rxNormCode: '314076', dosage: { value: '10', unit: 'mg', frequency: 'daily' }, dispensing: { quantity: 30, unit: 'tablets' },
    })
    assert.deepEqual(med.dosage, { value: '10', unit: 'mg', frequency: 'daily' })
    const moved = await call(admin, 'PATCH', `/enduser-medication/${med.id}`, { updates: { enduserId: b.id } })
    assert.deepEqual([moved.status, (moved.body as { message: string }).message], [400, ErrorMessages.readonlyField], 'enduserId is set on create only')
    assert.equal(ErrorMessages.readonlyField, 'This field cannot be updated', "spec 1's text")
    assert.equal((await call(admin, 'POST', '/enduser-medication', { enduserId: a.id })).status, 400, 'title is required')
  })

  test('observations: a patient records their own vitals; status values of spec 1 §4', async () => {
    const patient = await registerPatient()
    const vital = { category: 'vital-signs', status: 'final' }
    const obs = await ok(patient.as, 'POST', '/enduser-observation', { ...vital, enduserId: patient.id, type: 'weight', measurement: { value: 81.5, unit: 'kg' } })
    assert.deepEqual([obs.category, obs.status], ['vital-signs', 'final'])
    const bad = await call(admin, 'POST', '/enduser-observation', { ...vital, enduserId: patient.id, measurement: { value: 1, unit: 'kg' }, status: 'done' })
    assert.equal(bad.status, 400)
    assert.match((bad.body as { message: string }).message, /Value must match one of/)
    assert.equal((await call(admin, 'POST', '/enduser-observation', { ...vital, enduserId: patient.id, measurement: { value: 'heavy', unit: 'kg' } })).status, 400)
    const other = await createPatient()
    assert.equal((await call(patient.as, 'POST', '/enduser-observation', { ...vital, enduserId: other.id, measurement: { value: 1, unit: 'kg' } })).status, 403)
  })

  test('observations: category, status and measurement are required (spec 1 §3, the public SDK), nothing is filled in', async () => {
    const patient = await createPatient()
    const full = { enduserId: patient.id, category: 'vital-signs', status: 'preliminary', measurement: { value: 7, unit: 'mmol/L' } }
    for (const field of ['category', 'status', 'measurement'] as const) {
      const { [field]: _left, ...rest } = full
      const res = await call(admin, 'POST', '/enduser-observation', rest)
      assert.equal(res.status, 400, `${field} is required`)
      assert.deepEqual((res.body as { validation?: { field: string }[] }).validation?.map((v) => v.field), [field])
    }
    const none = await call(admin, 'POST', '/enduser-observation', {})
    assert.deepEqual((none.body as { validation?: { field: string }[] }).validation?.map((v) => v.field).sort(), ['category', 'enduserId', 'measurement', 'status'])
    assert.equal((await ok(admin, 'POST', '/enduser-observation', full)).status, 'preliminary')
  })

  test("status updates: a patient's journey state history — ids and state names checked, never edited, the care team's only", async () => {
    const patient = await registerPatient()
    // the journey must be one of the business (references: journeyId → journeys); any id of no journey is refused
    const journeyId = (await ok<{ id: string }>(admin, 'POST', '/journey', { title: `Onboarding ${randomBytes(4).toString('hex')}` })).id
    const update = await ok(admin, 'POST', '/enduser-status-update', { enduserId: patient.id, journeyId, status: 'Onboarding' })
    // and the patient's state moves with it (spec 1 §3 "People": endusers.journeys)
    assert.deepEqual((await ok<{ journeys?: Record<string, string> }>(admin, 'GET', `/enduser/${patient.id}`)).journeys, { [journeyId]: 'Onboarding' })
    assert.deepEqual([update.enduserId, update.journeyId, update.status], [patient.id, journeyId, 'Onboarding'])
    assert.deepEqual((await ok<{ id: string }[]>(admin, 'GET', '/enduser-status-updates', { filter: { enduserId: patient.id } })).map((u) => u.id), [update.id])
    const refused = async (payload: Record<string, unknown>) => {
      const res = await call<{ message: string; validation?: { field: string; message: string }[] }>(admin, 'POST', '/enduser-status-update', payload)
      assert.equal(res.status, 400, JSON.stringify(payload).slice(0, 80))
      return res.body.validation?.map((v) => [v.field, v.message])
    }
    // a state name is at most 75 characters (spec 1 §3 endusers.journeys, §5)
    assert.deepEqual(await refused({ enduserId: patient.id, journeyId, status: 'x'.repeat(76) }), [['status', 'Journey state names may not exceed 75 characters']])
    assert.equal((await ok(admin, 'POST', '/enduser-status-update', { enduserId: patient.id, journeyId, status: 'x'.repeat(75) })).status, 'x'.repeat(75))
    assert.deepEqual(await refused({ enduserId: patient.id, journeyId: 'journey-1', status: 'New' }), [['journeyId', 'Invalid id']])
    assert.deepEqual(await refused({ enduserId: patient.id, journeyId: randomBytes(12).toString('hex'), status: 'New' }), [['journeyId', 'journeyId must name a record of your business']])
    assert.deepEqual(await refused({ enduserId: patient.id, journeyId, status: 7 }), [['status', 'Value must be a string']])
    for (const field of ['enduserId', 'journeyId', 'status']) {
      const payload: Record<string, unknown> = { enduserId: patient.id, journeyId, status: 'New' }
      delete payload[field]
      assert.deepEqual((await refused(payload))?.map(([f]) => f), [field], `${field} is required`)
    }
    // an entry of history: never edited (the public SDK offers no update of it)
    for (const updates of [{ status: 'Done' }, { journeyId: randomBytes(12).toString('hex') }, { enduserId: (await createPatient()).id }, {}]) {
      const res = await call<{ message: string }>(admin, 'PATCH', `/enduser-status-update/${update.id}`, { updates })
      assert.deepEqual([res.status, res.body.message], [403, ErrorMessages.actionNotAllowed], JSON.stringify(updates))
    }
    // whatever the id: the action itself is not offered
    assert.equal((await call<{ message: string }>(admin, 'PATCH', '/enduser-status-update/fakeid', { updates: {} })).body.message, ErrorMessages.actionNotAllowed)
    // spec 1 §6 gives patients nothing here: not even their own history
    assert.equal((await call(patient.as, 'GET', `/enduser-status-update/${update.id}`)).status, 403)
    assert.equal((await call(patient.as, 'GET', '/enduser-status-updates')).status, 403)
    assert.equal((await call(patient.as, 'POST', '/enduser-status-update', { enduserId: patient.id, journeyId, status: 'Done' })).status, 403)
    assert.equal((await call(patient.as, 'DELETE', `/enduser-status-update/${update.id}`)).status, 403)
    assert.equal((await call(admin, 'DELETE', `/enduser-status-update/${update.id}`)).status, 204)
  })

  test('notes are the care team\'s: a patient neither reads nor writes them', async () => {
    const patient = await registerPatient()
    const note = await ok(admin, 'POST', '/note', { enduserId: patient.id, title: 'Intake', text: 'Prefers mornings' })
    assert.equal((await call(patient.as, 'GET', `/note/${note.id}`)).status, 403)
    assert.equal((await call(patient.as, 'POST', '/note', { enduserId: patient.id, text: 'x' })).status, 403)
    assert.equal((await call(admin, 'POST', '/note', { text: 'no patient' })).status, 400, 'enduserId is required')
  })

  test('a patient sees their own records live; another patient does not', async () => {
    const patient = await registerPatient()
    const other = await registerPatient()
    const mine = await openLiveSocket(platform.url, patient.as.authorization!)
    const theirs = await openLiveSocket(platform.url, other.as.authorization!)
    try {
      const task = await ok(admin, 'POST', '/enduser-task', { title: 'Walk 20 minutes', enduserId: patient.id })
      const seen = await mine.next((m) => m.event === 'created-enduser_tasks')
      assert.equal((seen.data[0] as { id: string }).id, task.id)
      await theirs.settle()
      assert.equal(theirs.events.some((m) => m.event.endsWith('enduser_tasks')), false)
    } finally {
      mine.close()
      theirs.close()
    }
  })

  test("deleting a patient deletes their work items, files (and their bytes), engagement and status updates; a merge moves them to the patient that stays", async () => {
    const gone = await createPatient()
    const stays = await createPatient()
    const source = await createPatient()
    const files: Record<string, { id: string; secureName: string }> = {}
    for (const p of [gone, source]) {
      await ok(admin, 'POST', '/ticket', { title: 'T', enduserId: p.id })
      await ok(admin, 'POST', '/note', { enduserId: p.id, text: 'N' })
      await ok(admin, 'POST', '/enduser-task', { title: 'K', enduserId: p.id })
      await ok(admin, 'POST', '/care-plan', { title: 'Plan', enduserId: p.id })
      await ok(admin, 'POST', '/enduser-observation', { enduserId: p.id, category: 'vital-signs', status: 'final', measurement: { value: 120, unit: 'mmHg' } })
      await ok(admin, 'POST', '/enduser-medication', { enduserId: p.id, title: 'M' })
      await ok(admin, 'POST', '/engagement-event', { enduserId: p.id, type: 'Login', significance: 1 })
      await ok(admin, 'POST', '/enduser-status-update', { enduserId: p.id, journeyId: (await ok<{ id: string }>(admin, 'POST', '/journey', { title: `J ${randomBytes(4).toString('hex')}` })).id, status: 'Onboarding' })
      files[p.id] = await uploadFile(platform.url, admin, { name: 'scan.txt', enduserId: p.id })
    }
    await ok(admin, 'POST', '/care-plan', { title: 'Plan', enduserId: stays.id })
    const paths = ['tickets', 'notes', 'enduser-tasks', 'care-plans', 'enduser-observations', 'enduser-medications', 'engagement-events', 'enduser-status-updates', 'files']
    const countFor = async (enduserId: string) => {
      let n = 0
      for (const p of paths) n += (await ok<unknown[]>(admin, 'GET', `/${p}`, { filter: { enduserId } })).length
      return n
    }
    // the platform's local storage (@care/kit/testing/platform): a file's bytes under its secureName
    const stored = (f: { secureName: string }) => existsSync(join(process.env.FILES_DIR!, f.secureName))
    assert.equal(await countFor(gone.id), 9)
    assert.equal(stored(files[gone.id]!), true)

    assert.equal((await call(admin, 'DELETE', `/enduser/${gone.id}`)).status, 204)
    await eventually('the deleted patient\'s records are gone', async () => (await countFor(gone.id)) === 0)
    assert.equal((await call(admin, 'GET', `/file/${files[gone.id]!.id}`)).status, 404)
    await eventually('the deleted patient\'s file bytes are gone', async () => !stored(files[gone.id]!))

    await ok(admin, 'POST', '/endusers/merge', { sourceEnduserId: source.id, destinationEnduserId: stays.id })
    await eventually('the merged patient\'s records moved', async () => (await countFor(source.id)) === 0 && (await countFor(stays.id)) === 10)
    const plans = await ok<{ title: string }[]>(admin, 'GET', '/care-plans', { filter: { enduserId: stays.id } })
    assert.equal(plans.length, 2, 'the moved plan kept its content under another title')
    assert.ok(plans.some((p) => p.title.startsWith('Plan (merged')))
    const moved = files[source.id]!
    assert.equal((await ok(admin, 'GET', `/file/${moved.id}`)).enduserId, stays.id)
    assert.equal((await ok<unknown[]>(admin, 'GET', '/engagement-events', { filter: { enduserId: stays.id } })).length, 1)
    assert.deepEqual((await ok<{ status: string }[]>(admin, 'GET', '/enduser-status-updates', { filter: { enduserId: stays.id } })).map((u) => u.status), ['Onboarding'])
    assert.equal(stored(moved), true, 'a moved file keeps its bytes')
    const link = await ok<{ downloadURL: string }>(admin, 'GET', '/file-download-URL', { secureName: moved.secureName })
    assert.equal(await (await fetch(link.downloadURL)).text(), 'bytes of scan.txt')
  })
})
