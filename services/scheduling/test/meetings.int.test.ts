// Meetings (issue #20, spec 1 §3/§4/§6, spec 2 §2.13): every meeting call and rule against the real
// service and database — the host starts, invites, adds, ends (host only); attendees read their
// attendance; patients read only the meetings they attend; the server alone writes status and
// attendees; an event's video visit starts for its attendees and only they join it while it is live;
// hostile input answers 4xx naming the field. Zoom only where configured: against a stand-in for
// Zoom's OAuth and meetings API.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { meetings } from '@care/contracts/collections/meetings'
import { mayHearLive } from '@care/contracts/access/visibility'
import { MAX_MEETING_ATTENDEES, MeetingMessages } from '@care/contracts/routes/meetings'
import { newObjectId } from '@care/kit/ids'
import { startCoreFixture, type CoreFixture } from './core-fixture.ts'

type Started = { id: string; meeting: { Meeting: { MeetingId: string } }; host: { type: string; id: string; info: Record<string, string> } }
const fieldsOf = (reply: { validation?: { field: string }[] }) => (reply.validation ?? []).map((v) => v.field)
type MeetingRecord = { id: string; status: string; attendees: { type: string; id: string }[]; endedAt?: string; calendarEventId?: string; creator: string }

describe('meetings', () => {
  let fx: CoreFixture
  before(async () => {
    fx = await startCoreFixture()
  })
  after(async () => {
    await fx?.stop()
  })

  it('start-meeting: a live meeting hosted by the caller, which its attendees read and nobody else', async () => {
    const patient = fx.patient({ email: 'ann@example.com' })
    const other = fx.patient()
    const started = await fx.ok<Started>('meetings.start', { attendees: [{ type: 'enduser', id: patient.id }] }, fx.admin)
    assert.equal(started.meeting.Meeting.MeetingId, started.id)
    assert.deepEqual({ type: started.host.type, id: started.host.id }, { type: 'user', id: fx.admin.id })
    assert.ok(started.host.info.AttendeeId)

    const record = await fx.ok<MeetingRecord>('meetings.getOne', { id: started.id }, patient)
    assert.equal(record.status, 'live')
    assert.deepEqual(record.attendees.map((a) => a.type + ':' + a.id), [`user:${fx.admin.id}`, `enduser:${patient.id}`])
    assert.equal((await fx.call('meetings.getOne', { id: started.id }, other)).status, 404)
    assert.equal((await fx.call('meetings.getOne', { id: started.id }, fx.stranger())).status, 404)

    const info = await fx.ok<{ attendee: { id: string }; others: { type: string; id: string }[]; status: string }>('meetings.attendee-info', { id: started.id }, patient)
    assert.equal(info.attendee.id, patient.id)
    assert.deepEqual(info.others, [{ type: 'user', id: fx.admin.id }])
    assert.equal(info.status, 'live')
    assert.equal((await fx.call('meetings.attendee-info', { id: started.id }, other)).status, 404)

    const mine = await fx.ok<MeetingRecord[]>('meetings.mine', {}, patient)
    assert.deepEqual(mine.map((m) => m.id), [started.id])
    assert.deepEqual(await fx.ok<MeetingRecord[]>('meetings.mine', {}, other), [])
    assert.ok((await fx.ok<MeetingRecord[]>('meetings.mine', {}, fx.admin)).some((m) => m.id === started.id))

    // live events follow the same rule: the attendee hears of it, another patient does not
    assert.equal(mayHearLive(patient, meetings, record), true)
    assert.equal(mayHearLive(other, meetings, record), false)
  })

  it('status, attendees and meetingInfo are the server\'s; a generic meeting starts scheduled', async () => {
    const created = await fx.ok<MeetingRecord>('meetings.createOne', { publicRead: false }, fx.admin)
    assert.equal(created.status, 'scheduled')
    // publicRead is the one field staff change
    assert.equal((await fx.ok<{ publicRead: boolean }>('meetings.updateOne', { id: created.id, updates: { publicRead: true } }, fx.admin)).publicRead, true)
    for (const updates of [{ status: 'ended' }, { attendees: [] }, { meetingInfo: {} }, { endedAt: new Date().toISOString() }]) {
      const reply = await fx.call('meetings.updateOne', { id: created.id, updates }, fx.admin)
      assert.equal(reply.status, 400, JSON.stringify(updates))
      assert.deepEqual(fieldsOf(reply), Object.keys(updates))
    }
    // patients create nothing
    assert.equal((await fx.call('meetings.createOne', {}, fx.patient())).status, 403)
    // a generic meeting may name its people once: they become its attendees
    const patient = fx.patient()
    const named = await fx.ok<MeetingRecord>('meetings.createOne', { enduserIds: [patient.id], userIds: [fx.admin.id] }, fx.admin)
    assert.deepEqual(named.attendees.map((a) => `${a.type}:${a.id}`).sort(), [`enduser:${patient.id}`, `user:${fx.admin.id}`].sort())
    assert.equal((await fx.ok<{ attendee: { id: string } }>('meetings.attendee-info', { id: named.id }, patient)).attendee.id, patient.id)
    const moved = await fx.call('meetings.updateOne', { id: named.id, updates: { enduserIds: [] } }, fx.admin)
    assert.equal(moved.status, 400)
    assert.deepEqual(fieldsOf(moved), ['enduserIds'])
    const foreign = await fx.call('meetings.createOne', { enduserIds: [newObjectId()] }, fx.admin)
    assert.equal(foreign.status, 400)
    assert.deepEqual(fieldsOf(foreign), ['enduserIds'])
  })

  it('hostile input answers 4xx naming the field', async () => {
    const stranger = newObjectId()
    const cases: [string, unknown, string][] = [
      ['meetings.start', { attendees: [{ type: 'enduser', id: stranger }] }, 'attendees.id'],
      ['meetings.start', { attendees: [{ type: 'user', id: stranger }] }, 'attendees.id'],
      ['meetings.start', { attendees: [{ type: 'robot', id: newObjectId() }] }, 'attendees.0.type'],
      ['meetings.start', { attendees: 'everyone' }, 'attendees'],
      ['meetings.start', { attendees: Array.from({ length: MAX_MEETING_ATTENDEES + 1 }, () => ({ type: 'enduser', id: newObjectId() })) }, 'attendees'],
      ['meetings.start', { attendees: [{ type: 'enduser', id: { $ne: null } }] }, 'attendees.0.id'],
      ['meetings.end', {}, 'id'],
      ['meetings.end', { id: 'x'.repeat(100_000) }, 'id'],
      ['meetings.add-attendees', { id: newObjectId() }, 'attendees'],
      ['meetings.attendee-info', { id: [1, 2] }, 'id'],
      ['meetings.send-invite', { meetingId: newObjectId() }, 'enduserId'],
      ['meetings.start-for-event', { calendarEventId: 7 }, 'calendarEventId'],
      ['meetings.join-for-event', {}, 'calendarEventId'],
    ]
    for (const [operation, payload, field] of cases) {
      const reply = await fx.call(operation, payload, fx.admin)
      assert.equal(reply.status, 400, `${operation} ${JSON.stringify(payload).slice(0, 80)}: ${JSON.stringify(reply).slice(0, 300)}`)
      assert.ok(fieldsOf(reply).includes(field) || String(reply.message).includes(field), `${operation}: ${JSON.stringify(reply).slice(0, 300)}`)
    }
    // ids of another business: not found, never another's meeting
    const theirs = await fx.ok<Started>('meetings.start', {}, fx.admin)
    const outsider = fx.stranger()
    for (const operation of ['meetings.end', 'meetings.attendee-info']) assert.equal((await fx.call(operation, { id: theirs.id }, outsider)).status, 404)
    assert.equal((await fx.call('meetings.add-attendees', { id: theirs.id, attendees: [] }, outsider)).status, 404)
    // patients do not start meetings
    assert.equal((await fx.call('meetings.start', {}, fx.patient())).status, 403)
  })

  it('only the host ends a meeting; an ended meeting takes no attendees and is not joined', async () => {
    const patient = fx.patient()
    const colleague = fx.staff()
    const started = await fx.ok<Started>('meetings.start', { attendees: [{ type: 'enduser', id: patient.id }, { type: 'user', id: colleague.id }] }, fx.admin)
    // staff whose role sets nothing for meetings reach those they attend ('Default' is by attendee)
    assert.equal((await fx.call('meetings.end', { id: started.id }, fx.staff())).status, 404)
    const notHost = await fx.call('meetings.end', { id: started.id }, colleague)
    assert.equal(notHost.status, 403)
    assert.equal(notHost.message, MeetingMessages.onlyHost)

    const added = fx.patient()
    await fx.ok('meetings.add-attendees', { id: started.id, attendees: [{ type: 'enduser', id: added.id }, { type: 'enduser', id: patient.id }] }, fx.admin)
    const withAdded = await fx.ok<MeetingRecord>('meetings.getOne', { id: started.id }, added)
    assert.equal(withAdded.attendees.filter((a) => a.id === patient.id).length, 1)

    await fx.ok('meetings.end', { id: started.id }, fx.admin)
    const ended = await fx.ok<MeetingRecord>('meetings.getOne', { id: started.id }, patient)
    assert.equal(ended.status, 'ended')
    assert.ok(ended.endedAt)
    assert.equal((await fx.ok<{ status: string }>('meetings.attendee-info', { id: started.id }, patient)).status, 'ended')
    const late = await fx.call('meetings.add-attendees', { id: started.id, attendees: [{ type: 'enduser', id: fx.patient().id }] }, fx.admin)
    assert.equal(late.status, 400)
    assert.equal(late.message, MeetingMessages.ended)
    // ending twice changes nothing
    await fx.ok('meetings.end', { id: started.id }, fx.admin)
  })

  it('send-meeting-invite: the patient attends and gets the video link by email, else SMS', async () => {
    const started = await fx.ok<Started>('meetings.start', {}, fx.admin)
    const byEmail = fx.patient({ email: 'invitee@example.com' })
    const bySms = fx.patient({ phone: '+15555550123' })
    const unreachable = fx.patient()
    await fx.ok('meetings.send-invite', { meetingId: started.id, enduserId: byEmail.id }, fx.admin)
    await fx.ok('meetings.send-invite', { meetingId: started.id, enduserId: bySms.id }, fx.admin)
    const email = fx.sent.find((s) => s.to === 'invitee@example.com')
    assert.equal(email?.channel, 'email')
    assert.match(email!.text, new RegExp(`/video-call\\?meetingId=${started.id}`))
    assert.equal(fx.sent.find((s) => s.to === '+15555550123')?.channel, 'sms')
    const record = await fx.ok<MeetingRecord>('meetings.getOne', { id: started.id }, byEmail)
    assert.ok(record.attendees.some((a) => a.id === bySms.id))

    const none = await fx.call('meetings.send-invite', { meetingId: started.id, enduserId: unreachable.id }, fx.admin)
    assert.equal(none.status, 400)
    assert.deepEqual(fieldsOf(none), ['enduserId'])
    const foreign = await fx.call('meetings.send-invite', { meetingId: started.id, enduserId: newObjectId() }, fx.admin)
    assert.equal(foreign.status, 400)
    assert.deepEqual(fieldsOf(foreign), ['enduserId'])
  })

  it("an event's video visit: staff start it, only its attendees join while it is live, ended is ended", async () => {
    const patient = fx.patient()
    const otherPatient = fx.patient()
    const event = await fx.service.repos.calendarEvents.systemRepo(fx.businessId).create({
      title: 'Video visit', startTimeInMS: Date.now(), durationInMinutes: 30, enableVideoCall: true,
      attendees: [{ type: 'user', id: fx.admin.id }, { type: 'enduser', id: patient.id }],
    })
    const early = await fx.call('meetings.join-for-event', { calendarEventId: event.id }, patient)
    assert.equal(early.status, 400)
    assert.equal(early.message, MeetingMessages.notLive)
    assert.equal((await fx.call('meetings.join-for-event', { calendarEventId: event.id }, otherPatient)).status, 404)
    assert.equal((await fx.call('meetings.start-for-event', { calendarEventId: event.id }, patient)).status, 403)

    const started = await fx.ok<Started>('meetings.start-for-event', { calendarEventId: event.id }, fx.admin)
    const stamped = await fx.service.repos.calendarEvents.systemRepo(fx.businessId).get(event.id)
    assert.equal(stamped?.meetingId, started.id)
    assert.equal(stamped?.meetingStatus, 'live')
    // starting again answers the running meeting
    assert.equal((await fx.ok<Started>('meetings.start-for-event', { calendarEventId: event.id }, fx.admin)).id, started.id)

    const joined = await fx.ok<{ id: string; attendee: { type: string; id: string; info: Record<string, string> } }>('meetings.join-for-event', { calendarEventId: event.id }, patient)
    assert.equal(joined.id, started.id)
    assert.deepEqual({ type: joined.attendee.type, id: joined.attendee.id }, { type: 'enduser', id: patient.id })
    assert.ok(joined.attendee.info.AttendeeId)
    assert.equal((await fx.call('meetings.join-for-event', { calendarEventId: event.id }, otherPatient)).status, 404)
    assert.equal((await fx.call('meetings.join-for-event', { calendarEventId: event.id }, fx.staff())).status, 403)
    assert.equal((await fx.call('meetings.join-for-event', { calendarEventId: event.id }, fx.stranger('enduser'))).status, 404)

    const meeting = await fx.ok<MeetingRecord>('meetings.getOne', { id: started.id }, patient)
    assert.equal(meeting.calendarEventId, event.id)
    await fx.ok('meetings.end', { id: started.id }, fx.admin)
    assert.equal((await fx.service.repos.calendarEvents.systemRepo(fx.businessId).get(event.id))?.meetingStatus, 'ended')
    const late = await fx.call('meetings.join-for-event', { calendarEventId: event.id }, patient)
    assert.equal(late.status, 400)
    assert.equal(late.message, MeetingMessages.ended)
    assert.equal((await fx.call('meetings.join-for-event', { calendarEventId: newObjectId() }, patient)).status, 404)
  })

  it('staff starting one visit at once get one meeting', async () => {
    const patient = fx.patient()
    const event = await fx.service.repos.calendarEvents.systemRepo(fx.businessId).create({
      title: 'Busy visit', startTimeInMS: Date.now(), durationInMinutes: 30, attendees: [{ type: 'user', id: fx.admin.id }, { type: 'enduser', id: patient.id }],
    })
    const starts = await Promise.all(Array.from({ length: 5 }, () => fx.ok<Started>('meetings.start-for-event', { calendarEventId: event.id }, fx.admin)))
    assert.equal(new Set(starts.map((s) => s.id)).size, 1)
    assert.equal((await fx.service.repos.calendarEvents.systemRepo(fx.businessId).get(event.id))?.meetingId, starts[0]!.id)
    assert.equal((await fx.ok<MeetingRecord[]>('meetings.mine', {}, patient)).length, 1)
  })

  it("generate-zoom-meeting answers 503 'Zoom is not configured' where ZOOM_* are not set", async () => {
    const reply = await fx.call('meetings.generate-zoom-meeting', { userId: fx.admin.id }, fx.admin)
    assert.equal(reply.status, 503)
    assert.equal(reply.message, MeetingMessages.zoomNotConfigured)
  })
})

describe('meetings: Zoom where configured', () => {
  let fx: CoreFixture
  let zoom: Server
  const tokens: string[] = []
  const created: { host: string; body: Record<string, unknown> }[] = []

  before(async () => {
    // a stand-in for Zoom's OAuth and API: Server-to-Server OAuth (account credentials), then meetings of a user
    zoom = createServer((req, res) => {
      let raw = ''
      req.on('data', (c: Buffer) => { raw += c.toString() })
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://zoom.test')
        const reply = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)) }
        if (url.pathname === '/oauth/token') {
          const ok = req.headers.authorization === `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`
            && url.searchParams.get('grant_type') === 'account_credentials' && url.searchParams.get('account_id') === 'acct-1'
          if (!ok) return reply(401, { reason: 'Invalid client_id or client_secret' })
          tokens.push('tok')
          return reply(200, { access_token: 'tok', token_type: 'bearer', expires_in: 3599 })
        }
        const m = /^\/v2\/users\/([^/]+)\/meetings$/.exec(url.pathname)
        if (req.method !== 'POST' || !m || req.headers.authorization !== 'Bearer tok') return reply(401, { code: 124, message: 'Invalid access token.' })
        const host = decodeURIComponent(m[1]!)
        if (host === 'nobody@clinic.example') return reply(404, { code: 1001, message: 'User does not exist: nobody@clinic.example.' })
        created.push({ host, body: JSON.parse(raw) as Record<string, unknown> })
        return reply(201, { id: 8_000 + created.length, join_url: `https://zoom.test/j/${8_000 + created.length}`, start_url: `https://zoom.test/s/${8_000 + created.length}?zak=host-secret` })
      })
    })
    await new Promise<void>((resolve) => zoom.listen(0, '127.0.0.1', resolve))
    const { port } = zoom.address() as AddressInfo
    fx = await startCoreFixture({
      env: { ...process.env, ZOOM_ACCOUNT_ID: 'acct-1', ZOOM_CLIENT_ID: 'client-id', ZOOM_CLIENT_SECRET: 'client-secret', ZOOM_OAUTH_URL: `http://127.0.0.1:${port}/oauth/token`, ZOOM_API_URL: `http://127.0.0.1:${port}/v2` },
    })
  })
  after(async () => {
    await fx?.stop()
    await new Promise((resolve) => zoom?.close(resolve))
  })

  it("an event's Zoom meeting: hosted by the user's email, its join link on the event, the host's start link only in the answer", async () => {
    const patient = fx.patient()
    const start = Date.now() + 24 * 3_600_000
    const event = await fx.ok<{ id: string }>('calendar_events.createOne', { title: 'Zoom follow-up', startTimeInMS: start, durationInMinutes: 45, attendees: [{ type: 'enduser', id: patient.id }] }, fx.admin)
    const { updatedEvent } = await fx.ok<{ updatedEvent: Record<string, unknown> }>('meetings.generate-zoom-meeting', { calendarEventId: event.id, userId: fx.admin.id }, fx.admin)
    assert.equal(updatedEvent.id, event.id)
    assert.equal(updatedEvent.videoIntegration, 'Zoom')
    assert.equal(updatedEvent.videoURL, 'https://zoom.test/j/8001')
    assert.equal(updatedEvent.videoStartURL, 'https://zoom.test/s/8001?zak=host-secret')
    assert.equal(updatedEvent.videoHostUserId, fx.admin.id)
    assert.deepEqual(created[0], { host: 'ada@clinic.example', body: { topic: 'Zoom follow-up', type: 2, start_time: new Date(start).toISOString(), duration: 45, settings: { join_before_host: false, waiting_room: true } } })
    // stored: the join link, which the patient attending reads; never the host's start link
    const seen = await fx.ok<Record<string, unknown>>('calendar_events.getOne', { id: event.id }, patient)
    assert.equal(seen.videoURL, 'https://zoom.test/j/8001')
    assert.equal(seen.videoIntegration, 'Zoom')
    assert.equal(JSON.stringify(await fx.ok('calendar_events.getOne', { id: event.id }, fx.admin)).includes('host-secret'), false)
    // without an event: the fields to put on one; the token is reused
    const bare = await fx.ok<{ updatedEvent: Record<string, unknown> }>('meetings.generate-zoom-meeting', { userId: fx.admin.id, startTimeInMS: start, durationInMinutes: 20 }, fx.admin)
    assert.deepEqual(bare.updatedEvent, { videoIntegration: 'Zoom', videoURL: 'https://zoom.test/j/8002', videoStartURL: 'https://zoom.test/s/8002?zak=host-secret', videoHostUserId: fx.admin.id })
    assert.equal(created[1]!.body.duration, 20)
    assert.equal(tokens.length, 1, 'one access token for both meetings')
  })

  it('refusals: a host not of the business or without email (400 naming userId), Zoom refusing (502 with its reason), an event the caller may not read (404)', async () => {
    const stranger = await fx.call('meetings.generate-zoom-meeting', { userId: newObjectId() }, fx.admin)
    assert.equal(stranger.status, 400)
    assert.deepEqual(fieldsOf(stranger), ['userId'])
    assert.equal(stranger.message, MeetingMessages.zoomHostNotFound)
    const noEmail = fx.staff()
    const reply = await fx.call('meetings.generate-zoom-meeting', { userId: noEmail.id }, fx.admin)
    assert.equal(reply.status, 400)
    assert.equal(reply.message, MeetingMessages.zoomHostNoEmail)
    const unknownToZoom = fx.staff({ email: 'nobody@clinic.example' })
    const refused = await fx.call('meetings.generate-zoom-meeting', { userId: unknownToZoom.id }, fx.admin)
    assert.equal(refused.status, 502)
    assert.match(refused.message ?? '', /^Zoom refused the meeting: User does not exist/)
    const other = fx.stranger()
    const theirs = await fx.call('meetings.generate-zoom-meeting', { calendarEventId: (await fx.ok<{ id: string }>('calendar_events.createOne', { title: 'Ours', startTimeInMS: Date.now(), durationInMinutes: 30 }, fx.admin)).id, userId: fx.admin.id }, other)
    assert.equal(theirs.status, 404)
  })
})
