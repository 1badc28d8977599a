// Issue #10, patient self-service and tenancy: a patient changes only their profile (spec 1 §5, §6),
// the custom fields their organization allows and the terms through the gate; an admin cannot stamp
// another business's organizationIds; any spelling of 'Admin' is the Admin role.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'
import { anonymous, bearer, createPatient, messageOf, openClinic, registerPatient, unique, type Clinic } from './enduser-support.ts'

describe('patient self-service and tenancy', () => {
  let platform: TestPlatform
  let clinic: Clinic
  let other: Clinic

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
    other = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  const patch = (who: Principal, path: string, updates: Record<string, unknown>) => api<Record<string, unknown>>(platform.url, who, 'PATCH', path, { updates })

  test('a patient may change their profile fields', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const updates = {
      fname: 'robin', lname: 'doe', displayName: 'Robin', phone: '(555) 555-0142', avatar: 'avatar.png', state: 'CA', addressLineOne: '1 Main St',
      city: 'Springfield', zipCode: '12345', timezone: 'America/Los_Angeles', language: { displayName: 'English', iso6391: 'en' }, gender: 'Other',
      dateOfBirth: '1990-02-03', preference: 'sms', emailConsent: false, phoneConsent: true, email: `moved-${unique()}@example.com`,
    }
    const res = await patch(patient.as, `/enduser/${patient.enduser.id}`, updates)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.phone, '+15555550142')
    assert.equal(res.body.state, 'CA')
  })

  test("a patient is refused, by name, every field that is staff's", async () => {
    const patient = await registerPatient(platform.url, clinic)
    const refused = {
      assignedTo: [clinic.adminId], tags: ['vip'], journeys: { [clinic.businessId]: 'Enrolled' }, note: 'discount please', externalId: `x-${unique()}`,
      customTypeId: clinic.businessId, isUpsertedAccount: true, source: 'self', alternateEmails: ['x@example.com'],
    }
    for (const [field, value] of Object.entries(refused)) {
      const res = await patch(patient.as, `/enduser/${patient.enduser.id}`, { fname: 'Sneaky', [field]: value })
      assert.deepEqual([res.status, messageOf(res.body)], [403, `Endusers cannot update ${field}`], field)
    }
    const me = await api<Record<string, unknown>>(platform.url, clinic.admin, 'GET', `/enduser/${patient.enduser.id}`)
    assert.deepEqual([me.body.fname, me.body.tags, me.body.assignedTo, me.body.note], ['Pat', [], [], undefined], 'nothing was changed')
  })

  test('custom fields: only those the organization marked patient-editable', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const path = `/enduser/${patient.enduser.id}`
    const before = await patch(patient.as, path, { fields: { allergies: 'none' } })
    assert.deepEqual([before.status, messageOf(before.body)], [403, 'Endusers cannot update fields.allergies'])
    const settings = await patch(clinic.admin, `/organization/${clinic.businessId}`, { portalSettings: { profile: { patientEditableFields: ['allergies'] } } })
    assert.equal(settings.status, 200, JSON.stringify(settings.body))
    const allowed = await patch(patient.as, path, { fields: { allergies: 'none' } })
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body))
    assert.deepEqual(allowed.body.fields, { allergies: 'none' })
    const mixed = await patch(patient.as, path, { fields: { allergies: 'pollen', riskScore: 1 } })
    assert.deepEqual([mixed.status, messageOf(mixed.body)], [403, 'Endusers cannot update fields.riskScore'])
    // staff's keys survive whatever the patient sends: neither null nor replaceObjectFields drops them
    assert.equal((await patch(clinic.admin, path, { fields: { riskScore: 3 } })).status, 200)
    const cleared = await patch(patient.as, path, { fields: null })
    assert.deepEqual([cleared.status, messageOf(cleared.body)], [403, 'Endusers cannot update fields'])
    const replaced = await api<Record<string, unknown>>(platform.url, patient.as, 'PATCH', path, { updates: { fields: { allergies: 'dust' } }, options: { replaceObjectFields: true } })
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body))
    assert.deepEqual(replaced.body.fields, { allergies: 'dust', riskScore: 3 })
  })

  test("terms: signed through the gate at the server's time and version '1.0' only", async () => {
    const patient = await createPatient(platform.url, clinic, { email: `terms-${unique()}@example.com` })
    const token = await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-enduser-auth-token', { id: patient.id })
    const as = bearer(token.body.authToken)
    const path = `/enduser/${patient.id}`
    const day = 24 * 60 * 60 * 1000
    for (const [updates, message] of [
      [{ termsSigned: new Date(Date.now() - 30 * day).toISOString(), termsVersion: '1.0' }, 'termsSigned must be the time of signing'],
      [{ termsSigned: new Date(Date.now() + 30 * day).toISOString(), termsVersion: '1.0' }, 'termsSigned must be the time of signing'],
      [{ termsSigned: new Date().toISOString(), termsVersion: '0.9' }, "termsVersion must be '1.0'"],
      [{ termsVersion: '1.0' }, 'termsSigned must be the time of signing'],
    ] as const) {
      const res = await patch(as, path, updates)
      assert.deepEqual([res.status, messageOf(res.body)], [403, message], JSON.stringify(updates))
    }
    // the portal's gate sends its own clock, a little behind; the server's time is what is stored
    const sent = new Date(Date.now() - 60_000).toISOString()
    const startedAt = Date.now()
    const signed = await patch(as, path, { termsSigned: sent, termsVersion: '1.0' })
    assert.equal(signed.status, 200, JSON.stringify(signed.body))
    assert.equal(signed.body.termsVersion, '1.0')
    assert.notEqual(signed.body.termsSigned, sent)
    assert.ok(new Date(signed.body.termsSigned as string).getTime() >= startedAt - 1000, 'stamped by the server when it was signed')
  })

  test('a patient cannot set their password hash, passwordIsUnset or organizationIds on their profile: 403', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const path = `/enduser/${patient.enduser.id}`
    for (const updates of [
      { hashedPassword: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }, { hashedPassword: 'x' },
      { passwordIsUnset: true }, { passwordIsUnset: false },
      { organizationIds: [clinic.businessId] }, { organizationIds: [] }, { organizationIds: [other.businessId] },
      { fname: 'Sneaky', hashedPassword: 'x' },
    ]) {
      const res = await patch(patient.as, path, updates)
      assert.equal(res.status, 403, `${JSON.stringify(updates)}: ${res.status} ${JSON.stringify(res.body)}`)
      const field = Object.keys(updates).find((f) => f !== 'fname')!
      const message = field === 'organizationIds' ? 'Enduser organizationIds can only be updated by users' : `Endusers cannot update ${field}`
      assert.equal(messageOf(res.body), message, JSON.stringify(updates))
    }
    const me = await api<Record<string, unknown>>(platform.url, clinic.admin, 'GET', path)
    assert.deepEqual([me.body.fname, me.body.organizationIds], ['Pat', [clinic.businessId]], 'nothing was changed')
    const signIn = await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email: patient.email, password: patient.password })
    assert.equal(signIn.status, 200, 'their password still works')
  })

  test('odd values are refused with a 4xx, never a 500', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const path = `/enduser/${patient.enduser.id}`
    const odd: Record<string, unknown>[] = [
      { fields: 'a=b' }, { fields: { '': 1 } }, { termsSigned: '' }, { termsSigned: 5 }, { termsSigned: null }, { termsVersion: null },
      { termsSigned: 'not a date', termsVersion: '1.0' }, { organizationIds: ['x'] }, { unknownField: 1 }, { hashedPassword: 'x' }, { passwordIsUnset: true },
    ]
    for (const updates of odd) {
      const res = await patch(patient.as, path, updates)
      assert.ok(res.status >= 200 && res.status < 500, `${JSON.stringify(updates)}: ${res.status} ${JSON.stringify(res.body)}`)
      assert.notEqual(res.status, 500)
    }
    for (const organizationIds of [['not-an-id'], [123], 'x', [null], []]) {
      const res = await api(platform.url, clinic.admin, 'POST', '/enduser', { fname: 'Odd', organizationIds })
      assert.ok(res.status < 500, `${JSON.stringify(organizationIds)}: ${res.status} ${JSON.stringify(res.body)}`)
    }
  })

  test("an admin cannot stamp another business's organizationIds; their own sub-organizations are fine", async () => {
    const foreign = { organizationIds: [other.businessId] }
    const created = await api(platform.url, clinic.admin, 'POST', '/enduser', { fname: 'Cross', ...foreign })
    const message = 'organizationIds must name organizations of your business'
    assert.deepEqual([created.status, messageOf(created.body)], [403, message])
    const patient = await createPatient(platform.url, clinic, { fname: 'Home' })
    const moved = await patch(clinic.admin, `/enduser/${patient.id}`, foreign)
    assert.deepEqual([moved.status, messageOf(moved.body)], [403, message])
    const user = await api(platform.url, clinic.admin, 'POST', '/user', { email: `cross-${unique()}@example.com`, ...foreign })
    assert.deepEqual([user.status, messageOf(user.body)], [403, message])
    const role = await api(platform.url, clinic.admin, 'POST', '/role-based-access-permission', { role: `r-${unique()}`, permissions: {}, ...foreign })
    assert.deepEqual([role.status, messageOf(role.body)], [403, message])
    const sub = await api<{ created: { id: string } }>(platform.url, clinic.admin, 'POST', '/sub-organization', { name: 'North wing', subdomain: `north-${unique()}` })
    assert.equal(sub.status, 200, JSON.stringify(sub.body))
    const inSub = await api(platform.url, clinic.admin, 'POST', '/enduser', { fname: 'Wing', organizationIds: [sub.body.created.id] })
    assert.equal(inSub.status, 200, JSON.stringify(inSub.body))
  })

  test("role names are trimmed and any spelling of 'Admin' is the Admin role", async () => {
    for (const role of [' admin ', 'ADMIN', 'Admin ']) {
      const res = await api(platform.url, clinic.admin, 'POST', '/role-based-access-permission', { role, permissions: {} })
      assert.deepEqual([res.status, messageOf(res.body)], [400, "role must not be 'Admin'"], role)
    }
    const nurse = await api<{ role: string }>(platform.url, clinic.admin, 'POST', '/role-based-access-permission', { role: ` Nurse-${unique()} `, permissions: {} })
    assert.equal(nurse.status, 200, JSON.stringify(nurse.body))
    assert.equal(nurse.body.role, nurse.body.role.trim())

    const admin2 = await api<{ id: string; roles: string[] }>(platform.url, clinic.admin, 'POST', '/user', { email: `admin2-${unique()}@example.com`, roles: [' admin'] })
    assert.equal(admin2.status, 200, JSON.stringify(admin2.body))
    assert.deepEqual(admin2.body.roles, ['Admin'])
    const asAdmin2 = bearer((await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-auth-token', { id: admin2.body.id })).body.authToken)
    assert.equal((await api(platform.url, asAdmin2, 'POST', '/user', { email: `by-admin2-${unique()}@example.com` })).status, 200, 'an Admin by any spelling')

    const plain = await api<{ id: string }>(platform.url, clinic.admin, 'POST', '/user', { email: `plain-${unique()}@example.com` })
    const asPlain = bearer((await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-auth-token', { id: plain.body.id })).body.authToken)
    const promote = await patch(asPlain, `/user/${plain.body.id}`, { roles: ['ADMIN '] })
    assert.deepEqual([promote.status, messageOf(promote.body)], [403, 'Only Admin users can assign the Admin role'])
  })

  test('registration and staff creation answer alike for an address in this business and in another', async () => {
    const outsider = await registerStaff(platform.url)
    const colleague = `colleague-${unique()}@example.com`
    assert.equal((await api(platform.url, clinic.admin, 'POST', '/user', { email: colleague })).status, 200)
    const answer = (r: { status: number; body: unknown }) => [r.status, r.body]
    const taken = [409, { message: 'Uniqueness Violation', validation: [{ field: 'email', message: 'A user with this email already exists' }] }]
    const manyErrors: string[] = []
    for (const email of [colleague, outsider.email, outsider.email.toUpperCase()]) {
      assert.deepEqual(answer(await api(platform.url, clinic.admin, 'POST', '/user', { email })), taken, `create ${email}`)
      const many = await api<{ created: unknown[]; errors: unknown[] }>(platform.url, clinic.admin, 'POST', '/users', { create: [{ email }] })
      assert.deepEqual([many.status, many.body.created, many.body.errors.length], [200, [], 1], `create many ${email}`)
      manyErrors.push(JSON.stringify(many.body.errors))
      assert.deepEqual(answer(await api(platform.url, clinic.admin, 'POST', '/invite-user-to-organization', {
        email, fname: 'Ann', lname: 'Lee', organizationId: clinic.businessId,
      })), taken, `invite ${email}`)
      assert.deepEqual(answer(await api(platform.url, anonymous, 'POST', '/users/register', { email, password: 'Password-123', organizationName: 'Copycat' })), taken, `register ${email}`)
    }
    assert.equal(new Set(manyErrors.map((e) => e.replace(/"[^"]*@[^"]*"/g, '<email>'))).size, 1, `createSome errors alike: ${manyErrors.join(' ')}`)
    // patients' addresses are unique per business only: another business's patient is invisible
    const patient = await registerPatient(platform.url, other)
    assert.equal((await api(platform.url, clinic.admin, 'POST', '/enduser', { email: patient.email })).status, 200)
    const elsewhere = await api(platform.url, anonymous, 'POST', '/register-as-enduser', {
      businessId: clinic.businessId, email: patient.email, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    assert.equal(elsewhere.status, 409, 'taken in this business by the patient staff just created')
    const third = await openClinic(platform.url)
    const fresh = await api(platform.url, anonymous, 'POST', '/register-as-enduser', {
      businessId: third.businessId, email: patient.email, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    assert.equal(fresh.status, 200, 'an address known in other businesses registers freely')
  })
})
