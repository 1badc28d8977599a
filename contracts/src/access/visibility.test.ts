import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Session } from '../session.ts'
import { apiKeys, chatRooms, chats, endusers, formFields, forms, forumPosts, forums, integrations, managedContentRecords, users } from '../collections/index.ts'
import { accessFieldsOf, mayAct, mayHearLive, mayRead, project, projectForSystem } from './visibility.ts'

const B = 'b'.repeat(24)
const session = (over: Partial<Session>): Session => ({
  type: 'user', id: 'u1', businessId: B, organizationIds: [], sessionId: 's', roles: [], isAdmin: false, ...over,
})
const admin = session({ isAdmin: true, roles: ['Admin'] })
const coordinator = session({ id: 'c1', permissions: { endusers: { read: 'Assigned', update: 'Assigned', delete: null } } })
const patient = session({ type: 'enduser', id: 'e1' })

describe('mayRead', () => {
  const jordan = { id: 'e1', businessId: B, creator: 'u1', assignedTo: ['c1'] }
  const sam = { id: 'e2', businessId: B, creator: 'u1', assignedTo: [] }

  test('another business is never visible, even to its admin', () => {
    assert.equal(mayRead(admin, endusers, { ...jordan, businessId: 'x'.repeat(24) }), false)
  })
  test("'Assigned' sees assigned or created records only", () => {
    assert.equal(mayRead(coordinator, endusers, jordan), true)
    assert.equal(mayRead(coordinator, endusers, sam), false)
    assert.equal(mayRead(coordinator, endusers, { ...sam, creator: 'c1' }), true)
    assert.equal(mayAct(coordinator, endusers, 'delete', jordan), false)
  })
  test('a patient reads their own enduser record only', () => {
    assert.equal(mayRead(patient, endusers, jordan), true)
    assert.equal(mayRead(patient, endusers, sam), false)
    assert.equal(mayRead(patient, users, { id: 'u1', businessId: B }), false)
  })
  test('creator-only collections answer only their creator, admins included', () => {
    const key = { id: 'k', businessId: B, creator: 'u1' }
    assert.equal(mayRead(session({ id: 'u1' }), apiKeys, key), true)
    assert.equal(mayRead(admin, apiKeys, { ...key, creator: 'someone-else' }), false)
    assert.equal(mayRead(admin, integrations, { ...key, creator: 'someone-else' }), false)
    assert.equal(mayAct(session({ id: 'u9' }), integrations, 'create', {}), true)
  })
})

describe('project', () => {
  test('hidden fields never, fields hidden from endusers not to patients', () => {
    const u = { id: 'u1', fname: 'A', email: 'a@b.co', hashedPassword: 'h' }
    assert.deepEqual(project(admin, users, u), { id: 'u1', fname: 'A', email: 'a@b.co' })
    assert.deepEqual(project(patient, users, u), { id: 'u1', fname: 'A' })
  })
  test('secrets are answered and published redacted', () => {
    const i = { id: 'i', title: 'T', authentication: { type: 'oauth2', info: { access_token: 'secret' } } }
    assert.deepEqual(projectForSystem(integrations, i), { id: 'i', title: 'T', authentication: { type: 'oauth2' } })
    assert.deepEqual(project(admin, integrations, i).authentication, { type: 'oauth2' })
    assert.equal(JSON.stringify(projectForSystem(integrations, i)).includes('secret'), false)
  })
  test('the same object when nothing is removed (no copy on the hot path)', () => {
    const e = { id: 'e1', fname: 'J' }
    assert.equal(project(admin, endusers, e), e)
  })
})

describe('sub-organizations', () => {
  const west = 'w'.repeat(24)
  const sub = session({ isAdmin: true, roles: ['Admin'], organizationIds: [B, west] })
  test('staff of a sub-organization see records of their organization (and below) only', () => {
    assert.equal(mayRead(sub, endusers, { id: 'e', businessId: B, organizationIds: [B, west] }), true)
    assert.equal(mayRead(sub, endusers, { id: 'e', businessId: B, organizationIds: [B, west, 'x'.repeat(24)] }), true)
    assert.equal(mayRead(sub, endusers, { id: 'e', businessId: B, organizationIds: [B] }), false)
    assert.equal(mayRead(admin, endusers, { id: 'e', businessId: B, organizationIds: [B, west] }), true, 'the root sees everything')
  })
  test('their organizations decide, however they were stored: only the sub-organization (an invitation) confines too', () => {
    const invited = session({ isAdmin: true, roles: ['Admin'], organizationIds: [west] })
    assert.equal(mayRead(invited, endusers, { id: 'e', businessId: B, organizationIds: [B] }), false)
    assert.equal(mayRead(invited, endusers, { id: 'e', businessId: B, organizationIds: [B, west] }), true)
    assert.equal(mayRead(session({ isAdmin: true, organizationIds: [B] }), endusers, { id: 'e', businessId: B, organizationIds: [B] }), true, 'the root alone is the root')
  })
})

describe('accessVia: a record read through its parent (form fields by their form)', () => {
  const field = { id: 'f', businessId: B, formId: 'form1', creator: 'someone' }
  const all = { create: 'All', read: 'All', update: 'All', delete: 'All' } as const
  const none = { create: null, read: null, update: null, delete: null }
  test('no read access to forms: no field, whatever form_fields grants (REST and live share this rule)', () => {
    const mixed = session({ permissions: { forms: none, form_fields: all } })
    assert.equal(mayRead(mixed, formFields, field), false)
    assert.equal(mayAct(mixed, formFields, 'update', field), false)
    assert.equal(mayRead(session({ permissions: { form_fields: all } }), formFields, field), true, 'Default on forms')
  })
  test("'Assigned' on forms: the fields of their own forms, decided with the form in hand (fail closed without it)", () => {
    const assigned = session({ permissions: { forms: { create: 'Assigned', read: 'Assigned', update: 'Assigned', delete: 'Assigned' } } })
    assert.equal(mayRead(assigned, formFields, field, { contract: forms, record: { id: 'form1', businessId: B, creator: 'u1' } }), true)
    assert.equal(mayRead(assigned, formFields, field, { contract: forms, record: { id: 'form1', businessId: B, creator: 'other' } }), false)
    assert.equal(mayRead(assigned, formFields, field), false)
  })
  test('patients read every form\'s fields (their own access decides)', () => {
    assert.equal(mayRead(session({ type: 'enduser', id: 'e1' }), formFields, field), true)
  })
})

describe('live events of collections whose service narrows patients\' reads (enduserLive)', () => {
  const own = { businessId: B }
  test("a patient hears of content only when the record itself shows it's theirs: public, for All or theirs", () => {
    const content = (f: Record<string, unknown>) => ({ id: 'c', ...own, ...f })
    assert.equal(mayRead(patient, managedContentRecords, content({ assignmentType: 'By Tags', tags: ['x'] })), true, "the contract's rule alone would let it through")
    assert.equal(mayHearLive(patient, managedContentRecords, content({ assignmentType: 'By Tags', tags: ['x'] })), false, 'By Tags: decided by the service, read over REST')
    assert.equal(mayHearLive(patient, managedContentRecords, content({ assignmentType: 'Manual' })), false)
    assert.equal(mayHearLive(patient, managedContentRecords, content({ assignmentType: 'All' })), true)
    assert.equal(mayHearLive(patient, managedContentRecords, content({ publicRead: true })), true)
    assert.equal(mayHearLive(patient, managedContentRecords, content({ enduserId: 'e1' })), true)
    assert.equal(mayHearLive(patient, managedContentRecords, content({ assignmentType: 'All', forInternalUse: true })), false, 'internal content never')
    assert.equal(mayHearLive(admin, managedContentRecords, content({ assignmentType: 'Manual' })), true, 'staff as the rule says')
  })
  test('forums: public ones only; posts (whose forum the record does not show): none, over REST instead', () => {
    assert.equal(mayHearLive(patient, forums, { id: 'f', ...own }), false)
    assert.equal(mayHearLive(patient, forums, { id: 'f', ...own, publicRead: true }), true)
    assert.equal(mayHearLive(patient, forumPosts, { id: 'p', ...own, forumId: 'f' }), false)
    assert.equal(mayHearLive(admin, forumPosts, { id: 'p', ...own, forumId: 'f' }), true)
  })
  test('the fields the declaration reads are access fields: an update that changes them moves who hears it', () => {
    assert.ok(accessFieldsOf(forums).includes('publicRead'))
    assert.ok(['publicRead', 'assignmentType'].every((f) => accessFieldsOf(managedContentRecords).includes(f)))
  })
})

describe("'Default' where the collection says it means 'Assigned' (defaultAccess: spec 1 §6's access filters)", () => {
  const unconfigured = session({ id: 'd1' })
  const direct = { id: 'r1', businessId: B, creator: 'u1', userIds: ['u1', 'u2'], enduserIds: [] }
  const withPatient = { id: 'r2', businessId: B, creator: 'u1', userIds: ['u1'], enduserIds: ['e1'] }
  test('chat rooms and their chats: a role that sets nothing reads the rooms it is in, assigned to or created, patients or not', () => {
    assert.equal(mayRead(unconfigured, chatRooms, direct), false)
    assert.equal(mayRead(unconfigured, chatRooms, withPatient), false)
    assert.equal(mayRead(unconfigured, chatRooms, { ...direct, userIds: ['u1', 'd1'] }), true)
    assert.equal(mayRead(unconfigured, chatRooms, { ...withPatient, assignedTo: ['d1'] }), true)
    assert.equal(mayRead(unconfigured, chatRooms, { ...direct, creator: 'd1' }), true)
    assert.equal(mayRead(unconfigured, chats, { id: 'c1', businessId: B, creator: 'u1', roomId: 'r2', userIds: ['u1'], enduserIds: ['e1'] }), false)
    assert.equal(mayRead(unconfigured, chats, { id: 'c2', businessId: B, creator: 'u1', roomId: 'r2', userIds: ['u1', 'd1'], enduserIds: ['e1'] }), true)
  })
  test('patients by assignedTo: unconfigured staff read their own, may still create', () => {
    assert.equal(mayRead(unconfigured, endusers, { id: 'e9', businessId: B, creator: 'u1', assignedTo: [] }), false)
    assert.equal(mayRead(unconfigured, endusers, { id: 'e9', businessId: B, creator: 'u1', assignedTo: ['d1'] }), true)
    assert.equal(mayAct(unconfigured, endusers, 'create', { businessId: B }), true)
  })
  test("a role's own level decides where it sets one; admins read everything; other collections' Default is every record", () => {
    assert.equal(mayRead(session({ id: 'd1', permissions: { chat_rooms: { read: 'All' } } }), chatRooms, direct), true)
    assert.equal(mayRead(admin, chatRooms, direct), true)
    assert.equal(mayRead(unconfigured, forms, { id: 'f1', businessId: B, creator: 'u1' }), true)
  })
})
