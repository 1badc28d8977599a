// Scheduling's core named calls: the ICS file (parsed back, with authToken in the query),
// /events-for-user and /update-order-of-availability-blocks; hostile input to each call and
// collection answers a 4xx naming the field, never a 5xx.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { startCoreFixture, type CoreFixture } from './core-fixture.ts'

type Rec = Record<string, unknown> & { id: string }
const HOUR = 3_600_000

/** RFC 5545 content lines, unfolded, as name → value (the first of each name) */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/)
  const out = new Map<string, string>()
  for (const line of lines) {
    const i = line.indexOf(':')
    if (i < 0) continue
    const name = line.slice(0, i).split(';')[0]
    if (!out.has(name)) out.set(name, line.slice(i + 1))
  }
  return out
}

describe('scheduling core calls', () => {
  let f: CoreFixture
  before(async () => { f = await startCoreFixture() })
  after(async () => { await f?.stop() })

  it('download-ics-file: the event parsed back, for a patient by the token in the query', async () => {
    const p = f.patient()
    const start = Date.UTC(2031, 2, 9, 14, 30)
    const e = await f.ok<Rec>('calendar_events.createOne', { title: 'Follow-up visit', startTimeInMS: start, durationInMinutes: 45, description: 'Bring your list', location: 'Main clinic', attendees: [{ type: 'enduser', id: p.id }] }, f.admin)
    const reply = await f.ok<{ download: { name: string; type: string; base64: string } }>('calendar_events.download-ics-file', { calendarEventId: e.id, authToken: f.tokenFor(p) })
    assert.equal(reply.download.type, 'text/calendar')
    assert.equal(reply.download.name, 'Follow-up-visit.ics')
    const ics = parseIcs(Buffer.from(reply.download.base64, 'base64').toString('utf8'))
    assert.equal(ics.get('BEGIN'), 'VCALENDAR')
    assert.equal(ics.get('SUMMARY'), 'Follow-up visit')
    assert.equal(ics.get('DTSTART'), '20310309T143000Z')
    assert.equal(ics.get('DURATION'), 'PT45M')
    assert.equal(ics.get('UID'), `${e.id}@care-scheduling`)
    assert.equal(ics.get('STATUS'), 'CONFIRMED')
    assert.equal(ics.get('DESCRIPTION'), 'Bring your list')
    // a cancelled event says so
    await f.ok('calendar_events.updateOne', { id: e.id, updates: { cancelledAt: new Date().toISOString() } }, f.admin)
    const cancelled = await f.ok<{ download: { base64: string } }>('calendar_events.download-ics-file', { calendarEventId: e.id }, p)
    assert.equal(parseIcs(Buffer.from(cancelled.download.base64, 'base64').toString('utf8')).get('STATUS'), 'CANCELLED')
    // another patient, an unknown token, no session at all
    assert.equal((await f.call('calendar_events.download-ics-file', { calendarEventId: e.id }, f.patient())).status, 404)
    assert.equal((await f.call('calendar_events.download-ics-file', { calendarEventId: e.id, authToken: 'nope' })).status, 401)
    assert.equal((await f.call('calendar_events.download-ics-file', { calendarEventId: e.id })).status, 401)
    const notAttendee = await f.call('calendar_events.download-ics-file', { calendarEventId: e.id, attendeeId: f.admin.id, attendeeType: 'user' }, f.admin)
    assert.equal(notAttendee.status, 400)
    assert.equal(notAttendee.validation?.[0]?.field, 'attendeeId')
  })

  it('events-for-user: a staff member\'s events within from..to, soonest first, with limit', async () => {
    const s = f.staff()
    const t0 = Date.UTC(2032, 0, 1)
    for (const h of [5, 1, 3, 30]) await f.ok('calendar_events.createOne', { title: `at ${h}`, startTimeInMS: t0 + h * HOUR, durationInMinutes: 30, attendees: [{ type: 'user', id: s.id }] }, f.admin)
    await f.ok('calendar_events.createOne', { title: 'not theirs', startTimeInMS: t0 + 2 * HOUR, durationInMinutes: 30 }, f.admin)
    const { events } = await f.ok<{ events: Rec[] }>('calendar_events.events-for-user', { userId: s.id, from: new Date(t0).toISOString(), to: new Date(t0 + 24 * HOUR).toISOString() }, f.admin)
    assert.deepEqual(events.map((e) => e.title), ['at 1', 'at 3', 'at 5'])
    const limited = await f.ok<{ events: Rec[] }>('calendar_events.events-for-user', { userId: s.id, from: t0, limit: 2 }, f.admin)
    assert.deepEqual(limited.events.map((e) => e.title), ['at 1', 'at 3'])
  })

  it('update-order-of-availability-blocks: all named blocks take their index, or none', async () => {
    const s = f.staff()
    const make = (index: number) => f.ok<Rec>('availability_blocks.createOne', { entity: 'user', entityId: s.id, index, dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 540, endTimeInMinutes: 1020 }, f.admin)
    const a = await make(0)
    const b = await make(1)
    await f.ok('availability_blocks.update-order', { indexUpdates: [{ id: a.id, index: 1 }, { id: b.id, index: 0 }] }, f.admin)
    assert.equal((await f.ok<Rec>('availability_blocks.getOne', { id: a.id }, f.admin)).index, 1)
    assert.equal((await f.ok<Rec>('availability_blocks.getOne', { id: b.id }, f.admin)).index, 0)
    const missing = await f.call('availability_blocks.update-order', { indexUpdates: [{ id: a.id, index: 5 }, { id: f.stranger().id, index: 6 }] }, f.admin)
    assert.equal(missing.status, 404)
    assert.equal((await f.ok<Rec>('availability_blocks.getOne', { id: a.id }, f.admin)).index, 1)
    assert.equal((await f.call('availability_blocks.update-order', { indexUpdates: [] }, f.patient())).status >= 400, true)
  })

  const deep = (n: number): unknown => (n ? { a: deep(n - 1) } : 1)
  const hostile: [string, unknown, string][] = [
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 'soon', durationInMinutes: 5 }, 'startTimeInMS'],
    ['calendar_events.createOne', { startTimeInMS: 1, durationInMinutes: 5 }, 'title'],
    ['calendar_events.createOne', { title: 'x'.repeat(5000), startTimeInMS: 1, durationInMinutes: 5 }, 'title'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, attendees: [{ type: 'robot', id: 'x' }] }, 'attendees'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, reminders: [{ type: 'enduser-notification', msBeforeStartTime: 'soon' }] }, 'reminders'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, timezone: 'Mars/Olympus' }, 'timezone'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, fields: deep(200) }, 'fields'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, templateId: '0123456789abcdef01234567' }, 'templateId'],
    ['calendar_events.createOne', { title: 'x', startTimeInMS: 1, durationInMinutes: 5, meetingId: '0123456789abcdef01234567' }, 'meetingId'],
    ['calendar_event_templates.createOne', { title: 't' }, 'durationInMinutes'],
    ['calendar_event_templates.createOne', { title: 't', durationInMinutes: 5, reminders: [{ type: 'fax', msBeforeStartTime: 5 }] }, 'reminders'],
    ['calendar_event_RSVPs.createOne', {}, 'eventId'],
    ['calendar_event_RSVPs.createOne', { eventId: '0123456789abcdef01234567' }, 'eventId'],
    ['appointment_booking_pages.createOne', { title: 'p', calendarEventTemplateIds: [] }, 'locationIds'],
    ['appointment_booking_pages.createOne', { title: 'p', calendarEventTemplateIds: [], locationIds: ['0123456789abcdef01234567'] }, 'locationIds'],
    ['appointment_locations.createOne', { title: 'l', timezone: 'Nowhere/Town' }, 'timezone'],
    ['appointment_locations.createOne', { address: 'x' }, 'title'],
    ['availability_blocks.createOne', { entity: 'user', entityId: '0123456789abcdef01234567', index: 0, dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 0, endTimeInMinutes: 60 }, 'entityId'],
    ['availability_blocks.createOne', { entity: 'user', entityId: '0123456789abcdef01234567', index: 0, dayOfWeekStartingSundayIndexedByZero: 9, startTimeInMinutes: 0, endTimeInMinutes: 60 }, 'dayOfWeekStartingSundayIndexedByZero'],
    ['availability_blocks.createOne', { entity: 'user', index: 0, dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 0, endTimeInMinutes: 60 }, 'entityId'],
    ['calendar_events.events-for-user', { from: 0 }, 'userId'],
    ['calendar_events.events-for-user', { userId: '0123456789abcdef01234567', from: 'yesterday-ish' }, 'from'],
    ['calendar_events.events-for-user', { userId: '0123456789abcdef01234567', from: 0, limit: 1e9 }, 'limit'],
    ['availability_blocks.update-order', { indexUpdates: 'all' }, 'indexUpdates'],
    ['availability_blocks.update-order', { indexUpdates: [{ id: 'x', index: 1 }] }, 'indexUpdates.0.id'],
    ['calendar_events.download-ics-file', { calendarEventId: 42 }, 'calendarEventId'],
    ['calendar_events.download-ics-file', { calendarEventId: '0123456789abcdef01234567', attendeeType: 'robot' }, 'attendeeType'],
  ]
  for (const [operation, payload, field] of hostile) {
    it(`hostile input: ${operation} ${JSON.stringify(payload).slice(0, 80)} → 4xx naming ${field}`, async () => {
      const reply = await f.call(operation, payload, f.admin)
      assert.ok(reply.status >= 400 && reply.status < 500, `${reply.status} ${JSON.stringify(reply)}`)
      assert.ok(reply.validation?.some((v) => v.field === field || v.field.startsWith(`${field}.`)), JSON.stringify(reply))
    })
  }
})
