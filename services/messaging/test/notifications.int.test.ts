// Staff notifications through the running gateway (issue #26; spec 1 §3, §6 "notifications by user",
// §7 "Other", §9): user_notifications from a patient's chat, an assigned ticket and a submitted form
// (through records' and forms' events), read only by their user; /notifications/bulk-update;
// /send-user-email-notification; notification emails per notificationPreferences; the out-of-office autoreply (admin only, one per patient per hour);
// hostile input to the collection and the calls answered 4xx naming the field, never a 5xx.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { OUT_OF_OFFICE_AUTOREPLY } from '@care/contracts/routes/chat'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(v)}`)
    await new Promise((r) => setImmediate(r))
  }
}

describe('messaging: notifications', () => {
  let platform: TestPlatform
  let admin: Principal
  let adminId: string

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const refused = async (as: Principal, method: string, path: string, payload: Rec, status: number) => {
    const res = await call<{ message: string; validation?: { field: string }[] }>(as, method, path, payload)
    assert.equal(res.status, status, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const staff = async (roles: string[] = []) => {
    const user = await ok(admin, 'POST', '/user', { email: `s-${unique()}@example.com`, fname: 'Sam', roles })
    return { id: user.id as string, as: bearer((await ok(admin, 'GET', '/generate-auth-token', { id: user.id as string })).authToken as string) }
  }
  const patient = async () => {
    const id = (await ok(admin, 'POST', '/enduser', { email: `p-${unique()}@example.com`, phone: '+15555550123', fname: 'Jordan' })).id as string
    return { id, as: bearer((await ok(admin, 'GET', '/generate-enduser-auth-token', { id })).authToken as string) }
  }
  const notesOf = (as: Principal) => ok<Rec[]>(as, 'GET', '/user-notifications', {})

  before(async () => {
    platform = await startTestPlatform()
    const s = await registerStaff(platform.url)
    admin = bearer(s.authToken)
    adminId = s.user.id
  })
  after(() => platform?.close())

  test('an assigned ticket tells its owner (not whoever assigned it to themselves); only they read it', async () => {
    const nurse = await staff()
    const ticket = await ok(admin, 'POST', '/ticket', { title: 'Call back Jordan', owner: nurse.id })
    const notes = await until(() => notesOf(nurse.as), (l) => l.some((n) => (n.relatedRecords as Rec[])?.[0]?.id === ticket.id), 'ticket notification')
    const note = notes.find((n) => (n.relatedRecords as Rec[])[0]!.id === ticket.id)!
    assert.equal(note.type, 'newTicket')
    assert.equal(note.message, 'A ticket was assigned to you: Call back Jordan')
    assert.equal(note.read, false)
    // another staff member (Default role) does not read it
    const other = await staff()
    await refused(other.as, 'GET', `/user-notification/${note.id}`, {}, 404)
    assert.ok(!(await notesOf(other.as)).some((n) => n.id === note.id))
    // reassigning tells the new owner; taking it oneself tells nobody
    await ok(admin, 'PATCH', `/ticket/${ticket.id}`, { updates: { owner: other.id } })
    await until(() => notesOf(other.as), (l) => l.some((n) => (n.relatedRecords as Rec[])?.[0]?.id === ticket.id), 'reassigned')
    const mine = await ok(admin, 'POST', '/ticket', { title: 'Mine', owner: adminId })
    const marker = await ok(admin, 'POST', '/ticket', { title: 'Marker', owner: nurse.id })
    await until(() => notesOf(nurse.as), (l) => l.some((n) => (n.relatedRecords as Rec[])?.[0]?.id === marker.id), 'marker')
    assert.ok(!(await notesOf(admin)).some((n) => (n.relatedRecords as Rec[])?.[0]?.id === mine.id))
  })

  test('a submitted form tells the staff member who sent it', async () => {
    const jordan = await patient()
    const form = await ok(admin, 'POST', '/form', { title: `Intake ${unique()}` })
    const q = await ok(admin, 'POST', '/form-field', { formId: form.id, title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const { accessCode, response } = await ok<{ accessCode: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: jordan.id })
    await ok(jordan.as, 'PATCH', '/submit-form-response', { accessCode, responses: [{ fieldId: q.id, fieldTitle: 'Q', answer: { type: 'string', value: 'A' } }] })
    const notes = await until(() => notesOf(admin), (l) => l.some((n) => (n.relatedRecords as Rec[])?.[0]?.id === response.id), 'form notification')
    assert.equal(notes.find((n) => (n.relatedRecords as Rec[])[0]!.id === response.id)!.type, 'newFormResponse')
  })

  test('bulk update marks all of the caller\'s read, or deletes them, and nobody else\'s', async () => {
    const nurse = await staff()
    const other = await staff()
    for (const who of [nurse.id, nurse.id, other.id]) {
      const made = await ok(admin, 'POST', '/user-notification', { userId: who, type: 'custom', message: 'hello' })
      assert.equal(made.creator, who, 'a notification belongs to the one it is for')
    }
    // not even an admin reads another's notifications
    assert.ok(!(await notesOf(admin)).some((n) => n.userId === nurse.id))
    await ok(nurse.as, 'POST', '/notifications/bulk-update', { action: 'read' })
    const read = await notesOf(nurse.as)
    assert.equal(read.length, 2)
    assert.ok(read.every((n) => n.read === true))
    assert.ok((await notesOf(other.as)).every((n) => n.read !== true))
    await ok(nurse.as, 'POST', '/notifications/bulk-update', { action: 'delete' })
    assert.equal((await notesOf(nurse.as)).length, 0)
    assert.equal((await notesOf(other.as)).length, 1)
    assert.deepEqual((await refused(nurse.as, 'POST', '/notifications/bulk-update', { action: 'archive' }, 400)).validation?.map((v) => v.field), ['action'])
    await refused((await patient()).as, 'POST', '/notifications/bulk-update', { action: 'read' }, 403)
    await refused((await patient()).as, 'GET', '/user-notifications', {}, 403)
  })

  test('send-user-email-notification mails a team member unless their notification emails are off', async () => {
    const nurse = await staff()
    assert.equal((await ok(admin, 'POST', '/send-user-email-notification', { userId: nurse.id, message: 'Please review Jordan', subject: 'Review' })).sent, true)
    await ok(admin, 'PATCH', `/user/${nurse.id}`, { updates: { notificationEmailsDisabled: true } })
    assert.equal((await ok(admin, 'POST', '/send-user-email-notification', { userId: nurse.id, message: 'again' })).sent, false)
    assert.deepEqual((await refused(admin, 'POST', '/send-user-email-notification', { userId: nurse.id, message: '' }, 400)).validation?.map((v) => v.field), ['message'])
    await refused(admin, 'POST', '/send-user-email-notification', { userId: '0123456789abcdef01234567', message: 'x' }, 404)
  })

  test('a notification is also emailed to a user whose preferences ask for its type by email, unless their notification emails are off', async () => {
    const staffWith = async (updates: Rec) => {
      const member = await staff()
      if (Object.keys(updates).length) await ok(admin, 'PATCH', `/user/${member.id}`, { updates })
      const { email } = await ok(admin, 'GET', `/user/${member.id}`)
      return { ...member, email: email as string }
    }
    const wantsMail = await staffWith({ fname: 'Morgan', notificationPreferences: { newTicket: { email: true } } })
    const other = await staffWith({ notificationPreferences: { newChat: { email: true } } })
    const mutedAll = await staffWith({ notificationPreferences: { newTicket: { email: true } }, notificationEmailsDisabled: true })
    const mailTo = async (to: string) => (await ok<{ subject: string; text: string }[]>({}, 'GET', '/dev/mailbox', { to })).filter((m) => m.subject === 'A ticket was assigned to you')
    for (const member of [mutedAll, other, wantsMail]) await ok(admin, 'POST', '/ticket', { title: `Call back Jordan ${member.id}`, owner: member.id })
    const [mail] = await until(() => mailTo(wantsMail.email), (l) => l.length > 0, 'the notification email')
    assert.equal(mail!.text.startsWith('Hi Morgan,'), true, mail!.text)
    assert.match(mail!.text, new RegExp(`A ticket was assigned to you: Call back Jordan ${wantsMail.id}`))
    // every member has their bell notification; the others got no email (tickets handled in order:
    // the last member's email came after the others' notifications were done)
    for (const member of [mutedAll, other]) {
      assert.ok((await notesOf(member.as)).some((n) => n.type === 'newTicket'))
      assert.deepEqual(await mailTo(member.email), [])
    }
  })

  test('hostile input to user_notifications and the calls: 4xx naming the field, never a 5xx; ids of another business refused', async () => {
    const fieldsOf = (b: { validation?: { field: string }[] }) => (b.validation ?? []).map((v) => v.field)
    const nested = (depth: number): Rec => (depth ? { a: nested(depth - 1) } : {})
    const foreign = await registerStaff(platform.url)
    const foreignPatient = (await api<Rec>(platform.url, bearer(foreign.authToken), 'POST', '/enduser', { fname: 'Other' })).body.id as string
    const foreignRoom = (await api<Rec>(platform.url, bearer(foreign.authToken), 'POST', '/chat-room', { userIds: [foreign.user.id] })).body.id as string
    const note = (fields: Rec) => refused(admin, 'POST', '/user-notification', { userId: adminId, type: 'custom', message: 'hi', ...fields }, 400)

    // the collection: required fields, wrong types, huge and deeply nested values, another business's user
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/user-notification', { userId: adminId, type: 'custom' }, 400)), ['message'])
    assert.deepEqual(fieldsOf(await note({ message: 42 })), ['message'])
    assert.deepEqual(fieldsOf(await note({ message: 'x'.repeat(5001) })), ['message'])
    assert.deepEqual(fieldsOf(await note({ read: 'perhaps' })), ['read'])
    /** a deeply nested value is named by its path from the field */
    const namesOnly = (b: { validation?: { field: string }[] }, field: string) =>
      assert.ok(fieldsOf(b).length === 1 && (fieldsOf(b)[0] === field || fieldsOf(b)[0]!.startsWith(`${field}.`)), JSON.stringify(b))
    namesOnly(await note({ relatedRecords: nested(200) }), 'relatedRecords')
    assert.deepEqual(fieldsOf(await note({ relatedRecords: Array.from({ length: 1001 }, () => ({ type: 'tickets', id: adminId })) })), ['relatedRecords'])
    assert.deepEqual(fieldsOf(await note({ userId: foreign.user.id })), ['userId'])
    assert.deepEqual(fieldsOf(await note({ userId: 'not-an-id' })), ['userId'])

    // /notifications/bulk-update
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/notifications/bulk-update', {}, 400)), ['action'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/notifications/bulk-update', { action: ['read'] }, 400)), ['action'])
    // /send-user-email-notification
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/send-user-email-notification', { message: 'hi' }, 400)), ['userId'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/send-user-email-notification', { userId: adminId, message: '' }, 400)), ['message'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/send-user-email-notification', { userId: adminId, message: 'x'.repeat(5001) }, 400)), ['message'])
    namesOnly(await refused(admin, 'POST', '/send-user-email-notification', { userId: adminId, message: 'hi', subject: nested(50) }, 400), 'subject')
    await refused(admin, 'POST', '/send-user-email-notification', { userId: foreign.user.id, message: 'hi' }, 404)
    // /handle-out-of-office-autoreply
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'SMS' }, 400)), ['enduserId'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 42, enduserId: foreignPatient }, 400)), ['channel'])
    await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'SMS', enduserId: foreignPatient }, 404)
    const mine = await patient()
    await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'Chat', enduserId: mine.id, threadId: foreignRoom }, 404)
  })

  test('out-of-office autoreply: admin only, into the room as the user, at most once per patient per hour', async () => {
    const jordan = await patient()
    const room = await ok(admin, 'POST', '/chat-room', { userIds: [adminId], enduserIds: [jordan.id] })
    const nurse = await staff()
    await refused(nurse.as, 'POST', '/handle-out-of-office-autoreply', { channel: 'Chat', enduserId: jordan.id, threadId: room.id }, 403)
    assert.equal((await ok(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'Chat', enduserId: jordan.id, threadId: room.id })).sent, true)
    const chats = await ok<Rec[]>(jordan.as, 'GET', '/chats', { filter: { roomId: room.id } })
    assert.deepEqual(chats.map((c) => [c.message, c.senderId, c.isAutoreply]), [[OUT_OF_OFFICE_AUTOREPLY, adminId, true]])
    assert.equal((await ok(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'Chat', enduserId: jordan.id, threadId: room.id })).sent, false)
    assert.equal((await ok<Rec[]>(jordan.as, 'GET', '/chats', { filter: { roomId: room.id } })).length, 1)
    // another patient, by SMS (the outbox when no provider is configured)
    const alex = await patient()
    assert.equal((await ok(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'SMS', enduserId: alex.id })).sent, true)
    assert.deepEqual((await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'Chat', enduserId: (await patient()).id }, 400)).validation?.map((v) => v.field), ['threadId'])
    assert.deepEqual((await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'Fax', enduserId: alex.id }, 400)).validation?.map((v) => v.field), ['channel'])
    await refused(admin, 'POST', '/handle-out-of-office-autoreply', { channel: 'SMS', enduserId: '0123456789abcdef01234567' }, 404)
  })
})
