import { test } from 'node:test'
import assert from 'node:assert/strict'
import { conversationsOf, filterConversations, isCancellable, isTeamRoom, timelineOf } from './conversations.ts'
import { inboxLocation, urlOf } from './route.ts'

const ME = 'me'
const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString()

test('a patient’s rooms, emails and SMS make one conversation; newest first; unread and assigned', () => {
  const list = conversationsOf({
    me: ME,
    rooms: [
      { id: 'r1', type: 'external', enduserIds: ['jordan'], userIds: [ME], recentMessage: 'hello', recentMessageSentAt: Date.parse(at(5)), infoForUser: { [ME]: { unreadCount: 2 } } },
      { id: 'team', type: 'internal', userIds: [ME, 'dana'], recentMessage: 'lunch?', recentMessageSentAt: Date.parse(at(50)) },
    ],
    emails: [
      { id: 'e1', enduserId: 'jordan', inbound: true, subject: 'Refill', timestamp: at(10) },
      { id: 'e2', enduserId: 'sam', inbound: true, subject: 'Read already', timestamp: at(3), readBy: { [ME]: at(4) } },
      { id: 'draft', enduserId: 'lee', isDraft: true, subject: 'not yet', timestamp: at(60) },
    ],
    sms: [{ id: 's1', enduserId: 'sam', message: 'see you', userId: 'dana', timestamp: at(20) }],
    assignedPatientIds: new Set(['sam']),
  })
  assert.deepEqual(list.map((c) => [c.enduserId, c.channel, c.preview, c.unread, c.assignedToMe]), [
    ['sam', 'SMS', 'see you', 0, true],
    ['jordan', 'Email', 'Refill', 3, true],
  ])
  assert.deepEqual(list[1]!.roomIds, ['r1'])
  assert.deepEqual(filterConversations(list, { unread: true }).map((c) => c.enduserId), ['jordan'])
  assert.deepEqual(filterConversations(list, { unread: true, assignedToMe: true }).map((c) => c.enduserId), ['jordan'])
})

test('a scheduled email or SMS still to come is not the conversation’s latest message', () => {
  const now = Date.parse(at(30))
  const list = conversationsOf({
    me: ME, now, rooms: [],
    emails: [{ id: 'e1', enduserId: 'jordan', userId: ME, subject: 'Sent', timestamp: at(10) }, { id: 'e2', enduserId: 'jordan', userId: ME, subject: 'Tomorrow', sendAt: at(24 * 60) }],
    sms: [{ id: 's1', enduserId: 'sam', userId: ME, message: 'later', sendAt: at(60) }, { id: 's2', enduserId: 'sam', userId: ME, message: 'went', sendAt: at(20), timestamp: at(20) }],
  })
  assert.deepEqual(list.map((c) => [c.enduserId, c.preview, c.lastAt]), [['sam', 'went', Date.parse(at(20))], ['jordan', 'Sent', Date.parse(at(10))]])
})

test('team rooms are internal rooms without a patient', () => {
  assert.equal(isTeamRoom({ id: 'a' }), true)
  assert.equal(isTeamRoom({ id: 'a', type: 'internal', enduserIds: ['p'] }), false)
  assert.equal(isTeamRoom({ id: 'a', type: 'Group Chat' }), false)
})

test('the timeline merges channels oldest first and marks scheduled sends', () => {
  const now = Date.parse(at(30))
  const items = timelineOf({
    now,
    chats: [{ id: 'c1', message: 'hi', senderId: 'jordan', enduserId: 'jordan', createdAt: at(1) }],
    emails: [{ id: 'e1', subject: 'S', textContent: 'body', userId: ME, timestamp: at(2) }],
    sms: [{ id: 's1', message: 'later', userId: ME, sendAt: at(40), createdAt: at(3) }],
  })
  assert.deepEqual(items.map((i) => [i.channel, i.text, i.outbound]), [['Chat', 'hi', false], ['Email', 'body', true], ['SMS', 'later', true]])
  assert.equal(items[2]!.scheduledFor, Date.parse(at(40)))
})

test('chats in the timeline: a held one scheduled until the server sends it, a draft, and read by the patient', () => {
  const now = Date.parse(at(30))
  const items = timelineOf({
    now,
    chats: [
      { id: 'read', message: 'seen', senderId: ME, createdAt: at(1), readBy: { jordan: at(2) } },
      { id: 'unread', message: 'not seen', senderId: ME, createdAt: at(3), readBy: { [ME]: at(3) } },
      { id: 'due', message: 'going now', senderId: ME, createdAt: at(4), sendAt: at(29), heldBack: true },
      { id: 'later', message: 'tonight', senderId: ME, createdAt: at(5), sendAt: at(40), heldBack: true },
      { id: 'sent', message: 'was scheduled', senderId: ME, createdAt: at(6), sendAt: at(20), heldBack: false, timestamp: at(20) },
      { id: 'draft', message: 'maybe', senderId: ME, createdAt: at(7), isDraft: true, heldBack: true },
      { id: 'theirs', message: 'hello', senderId: 'jordan', enduserId: 'jordan', createdAt: at(8), readBy: { [ME]: at(9) } },
    ],
    emails: [],
    sms: [],
  })
  const by = Object.fromEntries(items.map((i) => [i.record.id, i]))
  assert.deepEqual(items.map((i) => i.record.id), ['read', 'unread', 'draft', 'theirs', 'sent', 'due', 'later'], 'a sent one at its send time, a held one at its sendAt')
  assert.deepEqual([by.read!.read, by.unread!.read, by.theirs!.read], [true, false, false])
  assert.equal(by.due!.scheduledFor, Date.parse(at(29)))
  assert.equal(by.later!.scheduledFor, Date.parse(at(40)))
  assert.equal(by.sent!.scheduledFor, undefined)
  assert.deepEqual([by.draft!.draft, by.draft!.scheduledFor], [true, undefined])
  assert.deepEqual(items.filter(isCancellable).map((i) => i.record.id), ['due', 'later'])
  assert.deepEqual(by.later!.record, { collection: 'chats', id: 'later' })
})

test('routes: each location has a URL that reads back', () => {
  for (const l of [{ view: 'inbox' }, { view: 'patient', enduserId: 'abc' }, { view: 'team' }, { view: 'team', roomId: 'r1' }, { view: 'templates' }, { view: 'webhooks' }] as const)
    assert.deepEqual(inboxLocation(urlOf(l)), l)
  assert.deepEqual(inboxLocation('/console/inbox/nothing'), { view: 'inbox' })
})
