// The signalling channel of one call: a live socket of its own to the gateway (/v1/live), signed in
// with the page's session, that joins one meeting and carries session descriptions and ICE
// candidates between its attendees (gateway/README.md "Meeting signalling"). A socket of its own
// rather than @care/sdk's event socket: that one only receives, and a call's lifetime is the page's.
import { liveUrl, type LiveSocket, type LiveSocketConstructor } from '@care/sdk/live/socket'

export interface Identity { type: string; id: string }
export interface IceServerConfig { urls: string | string[]; username?: string; credential?: string }

export type SignalData = { description: { type: 'offer' | 'answer'; sdp: string } } | { candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } }

export type SignallingEvent =
  | { type: 'joined'; peerId: string; attendee: Identity; iceServers: IceServerConfig[] }
  | { type: 'peer-joined'; peerId: string; attendee: Identity }
  | { type: 'peer-left'; peerId: string }
  | { type: 'signal'; from: string; attendee: Identity; data: SignalData }
  | { type: 'error'; message: string }
  | { type: 'closed' }

export interface SignallingOptions {
  apiUrl: string
  token: string
  meetingId: string
  onEvent: (e: SignallingEvent) => void
  WebSocket?: LiveSocketConstructor
}

export interface Signalling {
  send(to: string, data: SignalData): void
  close(): void
}

export function openSignalling(o: SignallingOptions): Signalling {
  const Ctor = o.WebSocket ?? (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket
  if (!Ctor) throw new TypeError('A WebSocket is needed for video calls')
  const socket: LiveSocket = new Ctor(liveUrl(o.apiUrl))
  let closed = false
  const raw = (m: unknown) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(m))
  }
  socket.onopen = () => raw({ type: 'authenticate', token: o.token })
  socket.onmessage = (ev) => {
    let m: Record<string, unknown>
    try {
      m = JSON.parse(String(ev.data)) as Record<string, unknown>
    } catch {
      return
    }
    if (m.type === 'authenticated') return raw({ type: 'meeting-join', meetingId: o.meetingId })
    if (m.meetingId !== o.meetingId) return
    switch (m.type) {
      case 'meeting-joined':
        return o.onEvent({ type: 'joined', peerId: String(m.peerId), attendee: m.attendee as Identity, iceServers: Array.isArray(m.iceServers) ? (m.iceServers as IceServerConfig[]) : [] })
      case 'meeting-peer-joined':
        return o.onEvent({ type: 'peer-joined', peerId: String(m.peerId), attendee: m.attendee as Identity })
      case 'meeting-peer-left':
        return o.onEvent({ type: 'peer-left', peerId: String(m.peerId) })
      case 'meeting-signal':
        return o.onEvent({ type: 'signal', from: String(m.from), attendee: m.attendee as Identity, data: m.data as SignalData })
      case 'meeting-error':
        return o.onEvent({ type: 'error', message: String(m.message) })
    }
  }
  socket.onerror = () => undefined
  socket.onclose = () => {
    if (!closed) o.onEvent({ type: 'closed' })
  }
  return {
    send: (to, data) => raw({ type: 'meeting-signal', meetingId: o.meetingId, to, data }),
    close: () => {
      if (closed) return
      closed = true
      raw({ type: 'meeting-leave', meetingId: o.meetingId })
      socket.onmessage = socket.onclose = null
      try {
        socket.close()
      } catch {
        // already closed
      }
    },
  }
}
