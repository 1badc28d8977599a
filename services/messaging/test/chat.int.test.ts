// Chat through the running gateway (issue #26; spec 1 §3, §5, §6, §7 "Messaging"; spec 2 §2.11, §3;
// spec 3 §3 "Chat", §4 "Live updates"): rooms and their members, who reads and posts what, the room's
// summary and unread counts kept by the server, ended rooms, patient-initiated conversations, the
// chat calls, live events to the right sockets, and hostile input answered 4xx naming the field.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { CHAT_ROOM_ENDED } from '@care/contracts/collections/chat-rooms'
import { ChatMessages } from '@care/contracts/routes/chat'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { openLiveSocket } from '@care/kit/testing/live-socket'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

/** polls `read` until `done` holds (the server's reactions follow a write); fails after the guard */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(v)}`)
    await new Promise((r) => setImmediate(r))
  }
}

describe('messaging: chat', () => {
  let platform: TestPlatform
  let admin: Principal
  let adminId: string
  let businessId: string
  let orgName: string

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const refused = async (as: Principal, method: string, path: string, payload: Rec, status: number, message?: string) => {
    const res = await call<{ message: string; validation?: { field: string; message: string }[] }>(as, method, path, payload)
    assert.equal(res.status, status, `${method} ${path} ${JSON.stringify(payload).slice(0, 200)}: ${JSON.stringify(res.body)}`)
    if (message !== undefined) assert.equal(res.body?.message, message)
    return res.body
  }
  const patient = async (fields: Rec = {}) => {
    const id = (await ok(admin, 'POST', '/enduser', { email: `p-${unique()}@example.com`, fname: 'Jordan', lname: 'Lee', ...fields })).id as string
    return { id, as: bearer((await ok(admin, 'GET', '/generate-enduser-auth-token', { id })).authToken as string) }
  }
  const staff = async (roles: string[] = ['Admin']) => {
    const user = await ok(admin, 'POST', '/user', { email: `s-${unique()}@example.com`, fname: 'Sam', lname: 'Rivera', roles })
    return { id: user.id as string, as: bearer((await ok(admin, 'GET', '/generate-auth-token', { id: user.id as string })).authToken as string) }
  }
  const room = (id: string, as: Principal = admin) => ok(as, 'GET', `/chat-room/${id}`)
  const unread = (r: Rec, id: string) => ((r.infoForUser as Record<string, { unreadCount: number }> | undefined)?.[id]?.unreadCount)

  before(async () => {
    platform = await startTestPlatform()
    const s = await registerStaff(platform.url)
    admin = bearer(s.authToken)
    adminId = s.user.id
    businessId = s.user.businessId
    orgName = (await ok(admin, 'GET', `/organization/${businessId}`)).name as string
  })
  after(() => platform?.close())

  test('a patient reads only their rooms and chats; the room keeps its summary and unread counts', async () => {
    const jordan = await patient()
    const other = await patient()
    const created = await ok(admin, 'POST', '/chat-room', { title: 'Care team', userIds: [adminId], enduserIds: [jordan.id] })
    assert.equal(created.type, 'internal')
    assert.equal(created.numMessages, 0)
    assert.equal(unread(created, adminId), 0)
    assert.equal(unread(created, jordan.id), 0)

    assert.equal((await room(String(created.id), jordan.as)).id, created.id)
    await refused(other.as, 'GET', `/chat-room/${created.id}`, {}, 404)
    const listed = await ok<Rec[]>(other.as, 'GET', '/chat-rooms', {})
    assert.ok(!listed.some((r) => r.id === created.id))

    const chat = await ok(jordan.as, 'POST', '/chat', { roomId: created.id, message: 'Hello team', html: '<p>Hello <b>team</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' })
    assert.equal(chat.senderId, jordan.id)
    assert.equal(chat.enduserId, jordan.id)
    assert.ok(!String(chat.html).includes('script') && !String(chat.html).includes('onerror'), String(chat.html))
    assert.ok(String(chat.html).includes('<b>team</b>'))
    assert.deepEqual(chat.userIds, [adminId], "the room's staff, copied onto the chat (who may read it)")

    const after1 = await until(() => room(String(created.id)), (r) => r.numMessages === 1, 'room summary')
    assert.equal(after1.recentMessage, 'Hello team')
    assert.equal(after1.recentSender, jordan.id)
    assert.equal(typeof after1.recentMessageSentAt, 'number')
    assert.equal(unread(after1, adminId), 1)
    assert.equal(unread(after1, jordan.id), 0)

    // another patient neither reads nor posts there
    await refused(other.as, 'GET', `/chat/${chat.id}`, {}, 404)
    await refused(other.as, 'GET', '/chats', { filter: { roomId: created.id } }, 403, 'You do not have permission to access this resource')
    await refused(other.as, 'POST', '/chat', { roomId: created.id, message: 'let me in' }, 404, ChatMessages.notFound)
    // the patient reads the room's chats, staff's included
    await ok(admin, 'POST', '/chat', { roomId: created.id, message: 'Hi Jordan' })
    const theirs = await ok<Rec[]>(jordan.as, 'GET', '/chats', { filter: { roomId: created.id } })
    assert.deepEqual(theirs.map((c) => c.message).sort(), ['Hello team', 'Hi Jordan'])
    const after2 = await until(() => room(String(created.id)), (r) => r.numMessages === 2, 'second chat')
    assert.equal(unread(after2, adminId), 0, "the sender's own count is 0")
    assert.equal(unread(after2, jordan.id), 1)

    // mark read: the caller's count only
    const marked = await ok<{ updated: Rec }>(jordan.as, 'POST', '/mark-chat-room-read', { id: created.id })
    assert.equal(unread(marked.updated, jordan.id), 0)
    await refused(other.as, 'POST', '/mark-chat-room-read', { id: created.id }, 404)
  })

  test("a patient's message reaches a staff member's live socket and their unread count changes", async () => {
    const jordan = await patient()
    const nurse = await staff()
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [nurse.id], enduserIds: [jordan.id] })
    const nurseSocket = await openLiveSocket(platform.url, nurse.as.authorization!)
    const outsider = await patient()
    const outsiderSocket = await openLiveSocket(platform.url, outsider.as.authorization!)
    try {
      const chat = await ok(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'Are you there?' })
      const heard = await nurseSocket.next((m) => m.event === 'created-chats' && m.data.some((d) => (d as Rec).id === chat.id))
      assert.equal((heard.data[0] as Rec).message, 'Are you there?')
      await nurseSocket.next((m) => m.event === 'updated-chat_rooms' && m.data.some((d) => (d as Rec).id === r.id && unread(d as Rec, nurse.id) === 1))
      await nurseSocket.next((m) => m.event === 'created-user_notifications' && m.data.some((d) => (d as Rec).userId === nurse.id))
      await outsiderSocket.settle()
      assert.ok(!outsiderSocket.events.some((m) => m.data.some((d) => (d as Rec).id === chat.id || (d as Rec).id === r.id)), 'another patient hears nothing of it')
    } finally {
      nurseSocket.close()
      outsiderSocket.close()
    }
  })

  test("an ended room takes no more chats: 'This conversation has been ended'", async () => {
    const jordan = await patient()
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [adminId], enduserIds: [jordan.id] })
    await ok(admin, 'PATCH', `/chat-room/${r.id}`, { updates: { endedAt: new Date().toISOString() } })
    const body = await refused(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'hello?' }, 400, CHAT_ROOM_ENDED)
    assert.deepEqual(body.validation?.map((v) => v.field), ['roomId'])
    await refused(admin, 'POST', '/chat', { roomId: r.id, message: 'hello?' }, 400, CHAT_ROOM_ENDED)
  })

  test('a patient starts a conversation only when the organization allows it, for themselves, with the default subject', async () => {
    const jordan = await patient()
    await refused(jordan.as, 'POST', '/chat-room', { enduserIds: [jordan.id] }, 403, ChatMessages.enduserChatNotAllowed)
    await ok(admin, 'PATCH', `/organization/${businessId}`, { updates: { portalSettings: { communication: { allowEnduserInitiatedChat: true } } } })
    const mine = await ok(jordan.as, 'POST', '/chat-room', { userIds: [adminId] })
    assert.deepEqual(mine.enduserIds, [jordan.id])
    assert.equal(mine.title, `The ${orgName} Team`)
    const titled = await ok(jordan.as, 'POST', '/chat-room', { title: 'Refill question' })
    assert.equal(titled.title, 'Refill question')
    const other = await patient()
    // naming another patient: refused by the contract's rule for patients (their own records only)
    await refused(jordan.as, 'POST', '/chat-room', { enduserIds: [jordan.id, other.id] }, 403)
    await ok(admin, 'PATCH', `/organization/${businessId}`, { updates: { portalSettings: { communication: { allowEnduserInitiatedChat: true, enduserInitiatedChatDefaultSubject: 'Ask us' } } } })
    assert.equal((await ok(jordan.as, 'POST', '/chat-room', {})).title, 'Ask us')
    // the patient's first message: staff of the room are told
    await ok(jordan.as, 'POST', '/chat', { roomId: mine.id, message: 'Can I get a refill?' })
    const notes = await until(() => ok<Rec[]>(admin, 'GET', '/user-notifications', {}), (l) => l.some((n) => String(n.message).includes('Can I get a refill?')), 'new chat notification')
    const note = notes.find((n) => String(n.message).includes('Can I get a refill?'))!
    assert.equal(note.type, 'newChat')
    assert.deepEqual((note.relatedRecords as Rec[])[0], { type: 'chat_rooms', id: mine.id })
  })

  test('join-chat-room: a room without staff is joined once; display info names its members', async () => {
    const jordan = await patient({ fname: 'Jordan', lname: 'Lee' })
    const nurse = await staff()
    const r = await ok(admin, 'POST', '/chat-room', { enduserIds: [jordan.id] })
    const joined = await ok<{ room: Rec }>(nurse.as, 'POST', '/join-chat-room', { id: r.id })
    assert.deepEqual(joined.room.userIds, [nurse.id])
    assert.equal(unread(joined.room, nurse.id), 0)
    // joining again is harmless; someone else is refused
    await ok(nurse.as, 'POST', '/join-chat-room', { id: r.id })
    await refused(admin, 'POST', '/join-chat-room', { id: r.id }, 409, ChatMessages.joinHasMembers)
    await refused(jordan.as, 'POST', '/join-chat-room', { id: r.id }, 403)
    await refused(nurse.as, 'POST', '/join-chat-room', { id: '0123456789abcdef01234567' }, 404)

    const info = await ok<{ id: string; display_info: Record<string, Rec> }>(jordan.as, 'GET', '/chat-room-display-info', { id: r.id })
    assert.equal(info.id, r.id)
    assert.equal(info.display_info[jordan.id]?.fname, 'Jordan')
    assert.equal(info.display_info[nurse.id]?.fname, 'Sam')
    await refused((await patient()).as, 'GET', '/chat-room-display-info', { id: r.id }, 404)
  })

  test("members added to a room read its earlier chats; a removed one no longer does", async () => {
    const jordan = await patient()
    const alex = await patient()
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [adminId], enduserIds: [jordan.id] })
    const c = await ok(admin, 'POST', '/chat', { roomId: r.id, message: 'Welcome' })
    await refused(alex.as, 'GET', `/chat/${c.id}`, {}, 404)
    await ok(admin, 'PATCH', `/chat-room/${r.id}`, { updates: { enduserIds: [alex.id] }, options: { replaceObjectFields: true } })
    await until(() => call(alex.as, 'GET', `/chat/${c.id}`), (res) => res.status === 200, 'added member reads the chat')
    await until(() => call(jordan.as, 'GET', `/chat/${c.id}`), (res) => res.status === 404, 'removed member no longer reads the chat')
  })

  test("a deleted room's chats are deleted with it", async () => {
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [adminId] })
    const c = await ok(admin, 'POST', '/chat', { roomId: r.id, message: 'Soon gone' })
    const res = await call(admin, 'DELETE', `/chat-room/${r.id}`)
    assert.equal(res.status, 204, JSON.stringify(res.body))
    // in the deletion's own transaction: gone by the time the delete answers, not after a reaction
    await refused(admin, 'GET', `/chat/${c.id}`, {}, 404)
  })

  test("a deleted chat's replies lose their replyId at once", async () => {
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [adminId] })
    const first = await ok(admin, 'POST', '/chat', { roomId: r.id, message: 'First' })
    const reply = await ok(admin, 'POST', '/chat', { roomId: r.id, message: 'Reply', replyId: first.id })
    assert.equal(reply.replyId, first.id)
    assert.equal((await call(admin, 'DELETE', `/chat/${first.id}`)).status, 204)
    const after = await ok(admin, 'GET', `/chat/${reply.id}`)
    assert.equal(after.replyId ?? null, null, JSON.stringify(after))
    assert.equal(after.message, 'Reply')
  })

  test("staff whose role sets nothing for chat rooms read the rooms they are in, patients or not; a list of another's room is refused", async () => {
    const colleague = await staff(['Admin'])
    const coordinator = await staff(['Coordinator'])
    const jordan = await patient()
    const direct = await ok(admin, 'POST', '/chat-room', { type: 'internal', userIds: [adminId, colleague.id] })
    const directChat = await ok(admin, 'POST', '/chat', { roomId: direct.id, message: 'Between us' })
    const withPatient = await ok(admin, 'POST', '/chat-room', { userIds: [adminId], enduserIds: [jordan.id] })
    const patientChat = await ok(admin, 'POST', '/chat', { roomId: withPatient.id, message: 'Hello Jordan' })
    const mine = await ok(admin, 'POST', '/chat-room', { userIds: [adminId, coordinator.id], enduserIds: [jordan.id] })

    await refused(coordinator.as, 'GET', `/chat-room/${direct.id}`, {}, 404)
    await refused(coordinator.as, 'GET', `/chat/${directChat.id}`, {}, 404)
    await refused(coordinator.as, 'GET', `/chat-room/${withPatient.id}`, {}, 404)
    await refused(coordinator.as, 'GET', `/chat/${patientChat.id}`, {}, 404)
    await room(String(mine.id), coordinator.as)
    const rooms = (await ok<Rec[]>(coordinator.as, 'GET', '/chat-rooms', { limit: 1000 })).map((r) => r.id)
    assert.deepEqual(rooms, [mine.id])
    // the SDK's wire answer for a list narrowed to a room the caller may not read, or to no room
    await refused(coordinator.as, 'GET', '/chats', { filter: { roomId: direct.id } }, 403, 'You do not have permission to access this resource')
    await refused(coordinator.as, 'GET', '/chats', { mdbFilter: { roomId: withPatient.id } }, 403, 'You do not have permission to access this resource')
    await refused(coordinator.as, 'GET', '/chats', { filter: { roomId: '0'.repeat(24) } }, 403, 'You do not have permission to access this resource')
    assert.equal((await ok<Rec[]>(colleague.as, 'GET', '/chats', { filter: { roomId: direct.id } })).length, 1)
    // a patient naming a room not theirs is refused the same way
    await refused(jordan.as, 'GET', '/chats', { filter: { roomId: direct.id } }, 403, 'You do not have permission to access this resource')
    // joining the room opens it, and its earlier chats
    await ok(admin, 'PATCH', `/chat-room/${direct.id}`, { updates: { userIds: [coordinator.id] } })
    await until(() => call(coordinator.as, 'GET', `/chat/${directChat.id}`), (res) => res.status === 200, 'a new member reads the earlier chat')
    // a role granting read 'All' on chat rooms and chats sees every room (the inbox's unassigned conversations)
    await ok(admin, 'POST', '/role-based-access-permission', { role: 'Inbox', permissions: { chat_rooms: { create: 'All', read: 'All', update: 'All', delete: null }, chats: { create: 'All', read: 'All', update: 'All', delete: null } } })
    const inbox = await staff(['Inbox'])
    await room(String(withPatient.id), inbox.as)
    await ok(inbox.as, 'GET', `/chat/${patientChat.id}`)
  })

  test("mark read stamps readBy on the messages others sent, and their sender's socket hears it", async () => {
    const jordan = await patient()
    const nurse = await staff()
    const r = await ok(admin, 'POST', '/chat-room', { type: 'external', userIds: [nurse.id], enduserIds: [jordan.id] })
    const first = await ok(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'Hello' })
    const second = await ok(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'Anyone?' })
    const reply = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'Here' })
    const held = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'Draft', isDraft: true })
    await until(() => room(String(r.id)), (x) => x.numMessages === 3, 'room summary')
    const readBy = async (as: Principal, id: unknown) => ((await ok(as, 'GET', `/chat/${id}`)).readBy ?? {}) as Record<string, string>
    const jordanSocket = await openLiveSocket(platform.url, jordan.as.authorization!)
    try {
      const before = Date.now()
      await ok(nurse.as, 'POST', '/mark-chat-room-read', { id: r.id })
      for (const c of [first, second]) {
        const stamp = (await readBy(jordan.as, c.id))[nurse.id]
        assert.ok(stamp && Date.parse(stamp) >= before - 1000, `readBy[nurse] on ${c.message}: ${stamp}`)
      }
      assert.deepEqual(await readBy(nurse.as, reply.id), {}, "the reader's own message is not stamped")
      assert.deepEqual(await readBy(nurse.as, held.id), {}, 'a held-back draft is not stamped')
      const heard = await jordanSocket.next((m) => m.event === 'updated-chats' && m.data.some((d) => (d as Rec).id === second.id))
      assert.ok(heard, 'the patient hears the read state live')
      // the patient reads the nurse's reply; the nurse's earlier stamps stay as they were
      const stampedAt = (await readBy(nurse.as, first.id))[nurse.id]
      await ok(jordan.as, 'POST', '/mark-chat-room-read', { id: r.id })
      assert.ok((await readBy(nurse.as, reply.id))[jordan.id], "readBy[patient] on the nurse's reply")
      await ok(nurse.as, 'POST', '/mark-chat-room-read', { id: r.id })
      assert.equal((await readBy(nurse.as, first.id))[nurse.id], stampedAt, 'a second mark-read keeps the first time')
      // patients may not forge readBy
      await refused(jordan.as, 'PATCH', `/chat/${reply.id}`, { updates: { readBy: { [jordan.id]: new Date().toISOString() } } }, 403)
    } finally {
      jordanSocket.close()
    }
  })

  test('a scheduled chat is held from the patient until its sendAt, then sent by the durable job', async () => {
    const jordan = await patient()
    const nurse = await staff()
    const r = await ok(admin, 'POST', '/chat-room', { type: 'external', userIds: [nurse.id], enduserIds: [jordan.id] })
    const jordanSocket = await openLiveSocket(platform.url, jordan.as.authorization!)
    try {
      const sendAt = new Date(Date.now() + 3000).toISOString()
      const scheduled = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'Reminder: fast after midnight', sendAt })
      assert.equal(scheduled.heldBack, true)
      // held: the patient neither reads nor lists it; the room's summary does not count it; staff see it
      await refused(jordan.as, 'GET', `/chat/${scheduled.id}`, {}, 404)
      assert.ok(!(await ok<Rec[]>(jordan.as, 'GET', '/chats', { filter: { roomId: r.id } })).some((c) => c.id === scheduled.id))
      assert.equal((await ok(nurse.as, 'GET', `/chat/${scheduled.id}`)).sendAt, sendAt)
      assert.equal((await room(String(r.id))).numMessages, 0)
      // a cancelled one (deleted) is never sent
      const cancelled = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'Never mind', sendAt })
      assert.equal((await call(nurse.as, 'DELETE', `/chat/${cancelled.id}`)).status, 204)

      // sent: the patient's socket hears it as a new chat, the room counts it, timestamp is when it went
      const heard = await jordanSocket.next((m) => m.event === 'created-chats' && m.data.some((d) => (d as Rec).id === scheduled.id))
      assert.equal((heard.data.find((d) => (d as Rec).id === scheduled.id) as Rec).message, 'Reminder: fast after midnight')
      const sent = await ok(jordan.as, 'GET', `/chat/${scheduled.id}`)
      assert.equal(sent.heldBack, false)
      assert.ok(Date.parse(String(sent.timestamp)) >= Date.parse(sendAt) - 1000, `sent at ${sent.timestamp}, due ${sendAt}`)
      const summary = await until(() => room(String(r.id)), (x) => x.numMessages === 1, 'the sent chat counted')
      assert.equal(summary.recentMessage, 'Reminder: fast after midnight')
      assert.equal(unread(summary, jordan.id), 1)
      assert.ok(!(await ok<Rec[]>(jordan.as, 'GET', '/chats', { filter: { roomId: r.id } })).some((c) => c.id === cancelled.id))

      // a draft waits until it is no longer one; the update that says so sends it
      const draft = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'Draft reply', isDraft: true })
      await refused(jordan.as, 'GET', `/chat/${draft.id}`, {}, 404)
      const released = await ok(nurse.as, 'PATCH', `/chat/${draft.id}`, { updates: { isDraft: false } })
      assert.equal(released.heldBack, false)
      assert.ok(Date.parse(String(released.timestamp)) > Date.parse(String(draft.createdAt)) - 1, String(released.timestamp))
      await jordanSocket.next((m) => m.event === 'created-chats' && m.data.some((d) => (d as Rec).id === draft.id))
      await until(() => room(String(r.id)), (x) => x.numMessages === 2, 'the draft counted once sent')
      // a scheduled one moved to the past is sent by that update (the SDK's 'trigger scheduled send')
      const tomorrow = await ok(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'For tomorrow', sendAt: new Date(Date.now() + 86_400_000).toISOString() })
      const now = await ok(nurse.as, 'PATCH', `/chat/${tomorrow.id}`, { updates: { sendAt: new Date(0).toISOString() } })
      assert.deepEqual([now.heldBack, Date.parse(String(now.sendAt))], [false, 0])
      assert.equal((await ok(jordan.as, 'GET', `/chat/${tomorrow.id}`)).message, 'For tomorrow')
      await until(() => room(String(r.id)), (x) => x.numMessages === 3, 'counted once sent')
    } finally {
      jordanSocket.close()
    }
    // patients send at once: a draft or a later send is refused naming the field
    const body = await refused(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'later', sendAt: new Date(Date.now() + 60_000).toISOString() }, 400, ChatMessages.enduserCannotHold)
    assert.deepEqual(body.validation?.map((v) => v.field), ['sendAt'])
    const draftBody = await refused(jordan.as, 'POST', '/chat', { roomId: r.id, message: 'draft', isDraft: true }, 400, ChatMessages.enduserCannotHold)
    assert.deepEqual(draftBody.validation?.map((v) => v.field), ['isDraft'])
    await refused(nurse.as, 'POST', '/chat', { roomId: r.id, message: 'x', heldBack: false }, 400)
  })

  test('hostile input: 4xx naming the field, never a 500', async () => {
    const jordan = await patient()
    const r = await ok(admin, 'POST', '/chat-room', { userIds: [adminId], enduserIds: [jordan.id] })
    const fieldsOf = (b: { validation?: { field: string }[] }) => (b.validation ?? []).map((v) => v.field)
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat', { message: 'no room' }, 400)), ['roomId'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat', { roomId: r.id }, 400)), ['message'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat', { roomId: r.id, message: 'x'.repeat(5001) }, 400)), ['message'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat', { roomId: r.id, message: 'hi', senderId: jordan.id }, 400)), ['senderId'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat-room', { type: 'public' }, 400)), ['type'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat-room', { recentMessage: 'forged' }, 400)), ['recentMessage'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat-room', { enduserIds: ['0123456789abcdef01234567'] }, 400)), ['enduserIds'])
    assert.deepEqual(fieldsOf(await refused(admin, 'POST', '/chat', { roomId: r.id, message: 'hi', attachments: [{ type: 'file' }] }, 400)), ['attachments.0.secureName'])
    await refused(admin, 'POST', '/mark-chat-room-read', { id: 'not-an-id' }, 400)
    await refused(admin, 'GET', '/chat-room-display-info', {}, 400)
    // another business sees nothing
    const foreign = bearer((await registerStaff(platform.url)).authToken)
    await refused(foreign, 'GET', `/chat-room/${r.id}`, {}, 404)
    await refused(foreign, 'POST', '/chat', { roomId: r.id, message: 'hi' }, 404)
    await refused(foreign, 'POST', '/mark-chat-room-read', { id: r.id }, 404)
  })
})
