// The audit trail through the gateway: every read of patient data and every write of any record
// lands in user_logs — who (id, kind, name), what (collection, record, action), whose (enduserId),
// when and from where — without any handler asking for it; writes are there as soon as they answer; a listing leaves one row per patient listed; the API only
// reads the trail; a patient reads the entries about themselves, without addresses; another
// patient and another business see none of them.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { uploadFile } from './support/upload.ts'

type Log = { userId: string; userType: string; userName?: string; resource: string; resourceId: string; action: string; enduserId: string; info?: { ip?: string; fields?: string[]; ids?: string[]; count?: number } }

describe('records: the audit trail (user_logs)', () => {
  let platform: TestPlatform
  let admin: Principal
  let adminId: string
  let businessId: string
  const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })
  const call = <T = Record<string, unknown>>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Record<string, unknown>>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await call<T>(as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const logsOf = (as: Principal, filter: Record<string, unknown>) => ok<Log[]>(as, 'GET', '/user-logs', { filter })
  /** polls until the trail holds what `check` wants: rows are written by a reaction after the answer */
  const eventually = async (what: string, as: Principal, filter: Record<string, unknown>, check: (logs: Log[]) => boolean) => {
    const deadline = Date.now() + 15_000
    for (;;) {
      const logs = await logsOf(as, filter)
      if (check(logs)) return logs
      if (Date.now() > deadline) assert.fail(`${what}: not within 15 s; trail: ${JSON.stringify(logs)}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const registerPatient = async (fname: string) => {
    const res = await ok<{ authToken: string; enduser: { id: string } }>({}, 'POST', '/register-as-enduser', {
      businessId, email: `${fname.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, password: 'Patient-pass-1', fname,
      termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    return { id: res.enduser.id, as: bearer(res.authToken) }
  }

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url, { fname: 'Avery', lname: 'Auditor' })
    admin = bearer(staff.authToken)
    adminId = staff.user.id
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test("staff writes and reads of a patient's data are logged with who, what, whose and from where", async () => {
    const patient = await ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Logan' })
    await ok(admin, 'GET', `/enduser/${patient.id}`)
    const note = await ok<{ id: string }>(admin, 'POST', '/note', { enduserId: patient.id, text: 'First visit' })
    await ok(admin, 'PATCH', `/note/${note.id}`, { updates: { text: 'First visit, reviewed' } })
    await ok(admin, 'GET', '/notes', { filter: { enduserId: patient.id } })
    await ok(admin, 'DELETE', `/note/${note.id}`)

    const want = [['endusers', 'create'], ['endusers', 'read'], ['notes', 'create'], ['notes', 'update'], ['notes', 'list'], ['notes', 'delete']]
    const logs = await eventually('six entries', admin, { enduserId: patient.id }, (l) => want.every(([r, a]) => l.some((x) => x.resource === r && x.action === a)))
    for (const log of logs) {
      assert.equal(log.userId, adminId)
      assert.equal(log.userType, 'user')
      assert.equal(log.userName, 'Avery Auditor')
      assert.equal(log.enduserId, patient.id)
      assert.ok(log.info?.ip, 'the address the call came from')
    }
    const update = logs.find((l) => l.resource === 'notes' && l.action === 'update')!
    assert.equal(update.resourceId, note.id)
    assert.ok(update.info?.fields?.includes('text'), 'an update names the fields it changed')
    const listing = logs.find((l) => l.resource === 'notes' && l.action === 'list')!
    assert.deepEqual([listing.info?.ids, listing.info?.count], [[note.id], 1])
    assert.equal(logs.filter((l) => l.resource === 'endusers' && l.action === 'read').length, 1, 'each read once')
  })

  test("staff fetching a download link for a patient's file is in user_logs", async () => {
    const patient = await ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Dana' })
    const file = await uploadFile(platform.url, admin, { name: 'mri-report.txt', enduserId: patient.id })
    await eventually('the upload', admin, { enduserId: patient.id, resource: 'files' }, (l) => l.some((x) => x.action === 'create'))
    const link = await ok<{ downloadURL: string }>(admin, 'GET', '/file-download-URL', { secureName: file.secureName })
    assert.equal((await fetch(link.downloadURL)).status, 200)
    const logs = await eventually('the download', admin, { enduserId: patient.id, resource: 'files' }, (l) => l.some((x) => x.action === 'read'))
    const read = logs.filter((x) => x.action === 'read')
    assert.equal(read.length, 1, 'one entry for one link')
    assert.deepEqual([read[0]!.resourceId, read[0]!.userId, read[0]!.userType], [file.id, adminId, 'user'])
    assert.ok(read[0]!.info?.ip, 'from where')
  })

  test('a listing leaves one row per patient listed, naming the records shown', async () => {
    const [a, b] = await Promise.all([ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Ada' }), ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Bo' })])
    const tickets = await Promise.all([a.id, a.id, b.id].map((enduserId, i) => ok<{ id: string }>(admin, 'POST', '/ticket', { title: `T${i}`, enduserId })))
    await ok(admin, 'GET', '/tickets')
    const ofA = await eventually('the listing of A', admin, { enduserId: a.id }, (l) => l.some((x) => x.resource === 'tickets' && x.action === 'list'))
    const listA = ofA.find((x) => x.resource === 'tickets' && x.action === 'list')!
    assert.deepEqual(new Set(listA.info?.ids), new Set([tickets[0].id, tickets[1].id]))
    const ofB = await eventually('the listing of B', admin, { enduserId: b.id }, (l) => l.some((x) => x.resource === 'tickets' && x.action === 'list'))
    assert.deepEqual(ofB.find((x) => x.resource === 'tickets' && x.action === 'list')!.info?.ids, [tickets[2].id])
  })

  test('every create, update and delete of any record is in user_logs as the write answers (issue #18 item 14, #19 item 9)', async () => {
    // read right after each answer, never polled: the SDK's published suite gives it 25 ms
    const entry = async (resource: string, resourceId: string, action: string) => {
      const logs = await logsOf(admin, { resource, resourceId, action })
      assert.equal(logs.length, 1, `${resource} ${action}: ${JSON.stringify(logs)}`)
      assert.deepEqual([logs[0].userId, logs[0].userType, logs[0].userName], [adminId, 'user', 'Avery Auditor'])
      return logs[0]
    }
    // records' own collections about no patient
    const view = await ok<{ id: string }>(admin, 'POST', '/enduser-view', { title: `Audited ${Date.now()}` })
    assert.equal((await entry('enduser_views', view.id, 'create')).enduserId, undefined, 'a view belongs to no patient')
    await ok(admin, 'PATCH', `/enduser-view/${view.id}`, { updates: { fields: ['fname'] } })
    assert.ok((await entry('enduser_views', view.id, 'update')).info?.fields?.includes('fields'), 'the changed fields')
    await ok(admin, 'DELETE', `/enduser-view/${view.id}`)
    await entry('enduser_views', view.id, 'delete')
    const ticket = await ok<{ id: string }>(admin, 'POST', '/ticket', { title: 'About nobody' })
    await entry('tickets', ticket.id, 'create')
    // other services' collections: forms (forms), a patient (identity)
    const form = await ok<{ id: string }>(admin, 'POST', '/form', { title: `Intake ${Date.now()}` })
    await entry('forms', form.id, 'create')
    await ok(admin, 'DELETE', `/form/${form.id}`)
    await entry('forms', form.id, 'delete')
    const patient = await ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Instant' })
    assert.equal((await entry('endusers', patient.id, 'create')).enduserId, patient.id)
  })

  test("an Admin changing another user's sign-in email is in user_logs: who, whose account, the email field (issue #18 item 4)", async () => {
    const member = await ok<{ id: string; email: string }>(admin, 'POST', '/user', { email: `member-${Date.now()}@example.com`, fname: 'Morgan' })
    const next = `moved-${Date.now()}@example.com`
    const changed = await ok<{ email: string }>(admin, 'PATCH', `/user/${member.id}`, { updates: { email: next } })
    assert.equal(changed.email, next)
    // read right after the answer, never polled: a write is in the trail as it answers (item 14)
    const logs = await logsOf(admin, { resource: 'users', resourceId: member.id, action: 'update' })
    assert.equal(logs.length, 1, JSON.stringify(logs))
    assert.deepEqual([logs[0].userId, logs[0].userType, logs[0].userName], [adminId, 'user', 'Avery Auditor'], 'the acting Admin')
    assert.ok(logs[0].info?.fields?.includes('email'), `the changed field is named: ${JSON.stringify(logs[0].info)}`)
  })

  test('the API only reads the trail', async () => {
    const [any] = await eventually('some entry', admin, {}, (l) => l.length > 0) as (Log & { id: string })[]
    assert.equal((await call(admin, 'POST', '/user-log', { userId: adminId, resource: 'notes', resourceId: adminId, action: 'read' })).status, 403, 'This action is not allowed')
    assert.equal((await call(admin, 'PATCH', `/user-log/${any.id}`, { updates: { note: 'x' } })).status, 403, 'This action is not allowed')
    assert.equal((await call(admin, 'DELETE', `/user-log/${any.id}`)).status, 403, 'This action is not allowed')
    assert.equal((await ok<Log>(admin, 'GET', `/user-log/${any.id}`)).resource, any.resource)
    assert.ok(!(await ok<Log[]>(admin, 'GET', `/user-logs`, { limit: 1000 })).some((l) => l.action === 'read' && l.resource === 'notes' && l.resourceId === adminId), 'the refused entry was not written')
  })

  test('a patient reads who on the care team opened their record, without addresses; nobody else does', async () => {
    const self = await registerPatient('Sasha')
    const other = await registerPatient('Olive')
    await ok(admin, 'GET', `/enduser/${self.id}`)
    await ok(self.as, 'GET', `/enduser/${self.id}`)
    const views = await eventually('the staff read', self.as, { userType: 'user' }, (l) => l.some((x) => x.resource === 'endusers' && x.action === 'read'))
    assert.ok(views.every((l) => l.enduserId === self.id && l.userType === 'user'))
    assert.equal(views.find((x) => x.action === 'read')!.userName, 'Avery Auditor')
    assert.ok(views.every((l) => l.info === undefined), 'addresses are not shown to patients')
    const own = await eventually("the patient's own read", self.as, { userType: 'enduser' }, (l) => l.some((x) => x.action === 'read'))
    assert.ok(own.every((l) => l.userId === self.id))
    assert.deepEqual(await logsOf(other.as, { enduserId: self.id }), [], "another patient sees none of them")
    const foreign = bearer((await registerStaff(platform.url)).authToken)
    assert.deepEqual(await logsOf(foreign, { enduserId: self.id }), [], 'another business sees none of them')
  })

  test('reading the trail and system work leave no entries', async () => {
    const patient = await ok<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Quinn' })
    await eventually('the create', admin, { enduserId: patient.id }, (l) => l.length === 1)
    for (let i = 0; i < 3; i++) await logsOf(admin, { enduserId: patient.id })
    await ok(admin, 'GET', `/enduser/${patient.id}`)
    const logs = await eventually('the read', admin, { enduserId: patient.id }, (l) => l.some((x) => x.action === 'read'))
    assert.deepEqual(logs.map((l) => `${l.resource}:${l.action}`).sort(), ['endusers:create', 'endusers:read'])
  })
})
