// Staff management of patients through the gateway: merging a duplicate into the patient that
// stays (with the event other services follow) and bulk updates of fields and tags.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusEvent } from '@care/contracts/bus'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api } from './support/http.ts'
import { bearer, createPatient, messageOf, openClinic, registerPatient, unique, type Clinic } from './enduser-support.ts'

type Patient = Record<string, unknown> & { id: string; tags?: string[]; fields?: Record<string, unknown> }

/** Listens from now on; `event` resolves with the first event `match` accepts (the outbox relay publishes after the commit). */
async function awaitEvent(platform: TestPlatform, filter: string, match: (e: BusEvent) => boolean): Promise<{ event: Promise<BusEvent> }> {
  let found!: (e: BusEvent) => void
  const event = new Promise<BusEvent>((resolve) => (found = resolve))
  const subscription = await platform.bus.listen(filter, async (e) => {
    if (match(e)) found(e)
  })
  return { event: event.finally(() => subscription.unsubscribe()) }
}

describe('enduser merge and bulk update', () => {
  let platform: TestPlatform
  let clinic: Clinic
  const read = async (id: string) => api<Patient>(platform.url, clinic.admin, 'GET', `/enduser/${id}`)

  before(async () => {
    platform = await startTestPlatform({ bus: true })
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('merge copies what the destination lacks, unites lists, deletes the source and ends its sessions', async () => {
    const source = await registerPatient(platform.url, clinic, { fname: 'sam' })
    await api(platform.url, clinic.admin, 'PATCH', `/enduser/${source.enduser.id}`, { updates: { phone: '+15557654321', tags: ['a', 'b'], fields: { plan: 'gold', shared: 'from-source' } } })
    const destination = await createPatient(platform.url, clinic, {
      email: `dest-${unique()}@example.com`, lname: 'Stays', tags: ['b', 'c'], fields: { shared: 'from-destination' }, assignedTo: [clinic.adminId],
    })
    const deleted = await awaitEvent(platform, 'evt.endusers.deleted', (e) => e.records.some((r) => r.id === source.enduser.id))

    const res = await api(platform.url, clinic.admin, 'POST', '/endusers/merge', { sourceEnduserId: source.enduser.id, destinationEnduserId: destination.id })
    assert.deepEqual([res.status, res.body], [200, {}])

    assert.equal((await read(source.enduser.id)).status, 404)
    const merged = (await read(destination.id)).body
    assert.equal(merged.fname, 'Sam')
    assert.equal(merged.lname, 'Stays')
    assert.equal(merged.email, destination.email)
    assert.equal(merged.phone, '+15557654321')
    assert.deepEqual(merged.alternateEmails, [source.email])
    assert.deepEqual([...(merged.tags ?? [])].sort(), ['a', 'b', 'c'])
    assert.deepEqual(merged.fields, { plan: 'gold', shared: 'from-destination' })
    assert.deepEqual(merged.assignedTo, [clinic.adminId])
    assert.equal(merged.termsVersion, '1.0')

    const session = await api(platform.url, source.as, 'GET', '/enduser-session-info')
    assert.deepEqual([session.status, session.body], [401, 'Unauthenticated'])
    const event = await deleted.event
    // the source as it was (so live subscribers who could read it are told), and where it went
    assert.deepEqual(event.records.map((r: Record<string, unknown>) => [r.id, r.mergedInto, r.fname]), [[source.enduser.id, destination.id, 'Sam']])
    assert.ok(!('hashedPassword' in event.records[0]!))
    // the source's password came along with its account
    const login = await api(platform.url, {}, 'POST', '/login-enduser', { businessId: clinic.businessId, id: destination.id, password: source.password })
    assert.equal(login.status, 200)
  })

  test('merge refuses the same patient twice, unknown or foreign patients, and patients as callers', async () => {
    const a = await createPatient(platform.url, clinic, { fname: 'A' })
    const b = await createPatient(platform.url, clinic, { fname: 'B' })
    const same = await api(platform.url, clinic.admin, 'POST', '/endusers/merge', { sourceEnduserId: a.id, destinationEnduserId: a.id })
    assert.deepEqual([same.status, messageOf(same.body)], [400, 'sourceEnduserId and destinationEnduserId must be different'])
    const foreign = await openClinic(platform.url)
    const elsewhere = await createPatient(platform.url, foreign, { fname: 'F' })
    const cross = await api(platform.url, clinic.admin, 'POST', '/endusers/merge', { sourceEnduserId: elsewhere.id, destinationEnduserId: a.id })
    assert.equal(cross.status, 404)
    assert.equal((await api(platform.url, foreign.admin, 'GET', `/enduser/${elsewhere.id}`)).status, 200)
    const patient = await registerPatient(platform.url, clinic)
    assert.equal((await api(platform.url, patient.as, 'POST', '/endusers/merge', { sourceEnduserId: a.id, destinationEnduserId: b.id })).status, 403)
    assert.equal((await api(platform.url, clinic.admin, 'POST', '/endusers/merge', { sourceEnduserId: 'x', destinationEnduserId: b.id })).status, 400)
    assert.equal((await read(a.id)).status, 200)
  })

  test('bulk update merges fields, pushes or replaces tags, and skips patients of other businesses', async () => {
    const mine = await Promise.all([1, 2, 3].map((i) => createPatient(platform.url, clinic, { fname: `P${i}`, tags: ['old'], fields: { keep: i } })))
    const foreign = await openClinic(platform.url)
    const theirs = await createPatient(platform.url, foreign, { fname: 'X', tags: ['theirs'] })
    const ids = [...mine.map((p) => p.id), theirs.id]

    const pushed = await api<{ updated: Patient[] }>(platform.url, clinic.admin, 'PATCH', '/endusers/bulk-update', { ids, fields: { program: 'walk' }, pushTags: ['new'] })
    assert.equal(pushed.status, 200, JSON.stringify(pushed.body))
    assert.deepEqual(pushed.body.updated.map((p) => p.id).sort(), mine.map((p) => p.id).sort())
    for (const p of pushed.body.updated) {
      assert.deepEqual(p.tags, ['old', 'new'])
      assert.deepEqual(Object.keys(p.fields ?? {}).sort(), ['keep', 'program'])
    }
    const replaced = await api<{ updated: Patient[] }>(platform.url, clinic.admin, 'PATCH', '/endusers/bulk-update', { ids, replaceTags: ['only'] })
    for (const p of replaced.body.updated) assert.deepEqual(p.tags, ['only'])
    assert.deepEqual((await api<Patient>(platform.url, foreign.admin, 'GET', `/enduser/${theirs.id}`)).body.tags, ['theirs'])
  })

  test('bulk update validates fields like the collection, before touching anyone', async () => {
    const p = await createPatient(platform.url, clinic, { fname: 'V', fields: { a: 1 } })
    const bad = await api(platform.url, clinic.admin, 'PATCH', '/endusers/bulk-update', { ids: [p.id], fields: { _secret: 1 } })
    assert.deepEqual([bad.status, messageOf(bad.body)], [400, "Error parsing field fields: Fields that start with '_' are not allowed"])
    const builtin = await api(platform.url, clinic.admin, 'PATCH', '/endusers/bulk-update', { ids: [p.id], fields: { email: 'x' } })
    assert.deepEqual([builtin.status, messageOf(builtin.body)], [400, "Error parsing field fields.email: Custom field key 'email' is a built-in field"])
    assert.deepEqual((await read(p.id)).body.fields, { a: 1 })
    const none = await api(platform.url, clinic.admin, 'PATCH', '/endusers/bulk-update', { ids: [] })
    assert.equal(none.status, 400)
    const patient = await registerPatient(platform.url, clinic)
    assert.equal((await api(platform.url, bearer(patient.authToken), 'PATCH', '/endusers/bulk-update', { ids: [p.id], pushTags: ['x'] })).status, 403)
  })
})
