// Wire compatibility for chat (issue #26): the public @tellescope/sdk, used unchanged, against the
// running gateway — staff create a room with a patient and write to it (api.chat_rooms / api.chats);
// the patient (EnduserSession) reads their rooms and chats, answers, marks the room read and reads
// its members' display info (the staff member's message then carries readBy[patient]); staff join a
// room without staff (join_room), see the unread count the
// server keeps, and mark their notifications read (user_notifications.bulk_update); a patient starts
// a conversation once the organization allows it.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(v)}`)
    await new Promise((r) => setImmediate(r))
  }
}

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk chat against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let staffId: string
  let businessId: string
  let patient: any
  let patientId: string

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    staffId = registered.user.id
    businessId = registered.user.businessId
    const email = `chat-${unique()}@example.com`
    patient = new EnduserSession({ host: platform.url, businessId })
    await patient.register({ email, password: 'Patient-pass-1', fname: 'Vida', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
    await patient.authenticate(email, 'Patient-pass-1')
    patientId = patient.userInfo.id
  })
  after(async () => {
    await platform?.close()
  })

  test('rooms and chats as staff and as a patient; mark_read, display_info, the unread count', async () => {
    const room = await staff.api.chat_rooms.createOne({ title: 'Care team', userIds: [staffId], enduserIds: [patientId] })
    assert.equal(room.numMessages, 0)
    const first = await staff.api.chats.createOne({ roomId: room.id, message: 'Hello Vida' })
    assert.equal(first.senderId, staffId)

    const rooms = await patient.api.chat_rooms.getSome()
    assert.deepEqual(rooms.map((r: any) => r.id), [room.id])
    const seen = await until(() => patient.api.chat_rooms.getOne(room.id), (r: any) => r.numMessages === 1, 'room summary')
    assert.equal(seen.recentMessage, 'Hello Vida')
    assert.equal(seen.infoForUser[patientId].unreadCount, 1)
    const { updated } = await patient.api.chat_rooms.mark_read({ id: room.id })
    assert.equal(updated.infoForUser[patientId].unreadCount, 0)
    // the server keeps readBy: the staff member's message now says when the patient read it
    const read = await staff.api.chats.getOne(first.id)
    assert.ok(read.readBy?.[patientId] && !Number.isNaN(Date.parse(read.readBy[patientId])), JSON.stringify(read.readBy))

    const reply = await patient.api.chats.createOne({ roomId: room.id, message: 'Hi! A question about my refill' })
    assert.equal(reply.senderId, patientId)
    const chats = await patient.api.chats.getSome({ filter: { roomId: room.id } })
    assert.deepEqual(chats.map((c: any) => c.message).sort(), ['Hello Vida', 'Hi! A question about my refill'])
    const staffView = await until(() => staff.api.chat_rooms.getOne(room.id), (r: any) => r.numMessages === 2, 'staff unread count')
    assert.equal(staffView.infoForUser[staffId].unreadCount, 1)
    assert.equal(staffView.recentSender, patientId)

    const { id, display_info } = await patient.api.chat_rooms.display_info({ id: room.id })
    assert.equal(id, room.id)
    assert.equal(display_info[patientId].fname, 'Vida')
    assert.ok(display_info[staffId])

    await until(() => staff.api.user_notifications.getSome(), (l: any[]) => l.some((n) => n.type === 'newChat'), 'notification')
    await staff.api.user_notifications.bulk_update({ action: 'read' })
    assert.ok((await staff.api.user_notifications.getSome()).every((n: any) => n.read === true))
  })

  test('a chat scheduled with sendAt is held from the patient until it is sent', async () => {
    const room = await staff.api.chat_rooms.createOne({ userIds: [staffId], enduserIds: [patientId] })
    const later = await staff.api.chats.createOne({ roomId: room.id, message: 'See you tomorrow', sendAt: new Date(Date.now() + 3_600_000) })
    assert.equal(later.heldBack, true)
    assert.deepEqual(await patient.api.chats.getSome({ filter: { roomId: room.id } }), [])
    await assert.rejects(patient.api.chats.getOne(later.id))
    assert.equal((await staff.api.chats.getOne(later.id)).message, 'See you tomorrow')
  })

  test('join_room; a patient starts a conversation when the organization allows it', async () => {
    const room = await staff.api.chat_rooms.createOne({ enduserIds: [patientId] })
    const { room: joined } = await staff.api.chat_rooms.join_room({ id: room.id })
    assert.deepEqual(joined.userIds, [staffId])

    await assert.rejects(patient.api.chat_rooms.createOne({ enduserIds: [patientId] }), (e: any) => /does not allow starting conversations/.test(e?.message ?? String(e)))
    await staff.api.organizations.updateOne(businessId, { portalSettings: { communication: { allowEnduserInitiatedChat: true } } })
    const mine = await patient.api.chat_rooms.createOne({ enduserIds: [patientId], userIds: [staffId] })
    assert.match(mine.title, /^The .+ Team$/)
    await patient.api.chats.createOne({ roomId: mine.id, message: 'Hello' })
    await staff.api.chat_rooms.updateOne(mine.id, { endedAt: new Date() })
    await assert.rejects(patient.api.chats.createOne({ roomId: mine.id, message: 'Still there?' }), (e: any) => /This conversation has been ended/.test(e?.message ?? String(e)))
  })
})
