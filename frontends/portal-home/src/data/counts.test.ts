import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { outstandingFormCount, unreadMessageCount } from './counts.ts'

describe('home banner counts', () => {
  test('outstanding forms: own, unsubmitted, not internal, not hidden', () => {
    const me = 'e1'
    const responses = [
      { enduserId: me },
      { enduserId: me, submittedAt: '' },
      { enduserId: me, submittedAt: '2026-01-01' },
      { enduserId: me, isInternalNote: true },
      { enduserId: me, hideFromEnduserPortal: true },
      { enduserId: 'other' },
    ]
    assert.equal(outstandingFormCount(responses, me), 2)
    assert.equal(outstandingFormCount([], me), 0)
  })

  test('unread messages: the patient unread counts summed, ignoring bad values', () => {
    const rooms = [
      { infoForUser: { e1: { unreadCount: 3 }, u1: { unreadCount: 7 } } },
      { infoForUser: { e1: { unreadCount: 2 } } },
      { infoForUser: { e1: { unreadCount: -1 } } },
      { infoForUser: {} },
      {},
    ]
    assert.equal(unreadMessageCount(rooms, 'e1'), 5)
    assert.equal(unreadMessageCount(rooms, 'u1'), 7)
  })
})
