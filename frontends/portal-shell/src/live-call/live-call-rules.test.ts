import { test } from 'node:test'
import assert from 'node:assert/strict'
import { LIVE_CALL_WINDOW_MS, liveCallEvent, UPCOMING_EVENT_WINDOW_MS, upcomingEventCount, videoCallPath } from './live-call-rules.ts'

const now = 1_800_000_000_000

test("the spec's windows: 2 hours for the live-call alert, 12 hours for the upcoming-event helper", () => {
  assert.equal(LIVE_CALL_WINDOW_MS, 2 * 60 * 60 * 1000)
  assert.equal(UPCOMING_EVENT_WINDOW_MS, 12 * 60 * 60 * 1000)
})

test('a live call: video enabled, meetingStatus live, started less than 2 hours ago; not cancelled, hidden or dismissed', () => {
  const live = { enableVideoCall: true, meetingStatus: 'live' as const }
  assert.equal(liveCallEvent([{ id: 'a', ...live, startTimeInMS: now - LIVE_CALL_WINDOW_MS + 1 }], now)?.id, 'a')
  assert.equal(liveCallEvent([{ id: 'a', ...live, startTimeInMS: now - LIVE_CALL_WINDOW_MS }], now), undefined)
  assert.equal(liveCallEvent([{ id: 'a', ...live, startTimeInMS: now + 60_000 }], now)?.id, 'a', 'the host started early')
  assert.equal(liveCallEvent([{ id: 'a', enableVideoCall: true, meetingStatus: 'scheduled', startTimeInMS: now }], now), undefined)
  assert.equal(liveCallEvent([{ id: 'a', enableVideoCall: true, meetingStatus: 'ended', startTimeInMS: now }], now), undefined)
  assert.equal(liveCallEvent([{ id: 'a', meetingStatus: 'live', startTimeInMS: now }], now), undefined)
  assert.equal(liveCallEvent([{ id: 'a', ...live, startTimeInMS: now, cancelledAt: '2026-01-01T00:00:00.000Z' }], now), undefined)
  assert.equal(liveCallEvent([{ id: 'a', ...live, startTimeInMS: now }], now, new Set(['a'])), undefined)
  assert.equal(liveCallEvent([{ id: 'b', ...live, startTimeInMS: now }, { id: 'a', ...live, startTimeInMS: now - 1000 }], now)?.id, 'a')
})

test('the upcoming-event helper counts events from 12 hours ago on', () => {
  assert.equal(upcomingEventCount([{ startTimeInMS: now - UPCOMING_EVENT_WINDOW_MS }, { startTimeInMS: now - UPCOMING_EVENT_WINDOW_MS - 1 }, { startTimeInMS: now + 1 }, {}], now), 2)
  assert.equal(videoCallPath('e1'), '/video-call?calendarEventId=e1')
})
