// Fields the public SDK sends on patients and staff (issue #19 items 6 and 7): stored and answered,
// lists kept distinct, a weight without its unit refused in the SDK's words.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api } from './support/http.ts'
import { createPatient, messageOf, openClinic, type Clinic } from './enduser-support.ts'

const PAGE = '0123456789abcdef01234567'

describe('SDK fields of patients and users', () => {
  let platform: TestPlatform
  let clinic: Clinic

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('accessTags, bookingNotes, references and stripeCustomerId are stored and answered', async () => {
    const fields = {
      accessTags: ['Access', 'No Access'],
      bookingNotes: [{ bookingPageId: PAGE, note: 'first visit' }],
      references: [{ type: 'Athena', id: '42' }],
      stripeCustomerId: 'cus_123',
    }
    const patient = await createPatient(platform.url, clinic, fields)
    const read = await api<Record<string, unknown>>(platform.url, clinic.admin, 'GET', `/enduser/${patient.id}`)
    for (const [key, value] of Object.entries(fields)) assert.deepEqual(read.body[key], value, key)
    const moved = await api(platform.url, clinic.admin, 'PATCH', `/enduser/${patient.id}`, { updates: { references: [] } })
    assert.equal(moved.status, 400, 'references are set on create only')
  })

  test('a nested value left out names its field without the list index', async () => {
    const note = await api(platform.url, clinic.admin, 'POST', '/enduser', { bookingNotes: [{ note: 'optional note' }] })
    assert.deepEqual([note.status, messageOf(note.body)], [400, 'Value not provided for required field: bookingNotes.bookingPageId'])
    const weight = await api(platform.url, clinic.admin, 'POST', '/enduser', { weight: { value: 10 } })
    assert.deepEqual([weight.status, messageOf(weight.body)], [400, 'Value not provided for required field: weight.unit'])
    const patient = await createPatient(platform.url, clinic, { weight: { value: 180, unit: 'LB' } })
    const update = await api(platform.url, clinic.admin, 'PATCH', `/enduser/${patient.id}`, { updates: { height: { value: 70 } } })
    assert.deepEqual([update.status, messageOf(update.body)], [400, 'Value not provided for required field: height.unit'])
  })

  test("tags and care teams keep distinct values; '' is no tags", async () => {
    const patient = await createPatient(platform.url, clinic, { tags: ['1', '2', '2', '1', '3'], assignedTo: [clinic.adminId, clinic.adminId] })
    const read = await api<{ tags: string[]; assignedTo: string[] }>(platform.url, clinic.admin, 'GET', `/enduser/${patient.id}`)
    assert.deepEqual([read.body.tags, read.body.assignedTo], [['1', '2', '3'], [clinic.adminId]])
    const cleared = await api<{ tags: string[] }>(platform.url, clinic.admin, 'PATCH', `/enduser/${patient.id}`, { updates: { tags: '' }, options: { replaceObjectFields: true } })
    assert.deepEqual([cleared.status, cleared.body.tags], [200, []])
  })

  test('a user carries lockedOutUntil, set by an admin on someone else, never on oneself', async () => {
    const colleague = await api<{ id: string }>(platform.url, clinic.admin, 'POST', '/user', { email: `colleague-${Date.now()}@example.com` })
    const until = Date.now() + 60_000
    const updated = await api<{ lockedOutUntil?: number }>(platform.url, clinic.admin, 'PATCH', `/user/${colleague.body.id}`, { updates: { lockedOutUntil: until } })
    assert.deepEqual([updated.status, updated.body.lockedOutUntil], [200, until])
    const own = await api(platform.url, clinic.admin, 'PATCH', `/user/${clinic.adminId}`, { updates: { lockedOutUntil: -1 } })
    assert.deepEqual([own.status, messageOf(own.body)], [403, 'Users cannot update their own lock status'])
  })
})
