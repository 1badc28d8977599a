// The call's signalling socket without a gateway: it authenticates with the session's token, joins
// its meeting once authenticated, hands the relay's messages of its meeting over as events (others'
// are ignored), sends signals addressed to a peer, and leaves on close.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { openSignalling, type SignallingEvent } from './signalling.ts'

const MEETING = 'a'.repeat(24)

class Socket {
  static last: Socket
  readyState = 1
  sent: Record<string, unknown>[] = []
  closed = false
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: { code: number }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  constructor(readonly url: string) {
    Socket.last = this
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close() {
    this.closed = true
  }
  receive(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) })
  }
}

test('authenticate, join, events of its meeting only, signals, leave', () => {
  const events: SignallingEvent[] = []
  const s = openSignalling({ apiUrl: 'http://api.test/v1', token: 'tok', meetingId: MEETING, onEvent: (e) => events.push(e), WebSocket: Socket })
  const socket = Socket.last
  assert.equal(socket.url, 'ws://api.test/v1/live')
  socket.onopen?.({})
  assert.deepEqual(socket.sent, [{ type: 'authenticate', token: 'tok' }])
  socket.receive({ type: 'authenticated', position: 'x.1' })
  assert.deepEqual(socket.sent[1], { type: 'meeting-join', meetingId: MEETING })

  socket.receive({ type: 'meeting-joined', meetingId: MEETING, peerId: 'p1', attendee: { type: 'enduser', id: 'e1' }, iceServers: [{ urls: 'stun:x' }] })
  socket.receive({ type: 'meeting-peer-joined', meetingId: 'b'.repeat(24), peerId: 'other-meeting', attendee: { type: 'user', id: 'u' } })
  socket.receive({ type: 'meeting-peer-joined', meetingId: MEETING, peerId: 'p2', attendee: { type: 'user', id: 'u1' } })
  socket.receive({ type: 'meeting-signal', meetingId: MEETING, from: 'p2', attendee: { type: 'user', id: 'u1' }, data: { description: { type: 'offer', sdp: 'v=0' } } })
  socket.receive({ event: 'updated-meetings', data: [{ id: MEETING }] })
  socket.receive({ type: 'meeting-peer-left', meetingId: MEETING, peerId: 'p2' })
  socket.receive({ type: 'meeting-error', meetingId: MEETING, message: 'This meeting has ended' })
  assert.deepEqual(events, [
    { type: 'joined', peerId: 'p1', attendee: { type: 'enduser', id: 'e1' }, iceServers: [{ urls: 'stun:x' }] },
    { type: 'peer-joined', peerId: 'p2', attendee: { type: 'user', id: 'u1' } },
    { type: 'signal', from: 'p2', attendee: { type: 'user', id: 'u1' }, data: { description: { type: 'offer', sdp: 'v=0' } } },
    { type: 'peer-left', peerId: 'p2' },
    { type: 'error', message: 'This meeting has ended' },
  ])

  s.send('p2', { candidate: { candidate: 'c' } })
  assert.deepEqual(socket.sent[2], { type: 'meeting-signal', meetingId: MEETING, to: 'p2', data: { candidate: { candidate: 'c' } } })
  s.close()
  assert.deepEqual(socket.sent[3], { type: 'meeting-leave', meetingId: MEETING })
  assert.equal(socket.closed, true)
  // closing is ours: no 'closed' event
  assert.equal(events.some((e) => e.type === 'closed'), false)
})

test("a socket the gateway closes is a 'closed' event", () => {
  const events: SignallingEvent[] = []
  openSignalling({ apiUrl: 'http://api.test/v1', token: 'tok', meetingId: MEETING, onEvent: (e) => events.push(e), WebSocket: Socket })
  Socket.last.onclose?.({ code: 1011 })
  assert.deepEqual(events, [{ type: 'closed' }])
})
