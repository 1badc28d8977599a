// Scheduling's core on its own database (identity and messaging faked on the bus): the collections'
// rules (access by attendee, patients' limits, 'Enduser cannot create or update public events'),
// RSVPs (defaults from the creator, one per event and creator, numRSVPs under concurrency), the
// reschedule and cancel stamps and the reminders they move, reminders to patients, staff and the
// business's webhook, the ICS file parsed back,
// /events-for-user and /update-order-of-availability-blocks.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ENDUSER_GROUP_CANCEL, ENDUSER_PUBLIC_EVENT } from '@care/contracts/collections/calendar-events'
import { RSVP_ALREADY_EXISTS } from '@care/contracts/collections/calendar-event-rsvps'
import { newObjectId } from '@care/kit/ids'
import { startCoreFixture, eventually, type CoreFixture } from './core-fixture.ts'
import { sendDueReminders } from '../src/reactions/reminders.ts'

type Rec = Record<string, unknown> & { id: string }
const HOUR = 3_600_000

describe('scheduling core', () => {
  let f: CoreFixture
  before(async () => { f = await startCoreFixture() })
  after(async () => { await f?.stop() })

  const event = (fields: Record<string, unknown> = {}) => f.ok<Rec>('calendar_events.createOne', { title: 'Visit', startTimeInMS: f.clock.now + 48 * HOUR, durationInMinutes: 30, ...fields }, f.admin)

  it('is ready once migrated, with its six tables', async () => {
    assert.equal(await f.service.ready(), true)
    const tables = (await f.service.db.$queryRawUnsafe<{ name: string }[]>("SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public'")).map((t) => t.name)
    for (const t of ['calendar_events', 'calendar_event_templates', 'calendar_event_RSVPs', 'appointment_booking_pages', 'appointment_locations', 'availability_blocks']) assert.ok(tables.includes(t), t)
  })

  it('derives enduserIds and userIds from attendees; attendees default [] and reminders []', async () => {
    const p = f.patient()
    const s = f.staff()
    const e = await event({ attendees: [{ type: 'enduser', id: p.id }, { type: 'user', id: s.id }] })
    assert.deepEqual(e.enduserIds, [p.id])
    assert.deepEqual(e.userIds, [s.id])
    const bare = await event()
    assert.deepEqual(bare.attendees, [])
    assert.deepEqual(bare.reminders, [])
    assert.equal(bare.numRSVPs, 0)
  })

  it("refuses an attendee of another business, naming 'attendees'", async () => {
    const reply = await f.call('calendar_events.createOne', { title: 'X', startTimeInMS: 1, durationInMinutes: 1, attendees: [{ type: 'enduser', id: f.stranger('enduser').id }] }, f.admin)
    assert.equal(reply.status, 400)
    assert.equal(reply.validation?.[0]?.field, 'attendees')
  })

  it('a patient reads the events they attend and public ones, not others', async () => {
    const p = f.patient()
    const mine = await event({ attendees: [{ type: 'enduser', id: p.id }], internalNotes: 'private' })
    const pub = await event({ publicRead: true, title: 'Group class' })
    const other = await event({ attendees: [{ type: 'enduser', id: f.patient().id }] })
    const list = await f.ok<Rec[]>('calendar_events.getSome', { limit: 1000 }, p)
    const ids = list.map((e) => e.id)
    assert.ok(ids.includes(mine.id) && ids.includes(pub.id))
    assert.ok(!ids.includes(other.id))
    assert.equal(list.find((e) => e.id === mine.id)?.internalNotes, undefined)
    assert.equal(list.find((e) => e.id === mine.id)?.enduserIds, undefined)
    // a public event shows no patient who attends it
    const crowded = await event({ publicRead: true, attendees: [{ type: 'enduser', id: f.patient().id }, { type: 'user', id: f.admin.id }] })
    assert.deepEqual((await f.ok<Rec>('calendar_events.getOne', { id: crowded.id }, p)).attendees, [{ type: 'user', id: f.admin.id }])
    assert.equal((await f.call('calendar_events.getOne', { id: other.id }, p)).status, 404)
  })

  it("patients cannot create public events: 'Enduser cannot create or update public events'", async () => {
    const p = f.patient()
    const reply = await f.call('calendar_events.createOne', { title: 'Mine', startTimeInMS: 1, durationInMinutes: 5, publicRead: true }, p)
    assert.equal(reply.status, 400)
    assert.equal(reply.message, ENDUSER_PUBLIC_EVENT)
    assert.equal((await f.call('calendar_events.createOne', { title: 'Mine', startTimeInMS: 1, durationInMinutes: 5 }, p)).status, 403)
    // nor update one they attend
    const pub = await event({ publicRead: true, attendees: [{ type: 'enduser', id: p.id }] })
    const update = await f.call('calendar_events.updateOne', { id: pub.id, updates: { cancelledAt: new Date().toISOString() } }, p)
    assert.equal(update.status, 400)
    assert.equal(update.message, ENDUSER_PUBLIC_EVENT)
  })

  it('a patient cancels their own event and changes nothing else', async () => {
    const p = f.patient()
    const e = await event({ attendees: [{ type: 'enduser', id: p.id }] })
    const other = await f.call('calendar_events.updateOne', { id: e.id, updates: { title: 'Mine now' } }, p)
    assert.equal(other.status, 400)
    assert.equal(other.validation?.[0]?.field, 'title')
    const cancelledAt = new Date().toISOString()
    const done = await f.ok<Rec>('calendar_events.updateOne', { id: e.id, updates: { cancelledAt } }, p)
    assert.equal(done.cancelledAt, cancelledAt)
    assert.equal(done.nextReminderInMS, -1)
    // an event other patients attend too (a group appointment) is not cancelled for them all by one
    const q = f.patient()
    const group = await event({ attendees: [{ type: 'enduser', id: p.id }, { type: 'enduser', id: q.id }], enduserAttendeeLimit: 3 })
    const refused = await f.call('calendar_events.updateOne', { id: group.id, updates: { cancelledAt } }, p)
    assert.equal(refused.status, 400)
    assert.equal(refused.message, ENDUSER_GROUP_CANCEL)
    assert.equal(refused.validation?.[0]?.field, 'cancelledAt')
    assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: group.id }, f.admin)).cancelledAt, undefined)
  })

  it("staff under 'Assigned' reach only the events they attend", async () => {
    const s = f.staff({ assigned: true })
    const theirs = await event({ attendees: [{ type: 'user', id: s.id }] })
    const notTheirs = await event()
    assert.equal((await f.call('calendar_events.getOne', { id: theirs.id }, s)).status, 200)
    assert.equal((await f.call('calendar_events.getOne', { id: notTheirs.id }, s)).status, 404)
  })

  it('RSVPs: displayName and avatar from the creator, creatorType, one per event and creator', async () => {
    const p = f.patient({ fname: 'Pat', lname: 'Lee' })
    const pub = await event({ publicRead: true })
    const rsvp = await f.ok<Rec>('calendar_event_RSVPs.createOne', { eventId: pub.id }, p)
    assert.equal(rsvp.displayName, 'Pat Lee')
    assert.equal(rsvp.creatorType, 'enduser')
    const again = await f.call('calendar_event_RSVPs.createOne', { eventId: pub.id }, p)
    assert.equal(again.status, 409)
    assert.equal(again.validation?.[0]?.message, RSVP_ALREADY_EXISTS)
    const staffRsvp = await f.ok<Rec>('calendar_event_RSVPs.createOne', { eventId: pub.id, displayName: 'Chosen' }, f.admin)
    assert.equal(staffRsvp.displayName, 'Chosen')
    assert.equal(staffRsvp.creatorType, 'user')
    assert.equal((await f.call('calendar_event_RSVPs.createOne', { eventId: pub.id, creatorType: 'user' }, f.patient())).status, 400)
    // a private event the patient does not attend
    const hidden = await event()
    const refused = await f.call('calendar_event_RSVPs.createOne', { eventId: hidden.id }, f.patient())
    assert.equal(refused.status, 400)
    assert.equal(refused.validation?.[0]?.field, 'eventId')
  })

  it('numRSVPs follows 20 concurrent RSVPs and their deletes exactly', async () => {
    const pub = await event({ publicRead: true, title: 'Busy class' })
    const patients = Array.from({ length: 20 }, () => f.patient())
    const created = await Promise.all(patients.map((p) => f.ok<Rec>('calendar_event_RSVPs.createOne', { eventId: pub.id }, p)))
    // 20 concurrent duplicates of the first patient's: none is stored
    const dupes = await Promise.all(Array.from({ length: 20 }, () => f.call('calendar_event_RSVPs.createOne', { eventId: pub.id }, patients[0])))
    assert.ok(dupes.every((r) => r.status === 409))
    assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: pub.id }, f.admin)).numRSVPs, 20)
    await Promise.all(created.slice(0, 5).map((r, i) => f.ok('calendar_event_RSVPs.deleteOne', { id: r.id }, patients[i])))
    assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: pub.id }, f.admin)).numRSVPs, 15)
    // only its creator deletes an RSVP
    assert.equal((await f.call('calendar_event_RSVPs.deleteOne', { id: created[10].id }, patients[11])).status, 404)
  })

  it('a reschedule keeps the old start, moves the reminders; cancelling stops them', async () => {
    const p = f.patient({ email: 'pat@example.com', phone: '+15555550100' })
    const start = f.clock.now + 48 * HOUR
    const e = await event({
      startTimeInMS: start, attendees: [{ type: 'enduser', id: p.id }], timezone: 'America/New_York',
      reminders: [{ type: 'enduser-notification', info: { channel: 'Email' }, msBeforeStartTime: 24 * HOUR }, { type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: HOUR }],
    })
    assert.equal(e.nextReminderInMS, start - 24 * HOUR)
    // the reaction scheduled a job for the first reminder
    await eventually('the reminder job', async () => {
      const jobs = await f.service.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'calendar-events.remind' AND data->>'eventId' = $1 AND start_after = $2`, e.id, new Date(start - 24 * HOUR))
      return jobs[0].n > 0
    })
    // nothing is due yet
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 0)
    // the clock reaches the first reminder: one email
    f.clock.now = start - 24 * HOUR + 1000
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
    assert.ok(f.sent.some((m) => m.channel === 'email' && m.to === 'pat@example.com' && /Reminder: Visit on/.test(m.text)))
    const afterFirst = await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)
    assert.deepEqual((afterFirst.reminders as { didRemind?: boolean }[]).map((r) => r.didRemind === true), [true, false])
    assert.equal(afterFirst.nextReminderInMS, start - HOUR)
    // rescheduled a week later: both reminders are due again before the new start
    const newStart = start + 7 * 24 * HOUR
    const moved = await f.ok<Rec>('calendar_events.updateOne', { id: e.id, updates: { startTimeInMS: newStart } }, f.admin)
    assert.deepEqual(moved.previousStartTimes, [start])
    assert.equal(moved.nextReminderInMS, newStart - 24 * HOUR)
    await eventually('the reminders due again', async () => {
      const now = await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)
      return (now.reminders as { didRemind?: boolean }[]).length === 2 && (now.reminders as { didRemind?: boolean }[]).every((r) => !r.didRemind)
    })
    await eventually('the moved reminder job', async () => {
      const jobs = await f.service.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'calendar-events.remind' AND data->>'eventId' = $1 AND start_after = $2`, e.id, new Date(newStart - 24 * HOUR))
      return jobs[0].n > 0
    })
    // the old time's job finds nothing due
    f.clock.now = start - HOUR + 1000
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 0)
    // cancelled: the stamp, no reminder left, none sent at its time
    const cancelledAt = new Date().toISOString()
    const cancelled = await f.ok<Rec>('calendar_events.updateOne', { id: e.id, updates: { cancelledAt } }, f.admin)
    assert.equal(cancelled.cancelledAt, cancelledAt)
    assert.equal(cancelled.nextReminderInMS, -1)
    const before = f.sent.length
    f.clock.now = newStart - 1000
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 0)
    assert.equal(f.sent.length, before)
    f.clock.now = Date.now()
  })

  it('a reminder already due fires through the durable job: the patient gets the SMS, didRemind is set', async () => {
    f.clock.now = Date.now()
    const p = f.patient({ phone: '+15555550142' })
    const e = await event({ startTimeInMS: f.clock.now + 30 * 60_000, attendees: [{ type: 'enduser', id: p.id }], reminders: [{ type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: HOUR }] })
    await eventually('the SMS', async () => f.sent.some((m) => m.channel === 'sms' && m.to === '+15555550142'))
    await eventually('didRemind', async () => ((await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)).reminders as { didRemind?: boolean }[])[0]?.didRemind === true)
    assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)).nextReminderInMS, -1)
  })

  it("staff reminders reach each staff attendee's bell, webhook reminders the business's webhook, once per reminder and start", async () => {
    const s = f.staff({ fname: 'Nia' })
    const p = f.patient({ email: 'hook@example.com' })
    const start = f.clock.now + 48 * HOUR
    const e = await event({
      title: 'Check-in', startTimeInMS: start, timezone: 'America/Chicago',
      attendees: [{ type: 'user', id: s.id }, { type: 'enduser', id: p.id }],
      reminders: [{ type: 'user-notification', info: {}, msBeforeStartTime: 2 * HOUR }, { type: 'webhook', info: {}, msBeforeStartTime: HOUR }],
    })
    const of = (channel: string) => f.sent.filter((m) => m.channel === channel && (m.to === s.id || m.to === e.id))
    f.clock.now = start - 2 * HOUR + 1000
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
    const [note] = of('notification')
    assert.ok(note, 'the staff member is notified')
    assert.equal(of('notification').length, 1, 'only the staff attendee, not the patient')
    assert.match(note.text, /^Reminder: Check-in on .* \(America\/Chicago\)$/)
    assert.deepEqual(note.payload?.relatedRecords, [{ type: 'calendar_events', id: e.id }])
    assert.equal(note.payload?.type, 'calendarEventReminder')
    assert.equal(note.idempotencyKey, `calendar-reminder-${e.id}-0-${start}-${s.id}`, 'once per reminder, start and staff member')
    assert.deepEqual(of('webhook'), [], 'the webhook is not due yet')
    f.clock.now = start - HOUR + 1000
    assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
    const [hook] = of('webhook')
    assert.ok(hook, 'the webhook is delivered')
    assert.deepEqual(hook.payload, { id: e.id, actor: s.id }, 'asked for the event, acting for its staff attendee')
    assert.equal(hook.idempotencyKey, `calendar-reminder-${e.id}-1-${start}`, 'keyed by the reminder and its start: a retried job delivers it once')
    assert.deepEqual(((await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)).reminders as { didRemind?: boolean }[]).map((r) => r.didRemind), [true, true])
    assert.ok(!f.sent.some((m) => m.to === 'hook@example.com'), 'no patient message for staff and webhook reminders')

    // without a webhook configured nobody can receive it: marked, not retried for ever
    f.webhooks.configured = false
    try {
      const later = await event({ startTimeInMS: start, reminders: [{ type: 'webhook', info: {}, msBeforeStartTime: HOUR }] })
      assert.equal(await sendDueReminders(f.service.deps, f.businessId, later.id), 1)
      assert.equal(f.sent.filter((m) => m.channel === 'webhook' && m.to === later.id).length, 0)
      assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: later.id }, f.admin)).nextReminderInMS, -1)
    } finally {
      f.webhooks.configured = true
      f.clock.now = Date.now()
    }
  })

  it('journey and ticket reminders: the patients attending enter or leave the journey, a ticket per patient, once per reminder and start', async () => {
    const s = f.staff({ fname: 'Ode' })
    const p1 = f.patient({})
    const p2 = f.patient({})
    const journeyId = newObjectId()
    const start = f.clock.now + 72 * HOUR
    const e = await event({
      title: 'Intake', startTimeInMS: start,
      attendees: [{ type: 'user', id: s.id }, { type: 'enduser', id: p1.id }, { type: 'enduser', id: p2.id }],
      reminders: [
        { type: 'add-to-journey', info: { journeyId }, msBeforeStartTime: 3 * HOUR },
        { type: 'create-ticket', info: { title: 'Call before the intake' }, msBeforeStartTime: 2 * HOUR },
        { type: 'Remove From Journey', info: { journeyId }, msBeforeStartTime: HOUR },
      ],
    })
    assert.equal(e.nextReminderInMS, start - 3 * HOUR)
    const of = (channel: string) => f.sent.filter((m) => m.channel === channel && (m.payload as Rec | undefined)?.actor === s.id)
    try {
      f.clock.now = start - 3 * HOUR + 1000
      assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
      const [added] = of('journeys.add-endusers')
      assert.deepEqual(added?.payload, { enduserIds: [p1.id, p2.id], journeyId, actor: s.id })
      assert.equal(added?.idempotencyKey, `calendar-reminder-${e.id}-0-${start}`)
      assert.equal(of('tickets.createOne').length, 0, 'the ticket is not due yet')

      f.clock.now = start - 2 * HOUR + 1000
      assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
      const tickets = of('tickets.createOne')
      assert.deepEqual(tickets.map((t) => t.payload), [p1.id, p2.id].map((enduserId) => ({
        title: 'Call before the intake', enduserId, owner: s.id, relatedRecords: [{ type: 'calendar_events', id: e.id }], actor: s.id,
      })))
      assert.deepEqual(tickets.map((t) => t.idempotencyKey), [p1.id, p2.id].map((id) => `calendar-reminder-${e.id}-1-${start}-${id}`))

      f.clock.now = start - HOUR + 1000
      assert.equal(await sendDueReminders(f.service.deps, f.businessId, e.id), 1)
      assert.deepEqual(of('journeys.remove-endusers').map((m) => m.payload), [{ enduserIds: [p1.id, p2.id], journeyId, actor: s.id }])
      assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: e.id }, f.admin)).nextReminderInMS, -1)
    } finally {
      f.clock.now = Date.now()
    }
  })

  it("a journey reminder names its journey and a ticket reminder its title, else 400 naming the field", async () => {
    const res = await f.call('calendar_events.createOne', { title: 'x', startTimeInMS: f.clock.now + HOUR, durationInMinutes: 30, reminders: [{ type: 'add-to-journey', info: {}, msBeforeStartTime: 60_000 }] }, f.admin)
    assert.equal(res.status, 400, JSON.stringify(res))
    assert.ok(JSON.stringify(res).includes('reminders.0.info.journeyId'), JSON.stringify(res))
    const blank = await f.call('calendar_events.createOne', { title: 'x', startTimeInMS: f.clock.now + HOUR, durationInMinutes: 30, reminders: [{ type: 'create-ticket', info: { title: ' ' }, msBeforeStartTime: 60_000 }] }, f.admin)
    assert.equal(blank.status, 400)
    assert.ok(JSON.stringify(blank).includes('A ticket title is required'), JSON.stringify(blank))
  })

  it("deleting an event removes its RSVPs; a deleted patient leaves events' attendees and their RSVPs go", async () => {
    const gone = f.patient()
    const stays = f.patient()
    const pub = await event({ publicRead: true, attendees: [{ type: 'enduser', id: gone.id }, { type: 'enduser', id: stays.id }] })
    const other = await event({ publicRead: true })
    await f.ok('calendar_event_RSVPs.createOne', { eventId: pub.id }, gone)
    await f.ok('calendar_event_RSVPs.createOne', { eventId: other.id }, stays)
    await f.bus.publish({ id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId: f.businessId, records: [{ id: gone.id, businessId: f.businessId }], occurredAt: new Date().toISOString() })
    await eventually('the patient leaves the event', async () => {
      const now = await f.ok<Rec>('calendar_events.getOne', { id: pub.id }, f.admin)
      return JSON.stringify(now.enduserIds) === JSON.stringify([stays.id]) && now.numRSVPs === 0
    })
    assert.deepEqual((await f.ok<Rec>('calendar_events.getOne', { id: pub.id }, f.admin)).attendees, [{ type: 'enduser', id: stays.id }])
    await f.ok('calendar_events.deleteOne', { id: other.id }, f.admin)
    await eventually('its RSVPs go', async () => (await f.ok<Rec[]>('calendar_event_RSVPs.getSome', { filter: { eventId: other.id } }, f.admin)).length === 0)
  })

  it('reschedule and no-show stamps are kept as written', async () => {
    const e = await event()
    const replacement = await event()
    const rescheduledAt = new Date().toISOString()
    const r = await f.ok<Rec>('calendar_events.updateOne', { id: e.id, updates: { rescheduledAt, rescheduledTo: replacement.id } }, f.admin)
    assert.equal(r.rescheduledAt, rescheduledAt)
    assert.equal(r.rescheduledTo, replacement.id)
    const noShowedAt = new Date().toISOString()
    assert.equal((await f.ok<Rec>('calendar_events.updateOne', { id: replacement.id, updates: { noShowedAt } }, f.admin)).noShowedAt, noShowedAt)
    const bad = await f.call('calendar_events.updateOne', { id: e.id, updates: { rescheduledTo: f.stranger().id } }, f.admin)
    assert.equal(bad.status, 400)
    assert.equal(bad.validation?.[0]?.field, 'rescheduledTo')
  })

  it("publishes events in the shape content's event shares read: whole records with attendees and sharedContentIds", async () => {
    const heard: { op: string; records: Record<string, unknown>[] }[] = []
    const sub = await f.bus.listen('evt.calendar_events.>', async (e) => { heard.push({ op: e.op, records: e.records as Record<string, unknown>[] }) })
    const p = f.patient()
    const contentId = '0123456789abcdef01234567'
    const e = await f.service.repos.calendarEvents.systemRepo(f.businessId).create({ title: 'Shared', startTimeInMS: f.clock.now + HOUR, durationInMinutes: 30, attendees: [{ type: 'enduser', id: p.id }], enduserIds: [p.id], sharedContentIds: [contentId] })
    await f.ok('calendar_events.updateOne', { id: e.id, updates: { title: 'Shared (moved room)' } }, f.admin)
    await f.ok('calendar_events.deleteOne', { id: e.id }, f.admin)
    await eventually('created, updated and deleted events', async () => ['created', 'updated', 'deleted'].every((op) => heard.some((h) => h.op === op && h.records.some((r) => r.id === e.id))))
    await sub.unsubscribe()
    for (const op of ['created', 'updated', 'deleted']) {
      const record = heard.find((h) => h.op === op && h.records.some((r) => r.id === e.id))!.records.find((r) => r.id === e.id)!
      assert.deepEqual(record.attendees, [{ type: 'enduser', id: p.id }], op)
      assert.deepEqual(record.sharedContentIds, [contentId], op)
    }
  })
})
