// Wire compatibility for scheduling's core (issue #20): the public @tellescope/sdk, used unchanged,
// against the running gateway — staff make appointment types (templates), locations and events; a
// patient (EnduserSession) reads their own events and public ones (never another's), RSVPs to a public
// event (numRSVPs follows; a second RSVP refused), cancels their own event, and is refused an update
// of a public event: 'Enduser cannot create or update public events'. The portal's calendar file link
// (authToken in the query) answers the ICS file through the gateway. A staff reminder reaches the
// staff member's notifications; a webhook reminder the business's webhook, in the SDK's shape.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')
const HOUR = 3_600_000

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk scheduling against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let patient: any
  let patientId: string

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    const email = `scheduling-${unique()}@example.com`
    patient = new EnduserSession({ host: platform.url, businessId: registered.user.businessId })
    await patient.register({ email, password: 'Patient-pass-1', fname: 'Rory', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
    await patient.authenticate(email, 'Patient-pass-1')
    patientId = patient.userInfo.id
  })
  after(async () => {
    await platform?.close()
  })

  test('staff make templates, locations and events; a patient reads their own and public events only', async () => {
    const template = await staff.api.calendar_event_templates.createOne({ title: `Initial visit ${unique()}`, durationInMinutes: 30, enableSelfScheduling: true })
    assert.equal(template.durationInMinutes, 30)
    await assert.rejects(staff.api.calendar_event_templates.createOne({ title: template.title, durationInMinutes: 45 }), (e: any) => /Uniqueness Violation/.test(e?.message ?? String(e)))
    const location = await staff.api.appointment_locations.createOne({ title: `Downtown ${unique()}`, timezone: 'America/Chicago', state: 'IL' })
    assert.equal(location.timezone, 'America/Chicago')
    const start = Date.now() + 48 * HOUR
    const mine = await staff.api.calendar_events.createOne({ title: 'Initial visit', startTimeInMS: start, durationInMinutes: 30, templateId: template.id, locationId: location.id, attendees: [{ type: 'enduser', id: patientId }] })
    assert.deepEqual(mine.reminders, [])
    const other = await staff.api.calendar_events.createOne({ title: 'Someone else', startTimeInMS: start, durationInMinutes: 30 })
    const group = await staff.api.calendar_events.createOne({ title: 'Group class', startTimeInMS: start + HOUR, durationInMinutes: 60, publicRead: true })

    const seen = (await patient.api.calendar_events.getSome()).map((e: any) => e.id)
    assert.ok(seen.includes(mine.id) && seen.includes(group.id))
    assert.ok(!seen.includes(other.id))
    assert.equal((await patient.api.calendar_events.getOne(mine.id)).title, 'Initial visit')
    await assert.rejects(patient.api.calendar_events.getOne(other.id))
    // the portal reads appointment types and locations
    assert.ok((await patient.api.calendar_event_templates.getSome()).some((t: any) => t.id === template.id))
    assert.ok((await patient.api.appointment_locations.getSome()).some((l: any) => l.id === location.id))
  })

  test("a staff reminder already due lands in the staff member's notifications (user_notifications), and is marked didRemind", async () => {
    const me = staff.userInfo.id
    const event = await staff.api.calendar_events.createOne({
      title: `Huddle ${unique()}`, startTimeInMS: Date.now() + HOUR / 2, durationInMinutes: 15, timezone: 'America/Denver',
      attendees: [{ type: 'user', id: me }], reminders: [{ type: 'user-notification', info: {}, msBeforeStartTime: HOUR }],
    })
    let note: any
    for (const until = Date.now() + 30_000; !note && Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      note = (await staff.api.user_notifications.getSome()).find((n: any) => n.relatedRecords?.some((r: any) => r.id === event.id))
    }
    assert.ok(note, 'the reminder notification arrives')
    assert.equal(note.userId, me)
    assert.equal(note.type, 'calendarEventReminder')
    assert.match(note.message, new RegExp(`^Reminder: ${event.title} on .* \\(America/Denver\\)$`))
    let marked = false
    for (const until = Date.now() + 30_000; !marked && Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      marked = (await staff.api.calendar_events.getOne(event.id)).reminders?.[0]?.didRemind === true
    }
    assert.ok(marked, 'didRemind is set')
  })

  test("a webhook reminder already due is delivered in the SDK's shape: a calendar_event_reminder webhook log naming the event", async () => {
    await staff.api.webhooks.configure({ url: 'https://hooks.scheduling.invalid/receive', secret: 'scheduling-compat-secret-0123' })
    const event = await staff.api.calendar_events.createOne({
      title: `Hooked ${unique()}`, startTimeInMS: Date.now() + HOUR / 2, durationInMinutes: 15,
      attendees: [{ type: 'user', id: staff.userInfo.id }, { type: 'enduser', id: patientId }], reminders: [{ type: 'webhook', info: {}, msBeforeStartTime: HOUR }],
    })
    let log: any
    for (const until = Date.now() + 30_000; !log && Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      log = (await staff.api.webhook_logs.getSome()).find((l: any) => l.type === 'calendar_event_reminder' && l.payload?.event?.id === event.id)
    }
    assert.ok(log, 'the reminder webhook is logged')
    assert.equal(log.payload.event.title, event.title)
    assert.ok(log.payload.integrity, 'signed with the business secret')
    let marked = false
    for (const until = Date.now() + 30_000; !marked && Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      marked = (await staff.api.calendar_events.getOne(event.id)).reminders?.[0]?.didRemind === true
    }
    assert.ok(marked, 'didRemind is set')
    assert.equal((await staff.api.webhook_logs.getSome()).filter((l: any) => l.payload?.event?.id === event.id).length, 1, 'delivered once')
  })

  test("a patient RSVPs to a public event, cancels their own, and cannot update a public one: 'Enduser cannot create or update public events'", async () => {
    const start = Date.now() + 72 * HOUR
    const group = await staff.api.calendar_events.createOne({ title: 'Walking group', startTimeInMS: start, durationInMinutes: 60, publicRead: true, attendees: [{ type: 'enduser', id: patientId }] })
    const rsvp = await patient.api.calendar_event_RSVPs.createOne({ eventId: group.id })
    assert.equal(rsvp.creatorType, 'enduser')
    assert.equal(rsvp.displayName, 'Rory Sdk')
    await assert.rejects(patient.api.calendar_event_RSVPs.createOne({ eventId: group.id }))
    assert.equal((await staff.api.calendar_events.getOne(group.id)).numRSVPs, 1)
    assert.deepEqual((await patient.api.calendar_event_RSVPs.getSome()).map((r: any) => r.id), [rsvp.id])
    await patient.api.calendar_event_RSVPs.deleteOne(rsvp.id)
    assert.equal((await staff.api.calendar_events.getOne(group.id)).numRSVPs, 0)

    await assert.rejects(
      patient.api.calendar_events.updateOne(group.id, { cancelledAt: new Date() }),
      (e: any) => /Enduser cannot create or update public events/.test(e?.message ?? String(e)),
    )
    const visit = await staff.api.calendar_events.createOne({ title: 'Check-in', startTimeInMS: start, durationInMinutes: 15, attendees: [{ type: 'enduser', id: patientId }] })
    const cancelledAt = new Date()
    const cancelled = await patient.api.calendar_events.updateOne(visit.id, { cancelledAt })
    assert.equal(new Date(cancelled.cancelledAt).getTime(), cancelledAt.getTime())
    await assert.rejects(patient.api.calendar_events.updateOne(visit.id, { title: 'Mine now' }))
  })

  test('the portal\'s calendar file link: authToken in the query, through the gateway', async () => {
    const visit = await staff.api.calendar_events.createOne({ title: 'Lab work', startTimeInMS: Date.UTC(2031, 0, 2, 9), durationInMinutes: 15, attendees: [{ type: 'enduser', id: patientId }] })
    const link = `${platform.url}/v1/calendar-events/download-ics-file?calendarEventId=${visit.id}&authToken=${encodeURIComponent(patient.authToken)}`
    const res = await fetch(link)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/calendar/)
    const text = await res.text()
    assert.match(text, /SUMMARY:Lab work/)
    assert.match(text, /DTSTART:20310102T090000Z/)
    assert.equal((await fetch(`${platform.url}/v1/calendar-events/download-ics-file?calendarEventId=${visit.id}&authToken=not-a-token`)).status, 401)
  })
})
