// Wire compatibility for video visits (issue #20): the public @tellescope/sdk, used unchanged,
// against the running gateway — staff start a meeting with a patient (api.meetings.start_meeting),
// add an attendee, read their attendance (attendee_info) and their meetings (my_meetings); the
// patient (EnduserSession) reads their attendance and joins the live meeting of their event
// (join_meeting_for_event) after staff start it (start_meeting_for_event); only the host ends it.
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

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk meetings against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let staffId: string
  let patient: any
  let patientId: string

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    staffId = registered.user.id
    const email = `meetings-${unique()}@example.com`
    patient = new EnduserSession({ host: platform.url, businessId: registered.user.businessId })
    await patient.register({ email, password: 'Patient-pass-1', fname: 'Vida', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
    await patient.authenticate(email, 'Patient-pass-1')
    patientId = patient.userInfo.id
  })
  after(async () => {
    await platform?.close()
  })

  test('start_meeting, attendee_info, my_meetings, add_attendees_to_meeting, end_meeting', async () => {
    const { id, meeting, host } = await staff.api.meetings.start_meeting({ attendees: [{ type: 'enduser', id: patientId }] })
    assert.equal(meeting.Meeting.MeetingId, id)
    assert.equal(host.id, staffId)
    assert.ok(host.info.AttendeeId)
    const mine = await patient.api.meetings.attendee_info({ id })
    assert.equal(mine.attendee.id, patientId)
    assert.deepEqual(mine.others, [{ type: 'user', id: staffId }])
    assert.ok((await patient.api.meetings.my_meetings()).some((m: any) => m.id === id && m.status === 'live'))
    assert.ok((await staff.api.meetings.my_meetings()).some((m: any) => m.id === id))
    await staff.api.meetings.add_attendees_to_meeting({ id, attendees: [{ type: 'enduser', id: patientId }] })
    await staff.api.meetings.end_meeting({ id })
    assert.equal((await patient.api.meetings.getOne(id)).status, 'ended')
  })

  test("an event's video visit: start_meeting_for_event, then the patient's join_meeting_for_event", async () => {
    const event = await staff.api.calendar_events.createOne({ title: 'Video visit', startTimeInMS: Date.now(), durationInMinutes: 30, enableVideoCall: true, attendees: [{ type: 'enduser', id: patientId }, { type: 'user', id: staffId }] })
    await assert.rejects(patient.api.meetings.join_meeting_for_event({ calendarEventId: event.id }), (e: any) => /Waiting for the host to start the meeting/.test(e?.message ?? String(e)))
    const started = await staff.api.meetings.start_meeting_for_event({ calendarEventId: event.id })
    const joined = await patient.api.meetings.join_meeting_for_event({ calendarEventId: event.id })
    assert.equal(joined.id, started.id)
    assert.equal(joined.attendee.id, patientId)
    assert.equal(joined.meeting.Meeting.MeetingId, started.id)
    const stamped = await patient.api.calendar_events.getOne(event.id)
    assert.equal(stamped.meetingId, started.id)
    assert.equal(stamped.meetingStatus, 'live')
    await staff.api.meetings.end_meeting({ id: started.id })
    assert.equal((await patient.api.calendar_events.getOne(event.id)).meetingStatus, 'ended')
    // no Zoom on this platform: the SDK's call is refused in words
    await assert.rejects(staff.api.calendar_events.generate_zoom_meeting({ calendarEventId: event.id, userId: staffId }), (e: any) => {
      assert.match(e?.message ?? String(e), /Zoom is not configured/)
      return true
    })
  })
})
