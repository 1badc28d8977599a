import { test } from 'node:test'
import assert from 'node:assert/strict'
import { draftOf, fieldsOf, newDraft, rescheduledCopy, updatesOf, withTemplate, draftProblem } from './event-draft.ts'
import { bookingLink, calendarItem, eventStatus, hoursOfDay, invalidHours, minutesToTime, moved, textColorOn, timeToMinutes, weeklyHoursOf, type CalendarEvent, type EventTemplate } from './records.ts'
import { calendarLocation, urlOf } from './route.ts'

const base = { businessId: 'b'.repeat(24), organizationIds: [], creator: 'c'.repeat(24), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({ ...base, id: 'e'.repeat(24), title: 'Visit', startTimeInMS: Date.UTC(2026, 2, 1, 15), durationInMinutes: 30, attendees: [], reminders: [], ...fields })
const LABELS = { cancelled: 'Cancelled', noShow: 'No-show', rescheduled: 'Rescheduled' }

test('status: cancelled over rescheduled over no-show; an unset stamp does not count', () => {
  assert.equal(eventStatus(event({})), 'scheduled')
  assert.equal(eventStatus(event({ noShowedAt: '2026-03-01T15:00:00.000Z' })), 'noShow')
  assert.equal(eventStatus(event({ rescheduledAt: '2026-03-01T15:00:00.000Z', noShowedAt: '2026-03-01T15:00:00.000Z' })), 'rescheduled')
  assert.equal(eventStatus(event({ cancelledAt: '2026-03-01T15:00:00.000Z', rescheduledAt: '2026-03-01T15:00:00.000Z' })), 'cancelled')
})

test('calendar item: span, the template’s colour unless the event has one, readable text, the status in words and as a class', () => {
  const templates = new Map<string, Pick<EventTemplate, 'color'>>([['t'.repeat(24), { color: '#2e7d32' }]])
  const item = calendarItem(event({ templateId: 't'.repeat(24), cancelledAt: '2026-03-01T15:00:00.000Z' }), templates, LABELS)
  assert.equal(item.title, 'Visit (Cancelled)')
  assert.equal(item.borderColor, '#2e7d32')
  assert.equal(item.backgroundColor, '#f5f5f5', 'pale once cancelled')
  assert.equal(item.textColor, '#424242')
  assert.equal(calendarItem(event({ templateId: 't'.repeat(24) }), templates, LABELS).backgroundColor, '#2e7d32')
  assert.equal(calendarItem(event({ templateId: 't'.repeat(24) }), templates, LABELS).textColor, '#ffffff')
  assert.deepEqual(item.classNames, ['care-event-cancelled'])
  assert.equal(item.end.getTime() - item.start.getTime(), 30 * 60_000)
  assert.equal(calendarItem(event({ templateId: 't'.repeat(24), color: '#ffeb3b' }), templates, LABELS).textColor, '#000000')
  assert.equal(calendarItem(event({}), templates, LABELS).backgroundColor, '#1565c0')
  assert.equal(textColorOn('not a colour'), '#ffffff')
  assert.equal(textColorOn('#fff'), '#000000')
})

test('booking link: the portal page with businessId and appointmentBookingPageId, and bookingToken for a link that expires', () => {
  const page = { id: 'p'.repeat(24), businessId: 'b'.repeat(24) }
  assert.equal(bookingLink('https://care.example', page), `https://care.example/appointment-booking-page?businessId=${'b'.repeat(24)}&appointmentBookingPageId=${'p'.repeat(24)}`)
  assert.equal(new URL(bookingLink('https://care.example', page, 'a b')).searchParams.get('bookingToken'), 'a b')
})

test('weekly hours: stored JSON read safely; a day’s hours in order; an end not after its start found', () => {
  const hours = weeklyHoursOf([
    { dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 780, endTimeInMinutes: 1020, locationIds: ['x'] },
    { dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 540, endTimeInMinutes: 720 },
    { dayOfWeekStartingSundayIndexedByZero: 9, startTimeInMinutes: 0, endTimeInMinutes: 60 },
    { dayOfWeekStartingSundayIndexedByZero: 2, startTimeInMinutes: '9', endTimeInMinutes: 60 },
  ])
  assert.equal(hours.length, 2)
  assert.deepEqual(hoursOfDay(hours, 1).map((h) => h.startTimeInMinutes), [540, 780])
  assert.deepEqual(hours[0]!.locationIds, ['x'], 'other fields kept')
  assert.equal(invalidHours(hours), undefined)
  assert.ok(invalidHours([{ dayOfWeekStartingSundayIndexedByZero: 0, startTimeInMinutes: 600, endTimeInMinutes: 600 }]))
  assert.equal(minutesToTime(570), '09:30')
  assert.equal(timeToMinutes('09:30'), 570)
  assert.ok(Number.isNaN(timeToMinutes('9:3')))
  assert.deepEqual(moved(['a', 'b', 'c'], 2, 0), ['c', 'a', 'b'])
  assert.deepEqual(moved(['a', 'b'], 0, 5), ['a', 'b'])
})

test('event form: a new event from a range; a type fills it; problems before sending; the fields sent', () => {
  const start = new Date(2026, 2, 1, 9).getTime()
  const draft = newDraft(start, start + 45 * 60_000, 'u'.repeat(24))
  assert.equal(draft.duration, '45')
  assert.deepEqual(draft.userIds, ['u'.repeat(24)])
  assert.deepEqual(Object.keys(draftProblem(draft)), ['title'])
  const typed = withTemplate(draft, { ...base, id: 't'.repeat(24), title: 'Intake', durationInMinutes: 60, enableVideoCall: true, reminders: [{ type: 'user-notification', info: { channel: 'Email' }, msBeforeStartTime: 600_000 }, { type: 'webhook', info: {}, msBeforeStartTime: 0 }] })
  assert.equal(typed.title, 'Intake')
  assert.equal(typed.duration, '60')
  assert.deepEqual(typed.reminders, [{ who: 'user-notification', channel: 'Email', minutes: '10' }])
  assert.deepEqual(draftProblem({ ...typed, duration: '1.5', reminders: [{ who: 'user-notification', channel: 'SMS', minutes: '' }] }), {
    duration: 'The duration must be a whole number of minutes, at least 1',
    reminders: 'Each reminder needs its minutes before the start (0 or more)',
  })
  const fields = fieldsOf({ ...typed, enduserIds: ['p'.repeat(24)] })
  assert.equal(fields.startTimeInMS, start)
  assert.equal(fields.templateId, 't'.repeat(24))
  assert.deepEqual(fields.attendees, [{ type: 'user', id: 'u'.repeat(24) }, { type: 'enduser', id: 'p'.repeat(24) }])
})

test('event form: an edit keeps the reminders it does not show and what was sent; a cleared type or location is unset', () => {
  const sent = { type: 'enduser-notification' as const, info: { channel: 'SMS' as const }, msBeforeStartTime: 3_600_000, didRemind: true }
  const hook = { type: 'webhook' as const, info: {}, msBeforeStartTime: 0 }
  const e = event({ templateId: 't'.repeat(24), locationId: 'l'.repeat(24), reminders: [sent, hook] })
  const d = draftOf(e)
  assert.deepEqual(d.reminders, [{ who: 'enduser-notification', channel: 'SMS', minutes: '60' }])
  const updates = updatesOf({ ...d, templateId: '', locationId: '' }, e)
  assert.deepEqual(updates.reminders, [sent, hook])
  assert.equal(updates.templateId, null)
  assert.equal(updates.locationId, null)
})

test('reschedule copy: the same event at the new start, linked to the old; stamps, ids and sent marks left behind', () => {
  const e = event({ cancelledAt: '', noShowedAt: '2026-03-01T15:00:00.000Z', meetingId: 'm'.repeat(24), userIds: ['u'.repeat(24)], description: 'Bring notes', reminders: [{ type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: 60_000, didRemind: true }] })
  const copy = rescheduledCopy(e, 123)
  assert.equal(copy.startTimeInMS, 123)
  assert.equal(copy.copiedFrom, e.id)
  assert.equal(copy.description, 'Bring notes')
  for (const gone of ['id', 'noShowedAt', 'cancelledAt', 'meetingId', 'userIds', 'createdAt']) assert.equal(gone in copy, false, gone)
  assert.deepEqual(copy.reminders, [{ type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: 60_000 }])
})

test('route: each tab and a visit have a URL that reads back', () => {
  for (const l of [{ view: 'calendar' }, { view: 'availability' }, { view: 'types' }, { view: 'locations' }, { view: 'pages' }, { view: 'video', calendarEventId: 'e'.repeat(24) }] as const) {
    assert.deepEqual(calendarLocation(urlOf(l)), l)
  }
  assert.equal(urlOf({ view: 'pages' }), '/console/calendar/booking-pages')
  assert.deepEqual(calendarLocation('/console/calendar/nowhere'), { view: 'calendar' })
})
