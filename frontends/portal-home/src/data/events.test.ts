import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { eventStatus, UPCOMING_WINDOW_MS, visibleEvents } from './events.ts'

describe('home events', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')
  const hour = 36e5
  const events = [
    { id: 'later', startTimeInMS: now + 48 * hour },
    { id: 'soon', startTimeInMS: now + hour },
    { id: 'began', startTimeInMS: now - 2 * hour },
    { id: 'old', startTimeInMS: now - UPCOMING_WINDOW_MS - 1 },
    { id: 'hidden', startTimeInMS: now + hour, hiddenFromPortal: true },
    { id: 'public', startTimeInMS: now + hour, publicRead: true },
    { id: 'undated' },
  ]

  test('hidden, public (unless RSVPed), undated and long-past events are left out; soonest first', () => {
    assert.deepEqual(visibleEvents(events, { now }).map((e) => e.id), ['began', 'soon', 'later'])
    assert.deepEqual(visibleEvents(events, { now, rsvpedEventIds: new Set(['public']) }).map((e) => e.id), ['began', 'soon', 'public', 'later'])
  })

  test('cancelled wins over rescheduled', () => {
    assert.equal(eventStatus({ id: 'a', cancelledAt: 'x', rescheduledAt: 'y' }), 'cancelled')
    assert.equal(eventStatus({ id: 'a', rescheduledAt: 'y' }), 'rescheduled')
    assert.equal(eventStatus({ id: 'a' }), undefined)
  })
})
