import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { attachmentType, badgeText, latestReadOwn, communicationSettings, conversations, DATE_HEADER_GAP_MS, defaultSubject, inOrder, isBlank, nameOf, needsDateHeader, needsDisplayName, readByOthers, roomIdOf, UNREAD_BADGE_MAX, unreadCount } from './chat-rules.ts'

const ME = 'e'.repeat(24)

describe('communications rules', () => {
  test("the spec's constants: a date header after more than 10 minutes, the badge at most 9", () => {
    assert.equal(DATE_HEADER_GAP_MS, 600_000)
    assert.equal(UNREAD_BADGE_MAX, 9)
  })

  test('the room id from the path; anything else is the list', () => {
    assert.equal(roomIdOf(`/communications/${'a'.repeat(24)}`), 'a'.repeat(24))
    assert.equal(roomIdOf(`/communications/${'a'.repeat(24)}/`), 'a'.repeat(24))
    assert.equal(roomIdOf('/communications'), undefined)
    assert.equal(roomIdOf('/communications/not-an-id'), undefined)
  })

  test("'Your Conversations': the patient's open rooms by updatedAt, newest first; ended ones apart", () => {
    const rooms = [
      { id: '1', updatedAt: '2030-01-01T00:00:00Z', enduserIds: [ME] },
      { id: '2', updatedAt: '2030-01-03T00:00:00Z', enduserIds: [ME] },
      { id: '3', updatedAt: '2030-01-02T00:00:00Z', enduserIds: [ME], endedAt: '2030-01-02T00:00:00Z' },
      { id: '4', updatedAt: '2030-01-05T00:00:00Z', enduserIds: ['other'] },
      { id: '5', enduserIds: [ME] },
    ]
    const { open, ended } = conversations(rooms, ME)
    assert.deepEqual(open.map((r) => r.id), ['2', '1', '5'])
    assert.deepEqual(ended.map((r) => r.id), ['3'])
  })

  test("unread: the caller's whole, positive count; the badge up to 9, then '9+'", () => {
    assert.equal(unreadCount({ infoForUser: { [ME]: { unreadCount: 4 } } }, ME), 4)
    assert.equal(unreadCount({ infoForUser: { other: { unreadCount: 4 } } }, ME), 0)
    assert.equal(unreadCount({ infoForUser: { [ME]: { unreadCount: -2 } } }, ME), 0)
    assert.equal(unreadCount({}, ME), 0)
    assert.deepEqual([0, 1, 9, 10, 250].map(badgeText), [undefined, '1', '9', '9+', '9+'])
  })

  test('date headers: before the first message, and when the gap exceeds 10 minutes (exactly 10 is not enough)', () => {
    const t = Date.UTC(2030, 0, 1)
    const m = (ms: number) => ({ createdAt: new Date(ms).toISOString() })
    assert.equal(needsDateHeader(undefined, m(t)), true)
    assert.equal(needsDateHeader(m(t), m(t + DATE_HEADER_GAP_MS)), false)
    assert.equal(needsDateHeader(m(t), m(t + DATE_HEADER_GAP_MS + 1)), true)
  })

  test('messages oldest first, ties by id', () => {
    const chats = [{ id: 'b', createdAt: '2030-01-01T00:01:00Z' }, { id: 'c', createdAt: '2030-01-01T00:00:00Z' }, { id: 'a', createdAt: '2030-01-01T00:01:00Z' }]
    assert.deepEqual(inOrder(chats).map((c) => c.id), ['c', 'a', 'b'])
  })

  test('a scheduled message sits at the time it was sent (its timestamp), not when it was written', () => {
    const chats = [
      { id: 'sched', createdAt: '2030-01-01T08:00:00Z', timestamp: '2030-01-01T20:00:00Z' },
      { id: 'noon', createdAt: '2030-01-01T12:00:00Z' },
    ]
    assert.deepEqual(inOrder(chats).map((c) => c.id), ['noon', 'sched'])
    assert.equal(needsDateHeader(chats[1], chats[0]), true, 'eight hours after the one before it')
  })

  test('group chats need a display name (whitespace is none); other rooms never ask', () => {
    assert.equal(needsDisplayName({ type: 'Group Chat' }, { displayName: '' }), true)
    assert.equal(needsDisplayName({ type: 'Group Chat' }, { displayName: '  ' }), true)
    assert.equal(needsDisplayName({ type: 'Group Chat' }, { displayName: 'JL' }), false)
    assert.equal(needsDisplayName({ type: 'external' }, {}), false)
    assert.equal(isBlank(' \n '), true)
  })

  test("the default subject: the organization's setting, else 'The {name} Team'", () => {
    assert.equal(defaultSubject({ enduserInitiatedChatDefaultSubject: ' Ask a nurse ' }, 'The Demo Team'), 'Ask a nurse')
    assert.equal(defaultSubject({ enduserInitiatedChatDefaultSubject: ' ' }, 'The Demo Team'), 'The Demo Team')
    assert.equal(defaultSubject(undefined, 'The Demo Team'), 'The Demo Team')
    assert.deepEqual(communicationSettings({ portalSettings: { communication: { allowEnduserInitiatedChat: true } } }), { allowEnduserInitiatedChat: true })
    assert.equal(communicationSettings({ name: 'x' }), undefined)
  })

  test("'Read': the patient's latest message another member has read, by readBy or by the room's unread counts", () => {
    const chats = [{ id: '1', senderId: ME }, { id: '2', senderId: 'nurse' }, { id: '3', senderId: ME }, { id: '4', senderId: ME }]
    // the nurse has 2 unread: messages 3 and 4; message 1 was read
    assert.equal(latestReadOwn(chats, { infoForUser: { [ME]: { unreadCount: 0 }, nurse: { unreadCount: 2 } } }, ME), '1')
    assert.equal(latestReadOwn(chats, { infoForUser: { [ME]: { unreadCount: 0 }, nurse: { unreadCount: 1 } } }, ME), '3')
    assert.equal(latestReadOwn(chats, { infoForUser: { nurse: { unreadCount: 0 } } }, ME), '4')
    assert.equal(latestReadOwn(chats, { infoForUser: { [ME]: { unreadCount: 0 }, nurse: { unreadCount: 4 } } }, ME), undefined)
    assert.equal(latestReadOwn([{ id: '1', senderId: ME, readBy: { nurse: '2030-01-01' } }, { id: '2', senderId: ME }], { infoForUser: { nurse: { unreadCount: 5 } } }, ME), '1')
    assert.equal(latestReadOwn(chats, { infoForUser: { [ME]: { unreadCount: 0 } } }, ME), undefined)
    // the nurse answered without marking the room read: their own reply does not count, so still unread
    assert.equal(latestReadOwn([{ id: '1', senderId: ME }, { id: '2', senderId: 'nurse' }], { infoForUser: { nurse: { unreadCount: 1 } } }, ME), undefined)
  })

  test('names, read state and attachment kinds', () => {
    assert.equal(nameOf({ fname: 'Ada', lname: 'Lovelace' }), 'Ada Lovelace')
    assert.equal(nameOf({ fname: 'Ada', displayName: 'Dr. L' }), 'Dr. L')
    assert.equal(nameOf({}), undefined)
    assert.equal(readByOthers({ senderId: ME, readBy: { [ME]: '2030-01-01' } }), false)
    assert.equal(readByOthers({ senderId: ME, readBy: { nurse: '2030-01-01' } }), true)
    assert.deepEqual(['image/png', 'video/mp4', 'application/pdf'].map(attachmentType), ['image', 'video', 'file'])
  })
})
