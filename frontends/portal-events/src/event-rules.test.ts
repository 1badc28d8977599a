import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { canReschedule, eventIdOf, eventStatus, expectsVideoURL, icsUrl, isActive, POLL_INTERVAL_MS, portalEvents, providerIds, rescheduleUrl, safeHttpUrl, shouldPoll, splitByTime, UPCOMING_WINDOW_MS, videoCallUrl } from './event-rules.ts'

describe('event rules', () => {
  test("the spec's constants: polling 5000 ms, the upcoming helper 12 hours", () => {
    assert.equal(POLL_INTERVAL_MS, 5000)
    assert.equal(UPCOMING_WINDOW_MS, 12 * 60 * 60 * 1000)
  })

  test('Your Events: hidden ones out; public ones only when RSVPed', () => {
    const events = [{ id: 'a' }, { id: 'b', hiddenFromPortal: true }, { id: 'c', publicRead: true }, { id: 'd', publicRead: true }]
    assert.deepEqual(portalEvents(events).map((e) => e.id), ['a'])
    assert.deepEqual(portalEvents(events, new Set(['d', 'b'])).map((e) => e.id), ['a', 'd'])
  })

  test('upcoming from 12 hours ago on, soonest first; the rest past, latest first; undated ones past', () => {
    const now = 1e12
    const events = [{ id: 'later', startTimeInMS: now + 10 }, { id: 'edge', startTimeInMS: now - UPCOMING_WINDOW_MS }, { id: 'old', startTimeInMS: now - UPCOMING_WINDOW_MS - 1 }, { id: 'older', startTimeInMS: 0 }, { id: 'undated' }]
    const { upcoming, past } = splitByTime(events, now)
    assert.deepEqual(upcoming.map((e) => e.id), ['edge', 'later'])
    assert.deepEqual(past.map((e) => e.id), ['old', 'older', 'undated'])
  })

  test('cancelled wins over rescheduled; either makes the event inactive', () => {
    assert.equal(eventStatus({ cancelledAt: 'x', rescheduledAt: 'y' }), 'cancelled')
    assert.equal(eventStatus({ rescheduledAt: 'y' }), 'rescheduled')
    assert.equal(eventStatus({ cancelledAt: '', rescheduledAt: undefined }), undefined)
    assert.equal(isActive({}), true)
    assert.equal(isActive({ rescheduledAt: 'y' }), false)
  })

  test('Reschedule: only with a booking page, to the public booking page with the three parameters', () => {
    assert.equal(canReschedule({}), false)
    assert.equal(rescheduleUrl({ id: 'e1', bookingPageId: 'p1' }, 'b1'), '/appointment-booking-page?businessId=b1&appointmentBookingPageId=p1&rescheduledCalendarEventId=e1')
    assert.equal(rescheduleUrl({ id: 'e1', bookingPageId: 'p1', businessId: 'b2' }, 'b1'), '/appointment-booking-page?businessId=b2&appointmentBookingPageId=p1&rescheduledCalendarEventId=e1')
  })

  test('the video page and the calendar file', () => {
    assert.equal(videoCallUrl('e1'), '/video-call?calendarEventId=e1')
    assert.equal(icsUrl('https://api.test/v1', 't&k', 'e1'), 'https://api.test/v1/calendar-events/download-ics-file?authToken=t%26k&calendarEventId=e1')
  })

  test('polling until a video URL appears, never for a cancelled or rescheduled event', () => {
    assert.equal(shouldPoll(undefined), false)
    assert.equal(shouldPoll({}), true)
    assert.equal(shouldPoll({ videoURL: 'https://z' }), false)
    assert.equal(shouldPoll({ cancelledAt: 'x' }), false)
    assert.equal(expectsVideoURL({ videoIntegration: 'Zoom' }), true)
    assert.equal(expectsVideoURL({ videoIntegration: 'No Integration' }), false)
  })

  test('providers: the user attendees, none when the event hides users', () => {
    const attendees = [{ type: 'user', id: 'u1' }, { type: 'enduser', id: 'e1' }, { type: 'user', id: 'u1' }, { type: 'user', id: 'u2' }] satisfies { type: 'user' | 'enduser'; id: string }[]
    assert.deepEqual(providerIds({ attendees }), ['u1', 'u2'])
    assert.deepEqual(providerIds({ attendees, portalSettings: { hideUsers: true } }), [])
  })

  test('only http(s) addresses become links; the id of /events/{id}', () => {
    assert.equal(safeHttpUrl('javascript:alert(1)'), undefined)
    assert.equal(safeHttpUrl('not a url'), undefined)
    assert.equal(safeHttpUrl('https://x.test/a'), 'https://x.test/a')
    assert.equal(eventIdOf('/events/abc'), 'abc')
    assert.equal(eventIdOf('/events'), undefined)
    assert.equal(eventIdOf('/events/'), undefined)
  })
})
