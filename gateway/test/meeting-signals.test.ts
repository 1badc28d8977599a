// The meeting signalling relay on /v1/live (issue #20): only attendees of a meeting (scheduling's
// attendee-info, asked with the socket's own session) exchange WebRTC signals; others are refused
// and hear nothing; leaving or closing tells the rest; ICE servers come from CARE_ICE_SERVERS.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { WebSocket } from 'ws'
import type { Session } from '@care/contracts/session'
import { meetingRoutes } from '@care/contracts/routes/meetings'
import { iceServersFromEnv, SIGNAL_MESSAGES } from '../src/live/meeting-signals.ts'
import { enduserSession, objectId, silent, startHarness, userSession, type Harness } from './harness.ts'

/** A guard so a missing message fails the test instead of hanging it; not a timing assertion. */
const GUARD_MS = 5_000

interface Socket {
  messages: any[]
  send(m: unknown): void
  next(match: (m: any) => boolean): Promise<any>
  close(): void
}

function open(url: string): Promise<Socket> {
  const ws = new WebSocket(url)
  const messages: any[] = []
  const waiters = new Set<{ match: (m: any) => boolean; resolve: (m: any) => void }>()
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString())
    messages.push(m)
    for (const w of waiters) if (w.match(m)) {
      waiters.delete(w)
      w.resolve(m)
    }
  })
  const socket: Socket = {
    messages,
    send: (m) => ws.send(JSON.stringify(m)),
    next: (match) => new Promise((resolve, reject) => {
      const seen = messages.find(match)
      if (seen) return resolve(seen)
      const guard = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), GUARD_MS)
      waiters.add({ match, resolve: (m) => { clearTimeout(guard); resolve(m) } })
    }),
    close: () => ws.terminate(),
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('error', reject)
  })
}

const attendeeInfo = meetingRoutes.find((r) => r.operation === 'meetings.attendee-info')!
const is = (type: string) => (m: any) => m.type === type

describe('meeting signalling relay', () => {
  let h: Harness
  let live: string
  const sockets: Socket[] = []
  /** meetingId → its attendees and status, as scheduling would answer */
  const meetings = new Map<string, { businessId: string; attendees: Session[]; status: string }>()
  const iceServers = [{ urls: 'stun:stun.example.org:3478' }]

  before(async () => {
    // the relay reads the process's environment, as the gateway's main does
    const previous = process.env.CARE_ICE_SERVERS
    process.env.CARE_ICE_SERVERS = JSON.stringify(iceServers)
    try {
      h = await startHarness({ live: { heartbeatMs: 60_000, authTimeoutMs: 5_000 } })
    } finally {
      if (previous === undefined) delete process.env.CARE_ICE_SERVERS
      else process.env.CARE_ICE_SERVERS = previous
    }
    live = h.url.replace('http', 'ws') + '/v1/live'
    await h.serve(attendeeInfo.subject, async (req) => {
      const { id } = req.payload as { id: string }
      const meeting = meetings.get(id)
      const me = meeting?.businessId === req.session?.businessId ? meeting?.attendees.find((a) => a.id === req.session?.id) : undefined
      if (!meeting || !me) return { status: 404, message: 'Meeting not found' }
      return { status: 200, body: { attendee: { type: me.type, id: me.id, info: { ExternalUserId: me.id, AttendeeId: 'a', JoinToken: 'j' } }, others: [], status: meeting.status } }
    })
  })
  after(async () => {
    for (const s of sockets) s.close()
    await h.close()
  })

  const connect = async (session: Session) => {
    const s = await open(`${live}?token=${h.login(session)}`)
    sockets.push(s)
    await s.next(is('authenticated'))
    return s
  }

  test('attendees meet and signal each other; a non-attendee or another business is refused and hears nothing', async () => {
    const host = userSession('bizA')
    const patient = enduserSession('bizA')
    const stranger = enduserSession('bizA')
    const outsider = userSession('bizB')
    const meetingId = objectId()
    meetings.set(meetingId, { businessId: 'bizA', attendees: [host, patient], status: 'live' })

    const [a, b, c, d] = await Promise.all([connect(host), connect(patient), connect(stranger), connect(outsider)])
    a.send({ type: 'meeting-join', meetingId })
    const joinedA = await a.next(is('meeting-joined'))
    assert.deepEqual(joinedA.iceServers, iceServers)
    assert.deepEqual({ type: joinedA.attendee.type, id: joinedA.attendee.id }, { type: 'user', id: host.id })

    for (const s of [c, d]) s.send({ type: 'meeting-join', meetingId })
    for (const s of [c, d]) assert.equal((await s.next(is('meeting-error'))).message, SIGNAL_MESSAGES.notAttendee)

    b.send({ type: 'meeting-join', meetingId })
    const joinedB = await b.next(is('meeting-joined'))
    const heard = await a.next(is('meeting-peer-joined'))
    assert.equal(heard.peerId, joinedB.peerId)
    assert.deepEqual(heard.attendee, { type: 'enduser', id: patient.id })

    // the stranger tries to signal without having joined: refused
    c.send({ type: 'meeting-signal', meetingId, to: joinedB.peerId, data: { description: { type: 'offer', sdp: 'x' } } })
    assert.equal((await c.next((m) => m.type === 'meeting-error' && m.message === SIGNAL_MESSAGES.notJoined)).message, SIGNAL_MESSAGES.notJoined)

    a.send({ type: 'meeting-signal', meetingId, to: joinedB.peerId, data: { description: { type: 'offer', sdp: 'v=0' } } })
    const offer = await b.next(is('meeting-signal'))
    assert.deepEqual(offer, { type: 'meeting-signal', meetingId, from: joinedA.peerId, attendee: joinedA.attendee, data: { description: { type: 'offer', sdp: 'v=0' } } })
    b.send({ type: 'meeting-signal', meetingId, to: joinedA.peerId, data: { candidate: { candidate: 'c', sdpMid: '0' } } })
    assert.deepEqual((await a.next(is('meeting-signal'))).data, { candidate: { candidate: 'c', sdpMid: '0' } })

    // a ping answered after the relays: the refused sockets heard no meeting of theirs
    for (const s of [c, d]) {
      s.send({ type: 'ping' })
      await s.next(is('pong'))
      assert.deepEqual(s.messages.filter((m) => ['meeting-joined', 'meeting-peer-joined', 'meeting-signal'].includes(m.type)), [])
    }
    // a signal is for its addressee only: the sender does not hear its own
    assert.equal(a.messages.filter((m) => m.type === 'meeting-signal' && m.from === joinedA.peerId).length, 0)

    b.send({ type: 'meeting-leave', meetingId })
    assert.equal((await a.next(is('meeting-peer-left'))).peerId, joinedB.peerId)
    // gone: signals to the patient's old peer reach nobody, and the patient cannot signal any more
    b.send({ type: 'meeting-signal', meetingId, to: joinedA.peerId, data: { candidate: {} } })
    await b.next((m) => m.type === 'meeting-error' && m.message === SIGNAL_MESSAGES.notJoined)
  })

  test('a closed socket leaves its meetings; an ended meeting is refused; a malformed id is refused', async () => {
    const host = userSession('bizA')
    const patient = enduserSession('bizA')
    const meetingId = objectId()
    meetings.set(meetingId, { businessId: 'bizA', attendees: [host, patient], status: 'live' })
    const a = await connect(host)
    const b = await connect(patient)
    a.send({ type: 'meeting-join', meetingId })
    await a.next(is('meeting-joined'))
    b.send({ type: 'meeting-join', meetingId })
    const joinedB = await b.next(is('meeting-joined'))
    b.close()
    assert.equal((await a.next(is('meeting-peer-left'))).peerId, joinedB.peerId)

    const ended = objectId()
    meetings.set(ended, { businessId: 'bizA', attendees: [host], status: 'ended' })
    a.send({ type: 'meeting-join', meetingId: ended })
    assert.equal((await a.next((m) => m.type === 'meeting-error' && m.meetingId === ended)).message, SIGNAL_MESSAGES.ended)

    a.send({ type: 'meeting-join', meetingId: { $ne: null } })
    await a.next((m) => m.type === 'meeting-error' && m.meetingId === undefined)
  })

  test("a signal reaches only its own meeting's peers; a huge one is refused", async () => {
    const host = userSession('bizA')
    const patient = enduserSession('bizA')
    const first = objectId()
    const second = objectId()
    meetings.set(first, { businessId: 'bizA', attendees: [host], status: 'live' })
    meetings.set(second, { businessId: 'bizA', attendees: [patient], status: 'live' })
    const a = await connect(host)
    const b = await connect(patient)
    a.send({ type: 'meeting-join', meetingId: first })
    await a.next(is('meeting-joined'))
    b.send({ type: 'meeting-join', meetingId: second })
    const joinedB = await b.next(is('meeting-joined'))
    // addressed to the patient's peer id, but sent within the host's meeting: nobody there has it
    a.send({ type: 'meeting-signal', meetingId: first, to: joinedB.peerId, data: { candidate: { candidate: 'c' } } })
    a.send({ type: 'meeting-signal', meetingId: first, to: joinedB.peerId, data: { blob: 'x'.repeat(40_000) } })
    assert.equal((await a.next((m) => m.type === 'meeting-error')).message, SIGNAL_MESSAGES.tooLarge)
    b.send({ type: 'ping' })
    await b.next(is('pong'))
    assert.deepEqual(b.messages.filter((m) => m.type === 'meeting-signal'), [])
  })

  test('CARE_ICE_SERVERS: a JSON list of servers with urls; none when unset or malformed', () => {
    assert.deepEqual(iceServersFromEnv({}), [])
    assert.deepEqual(iceServersFromEnv({ CARE_ICE_SERVERS: 'not json' }, silent), [])
    assert.deepEqual(iceServersFromEnv({ CARE_ICE_SERVERS: JSON.stringify([{ urls: ['turn:t.example.org'], username: 'u', credential: 'p' }, { nope: 1 }]) }, silent), [
      { urls: ['turn:t.example.org'], username: 'u', credential: 'p' },
    ])
  })
})
