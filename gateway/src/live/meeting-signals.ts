// Meeting signalling over the live socket (issue #20, spec 2 §2.13): the browsers of a video visit
// connect to each other with WebRTC, and this relay carries what they must exchange first (session
// descriptions and ICE candidates) — only between attendees of that meeting. A socket joins a
// meeting with `{ type: 'meeting-join', meetingId }`; the relay asks scheduling's attendee-info with
// the socket's own session (so a non-attendee, another business or an ended meeting is refused) and
// answers `meeting-joined` with the socket's peer id and the ICE servers; the meeting's other peers
// hear `meeting-peer-joined` and each of them sends the newcomer an offer. `meeting-signal`
// `{ meetingId, to, data }` reaches peer `to` as `{ meetingId, from, attendee, data }`;
// `meeting-leave` (or the socket closing) tells the others `meeting-peer-left`.
//
// Every delivery goes through a bus broadcast, so the peers of one meeting may sit on different
// gateway replicas; each gateway delivers to its own sockets only, and only to sockets that joined.
import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { isApiError } from '@care/contracts/errors'
import { meetingRoutes } from '@care/contracts/routes/meetings'
import type { Session } from '@care/contracts/session'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Bus } from '@care/kit/bus/types'

export const MEETING_SIGNALS_SUBJECT = 'bcast.meeting-signals'
/** the most bytes of one signal's data (an SDP with many candidates stays well below) */
export const MAX_SIGNAL_BYTES = 32 * 1024
export const SIGNAL_MESSAGES = {
  notAttendee: 'You are not an attendee of this meeting',
  ended: 'This meeting has ended',
  notJoined: 'Join the meeting before signalling',
  tooLarge: 'Signal too large',
  unavailable: 'The meeting could not be reached; try again',
} as const

/** an RTCIceServer as the browser takes it */
export interface IceServer {
  urls: string | string[]
  username?: string
  credential?: string
}

/** CARE_ICE_SERVERS: a JSON list of RTCIceServer ([{ "urls": "stun:stun.example.org" }, …]); none by default */
export function iceServersFromEnv(env: NodeJS.ProcessEnv, log?: Logger): IceServer[] {
  const raw = env.CARE_ICE_SERVERS
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    const list = Array.isArray(parsed) ? parsed : []
    const valid = list.filter((s): s is IceServer => !!s && typeof s === 'object' && (typeof s.urls === 'string' || (Array.isArray(s.urls) && s.urls.every((u: unknown) => typeof u === 'string'))))
    if (valid.length !== list.length || !Array.isArray(parsed)) log?.warn('CARE_ICE_SERVERS: entries without urls were left out')
    return valid
  } catch {
    log?.warn('CARE_ICE_SERVERS is not JSON: no ICE servers')
    return []
  }
}

type Identity = { type: string; id: string }
/** whether the session attends the meeting, and its status: scheduling's attendee-info by default */
export type Attendance = (session: Session, meetingId: string) => Promise<{ attendee: Identity; status?: string }>

export interface MeetingSignalsOptions<C> {
  bus: Bus
  log: Logger
  send: (client: C, message: unknown) => void
  iceServers?: IceServer[]
  env?: NodeJS.ProcessEnv
  attendance?: Attendance
}

interface Peer<C> {
  client: C
  peerId: string
  attendee: Identity
  businessId: string
}

interface Relayed {
  meetingId: string
  businessId: string
  /** only this peer */
  to?: string
  /** everybody but this peer */
  except?: string
  message: Record<string, unknown>
}

export interface MeetingSignals<C> {
  /** handles a `meeting-*` message of an authenticated socket; false when the message is not one */
  onMessage(client: C, session: Session, msg: Record<string, unknown>): boolean
  /** the socket closed: it leaves every meeting it joined */
  drop(client: C): void
  close(): Promise<void>
}

const attendeeInfoRoute = routeNamed(meetingRoutes, 'meetings.attendee-info')

export async function createMeetingSignals<C>(o: MeetingSignalsOptions<C>): Promise<MeetingSignals<C>> {
  const iceServers = o.iceServers ?? iceServersFromEnv(o.env ?? process.env, o.log)
  const attendance: Attendance = o.attendance ?? (async (session, meetingId) => {
    const info = await callRoute(o.bus, attendeeInfoRoute, { id: meetingId }, { requestId: randomUUID(), session })
    return { attendee: { type: info.attendee.type, id: info.attendee.id }, ...(info.status ? { status: info.status } : {}) }
  })
  /** meetingId → peerId → this gateway's peer */
  const rooms = new Map<string, Map<string, Peer<C>>>()
  /** client → meetingId → its peer id there */
  const joined = new Map<C, Map<string, string>>()
  /** sockets that closed: an attendance check that answers after the close registers nothing */
  const gone = new WeakSet<object>()

  const relay = (r: Relayed) => void o.bus.broadcast(MEETING_SIGNALS_SUBJECT, r).catch((err: unknown) => o.log.warn({ err }, 'meeting signal not relayed'))
  const deliver = (data: unknown) => {
    const r = data as Partial<Relayed> | null
    if (!r || typeof r.meetingId !== 'string' || !r.message) return
    const room = rooms.get(r.meetingId)
    if (!room) return
    for (const peer of room.values()) {
      if (peer.businessId !== r.businessId || (r.to !== undefined && peer.peerId !== r.to) || peer.peerId === r.except) continue
      o.send(peer.client, r.message)
    }
  }
  const subscription = await o.bus.onBroadcast(MEETING_SIGNALS_SUBJECT, deliver)

  const leave = (client: C, meetingId: string) => {
    const mine = joined.get(client)
    const peerId = mine?.get(meetingId)
    if (!mine || !peerId) return
    mine.delete(meetingId)
    if (!mine.size) joined.delete(client)
    const room = rooms.get(meetingId)
    const peer = room?.get(peerId)
    room?.delete(peerId)
    if (room && !room.size) rooms.delete(meetingId)
    if (peer) relay({ meetingId, businessId: peer.businessId, except: peerId, message: { type: 'meeting-peer-left', meetingId, peerId } })
  }

  const join = async (client: C, session: Session, meetingId: string) => {
    const refuse = (message: string) => o.send(client, { type: 'meeting-error', meetingId, message })
    let found: Awaited<ReturnType<Attendance>>
    try {
      found = await attendance(session, meetingId)
    } catch (err) {
      if (isApiError(err) && err.status < 500) return refuse(SIGNAL_MESSAGES.notAttendee)
      o.log.warn({ err }, 'meeting attendance could not be checked')
      return refuse(SIGNAL_MESSAGES.unavailable)
    }
    if (gone.has(client as object)) return
    if (found.status === 'ended') return refuse(SIGNAL_MESSAGES.ended)
    leave(client, meetingId)
    const peerId = randomUUID()
    const peer: Peer<C> = { client, peerId, attendee: found.attendee, businessId: session.businessId }
    let room = rooms.get(meetingId)
    if (!room) rooms.set(meetingId, (room = new Map()))
    room.set(peerId, peer)
    let mine = joined.get(client)
    if (!mine) joined.set(client, (mine = new Map()))
    mine.set(meetingId, peerId)
    o.send(client, { type: 'meeting-joined', meetingId, peerId, attendee: found.attendee, iceServers })
    relay({ meetingId, businessId: session.businessId, except: peerId, message: { type: 'meeting-peer-joined', meetingId, peerId, attendee: found.attendee } })
  }

  const signal = (client: C, msg: Record<string, unknown>) => {
    const meetingId = String(msg.meetingId)
    const from = joined.get(client)?.get(meetingId)
    const peer = from ? rooms.get(meetingId)?.get(from) : undefined
    if (!from || !peer) return o.send(client, { type: 'meeting-error', meetingId, message: SIGNAL_MESSAGES.notJoined })
    if (typeof msg.to !== 'string' || !msg.data || typeof msg.data !== 'object') return
    if (Buffer.byteLength(JSON.stringify(msg.data)) > MAX_SIGNAL_BYTES) return o.send(client, { type: 'meeting-error', meetingId, message: SIGNAL_MESSAGES.tooLarge })
    relay({ meetingId, businessId: peer.businessId, to: msg.to, message: { type: 'meeting-signal', meetingId, from, attendee: peer.attendee, data: msg.data } })
  }

  return {
    onMessage(client, session, msg) {
      const type = msg.type
      if (type !== 'meeting-join' && type !== 'meeting-signal' && type !== 'meeting-leave') return false
      if (typeof msg.meetingId !== 'string' || !/^[0-9a-f]{24}$/.test(msg.meetingId)) {
        o.send(client, { type: 'meeting-error', meetingId: typeof msg.meetingId === 'string' ? msg.meetingId.slice(0, 24) : undefined, message: SIGNAL_MESSAGES.notAttendee })
        return true
      }
      if (type === 'meeting-join') void join(client, session, msg.meetingId).catch((err: unknown) => o.log.error({ err }, 'meeting join failed'))
      else if (type === 'meeting-signal') signal(client, msg)
      else leave(client, msg.meetingId)
      return true
    },
    drop(client) {
      gone.add(client as object)
      for (const meetingId of [...(joined.get(client)?.keys() ?? [])]) leave(client, meetingId)
    },
    async close() {
      await subscription.unsubscribe()
      rooms.clear()
      joined.clear()
    },
  }
}
