// WebSocket live events at /v1/live on the gateway's HTTP server. A socket authenticates with
// `?token=` on connect or a first message `{ type: 'authenticate', token }` (`apiKey` for partner
// keys), gets `{ type: 'authenticated' }`, and from then on receives the events of its business
// that its session may read. One bus listener per gateway fans out to every socket; sockets of a
// revoked or expired session are closed with 4401. Keep-alive: protocol pings from the server,
// and `{ type: 'ping' }` is answered `{ type: 'pong' }` for clients that cannot see those.
//
// Resuming: every event message carries the event's `position` in the bus's event stream, and a
// fresh socket's `authenticated` the position it starts after. A client that reconnects with
// `after` (the last position it saw) first gets every event stored since, replayed from the
// stream, then the live ones, each exactly once; when it is too far behind (more than
// `resumeWindow` events, or a position of another stream) it gets `{ type: 'resync', position }`
// instead: refetch, live events continue after `position`.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import type { Logger } from 'pino'
import { EVENTS_FILTER, type SessionsChanged } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { Bus, EventPosition, FollowSubscription, PositionedEvent } from '@care/kit/bus/types'
import type { Revocation, SessionResolver } from '../auth/sessions.ts'
import type { CanReadEvent } from '../options.ts'
import { eventMessages } from './messages.ts'
import { decodePosition, encodePosition } from './position.ts'
import { createMeetingSignals } from './meeting-signals.ts'

export const LIVE_PATH = '/v1/live'
export const CLOSE_UNAUTHENTICATED = 4401
export const CLOSE_FORBIDDEN = 4403
const CLOSE_GOING_AWAY = 1001
const CLOSE_INTERNAL_ERROR = 1011
const MAX_MESSAGE_BYTES = 64 * 1024
/** A client this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024
const CLOSE_GRACE_MS = 1_000

export interface LiveOptions {
  server: Server
  bus: Bus
  sessions: SessionResolver
  log: Logger
  canReadEvent: CanReadEvent
  heartbeatMs: number
  authTimeoutMs: number
  /** the most events of the stream a resuming client may have missed; more → 'resync' */
  resumeWindow: number
}

export interface Live {
  /** authenticated sockets */
  size(): number
  close(): Promise<void>
}

interface Client {
  ws: WebSocket
  ip?: string
  session?: Session
  /** the raw token or key, to match revocations by token */
  credential?: string
  /** the Authorization form of the credential, to re-resolve the session when it changes */
  authorization?: string
  alive: boolean
  timer?: NodeJS.Timeout
  /** whether the socket was told where its events start (authenticated with a position, a replay or a resync) */
  positioned?: boolean
  /** the stream sequence of the last event this socket was given (or resumed after): later deliveries skip anything up to it */
  lastSeq?: number
  /** reasons live events wait (a session re-resolved, a replay running); delivered when none is left */
  holds: number
  /** events that arrived meanwhile: judged by the session and delivered in order afterwards */
  held?: PositionedEvent[]
}

/** A socket holding more events than this while its session is re-resolved is dropped. */
const MAX_HELD_EVENTS = 10_000

export async function createLive(o: LiveOptions): Promise<Live> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  /** the last event position fanned out by this gateway */
  let head: EventPosition | undefined
  const byBusiness = new Map<string, Set<Client>>()
  const clients = new Set<Client>()

  const leaveBusiness = (c: Client) => {
    if (!c.session) return
    const set = byBusiness.get(c.session.businessId)
    set?.delete(c)
    if (set && !set.size) byBusiness.delete(c.session.businessId)
  }

  const detach = (c: Client) => {
    clients.delete(c)
    clearTimeout(c.timer)
    leaveBusiness(c)
    signals.drop(c)
  }

  const send = (c: Client, message: unknown) => sendText(c, JSON.stringify(message))
  /** a text frame; an event's text is encoded once (a Buffer) and shared by every socket it reaches */
  const sendText = (c: Client, text: string | Buffer) => {
    if (c.ws.readyState !== WebSocket.OPEN) return
    if (c.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      o.log.warn({ sessionId: c.session?.sessionId }, 'live socket too slow, dropped')
      c.ws.terminate()
      return
    }
    c.ws.send(text, { binary: false })
  }

  const refuse = (c: Client) => c.ws.close(CLOSE_UNAUTHENTICATED, ErrorMessages.unauthenticated)
  // WebRTC signalling between the attendees of a meeting (meeting-signals.ts)
  const signals = await createMeetingSignals<Client>({ bus: o.bus, log: o.log, send })

  const authenticate = async (c: Client, authorization: string, credential: string, after?: string) => {
    let session: Session | undefined
    try {
      session = await o.sessions.resolve(authorization, { requestId: randomUUID(), ip: c.ip })
    } catch (err) {
      o.log.warn({ err }, 'live authentication failed')
    }
    if (c.ws.readyState !== WebSocket.OPEN) return
    if (!session) return refuse(c)
    // a session scoped to one job (a public form's visitor) hears no events: what it may read is that job only
    if (session.scope) return c.ws.close(CLOSE_FORBIDDEN, ErrorMessages.forbidden)
    clearTimeout(c.timer)
    leaveBusiness(c)
    const renewal = c.session !== undefined && c.authorization === authorization
    c.session = session
    c.credential = credential
    c.authorization = authorization
    let set = byBusiness.get(session.businessId)
    if (!set) byBusiness.set(session.businessId, (set = new Set()))
    set.add(c)
    if (session.expiresAt !== undefined) {
      const ms = session.expiresAt - Date.now()
      // setTimeout cannot wait past ~24.8 days; such sessions are closed by revocation or reconnect
      if (ms < 2 ** 31 - 1) c.timer = setTimeout(() => refuse(c), Math.max(0, ms)).unref()
    }
    if (renewal || c.positioned) return
    c.positioned = true
    if (after === undefined) return send(c, { type: 'authenticated', position: encodePosition(head!) })
    // joined and holding in one step: every event after `head` waits for the replay
    hold(c)
    send(c, { type: 'authenticated' })
    guard(c, resume(c, after, head!))
  }

  /** Replays the events stored after the client's position, or tells it to resync; then the held live ones. */
  const resume = async (c: Client, after: string, joinedAt: EventPosition) => {
    const from = decodePosition(after)
    let missed: PositionedEvent[] | undefined
    if (from?.stream === joinedAt.stream) {
      try {
        missed = await o.bus.replay(EVENTS_FILTER, from, o.resumeWindow)
      } catch (err) {
        o.log.warn({ err }, 'live replay failed: the client resyncs')
      }
    }
    if (!missed || !from) {
      send(c, { type: 'resync', position: encodePosition(joinedAt) })
      c.lastSeq = joinedAt.seq
    } else {
      c.lastSeq = from.seq
      for (const e of missed) deliverTo(c, e)
    }
    release(c)
  }

  // a fault while serving one socket (issue #18) closes that socket alone (1011: the client
  // reconnects and refetches), never the process nor the fan-out to the others
  const failed = (c: Client, err: unknown) => {
    o.log.error({ err, sessionId: c.session?.sessionId }, 'live socket failed')
    c.ws.close(CLOSE_INTERNAL_ERROR, 'Internal error')
  }
  const guard = (c: Client, work: Promise<unknown>) => void work.catch((err: unknown) => failed(c, err))

  const onMessage = (c: Client, raw: RawData) => {
    let msg: { type?: unknown; token?: unknown; apiKey?: unknown; after?: unknown }
    try {
      msg = JSON.parse(raw.toString())
    } catch {
      return
    }
    if (!msg || typeof msg !== 'object') return
    if (msg.type === 'ping') return send(c, { type: 'pong' })
    if (c.session && signals.onMessage(c, c.session, msg)) return
    if (msg.type === 'authenticate') {
      // any `after` is a resume request; one that is not a position of this stream gets a resync
      const after = msg.after === undefined ? undefined : String(msg.after)
      if (typeof msg.token === 'string' && msg.token) return guard(c, authenticate(c, `Bearer ${msg.token}`, msg.token, after))
      if (typeof msg.apiKey === 'string' && msg.apiKey) return guard(c, authenticate(c, `API_KEY ${msg.apiKey}`, msg.apiKey, after))
      return refuse(c)
    }
  }

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const c: Client = { ws, ip: req.socket.remoteAddress, alive: true, holds: 0 }
    clients.add(c)
    ws.on('pong', () => (c.alive = true))
    ws.on('message', (raw) => {
      c.alive = true
      try {
        onMessage(c, raw)
      } catch (err) {
        failed(c, err)
      }
    })
    ws.on('close', () => detach(c))
    ws.on('error', (err) => o.log.debug({ err }, 'live socket error'))
    c.timer = setTimeout(() => {
      if (!c.session) refuse(c)
    }, o.authTimeoutMs).unref()
    const url = new URL(req.url ?? '/', 'http://gateway')
    const token = url.searchParams.get('token')
    const apiKey = url.searchParams.get('apiKey')
    const after = url.searchParams.get('after') ?? undefined
    if (token) guard(c, authenticate(c, `Bearer ${token}`, token, after))
    else if (apiKey) guard(c, authenticate(c, `API_KEY ${apiKey}`, apiKey, after))
  })

  const onUpgrade = (req: IncomingMessage, socket: Duplex, upgradeHead: Buffer) => {
    // node takes its own error listener off a socket it hands to 'upgrade': a client that resets
    // it while its answer is written (ECONNRESET) would end the process (issue #18 item 2)
    socket.on('error', (err) => o.log.debug({ err }, 'live upgrade socket error'))
    const path = (req.url ?? '').split('?')[0]
    if (path !== LIVE_PATH && path !== `${LIVE_PATH}/`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, upgradeHead, (ws) => wss.emit('connection', ws, req))
  }

  /**
   * one event's messages per session, serialised and encoded once: sockets sharing a session share
   * the bytes. The last message of the event carries its position: a client that has it has them all.
   */
  const messagesFor = (e: PositionedEvent, session: Session, memo?: Map<Session, Buffer[]>): Buffer[] => {
    const known = memo?.get(session)
    if (known !== undefined) return known
    const messages = eventMessages(e.event, session, o.canReadEvent)
    const position = encodePosition(e.position)
    const texts = messages.map((m, i) => Buffer.from(JSON.stringify(i === messages.length - 1 ? { ...m, position } : m)))
    memo?.set(session, texts)
    return texts
  }
  const deliverTo = (c: Client, e: PositionedEvent, memo?: Map<Session, Buffer[]>) => {
    if (!c.session || e.event.businessId !== c.session.businessId) return
    // already given (a replay overlapping the held live events)
    if (c.lastSeq !== undefined && e.position.seq <= c.lastSeq) return
    c.lastSeq = e.position.seq
    try {
      for (const text of messagesFor(e, c.session, memo)) sendText(c, text)
    } catch (err) {
      failed(c, err)
    }
  }
  const hold = (c: Client) => {
    c.holds++
    c.held ??= []
  }
  const release = (c: Client) => {
    if (--c.holds > 0) return
    const held = c.held ?? []
    c.held = undefined
    for (const e of held) deliverTo(c, e)
  }
  const deliver = (e: PositionedEvent) => {
    head = e.position
    const set = byBusiness.get(e.event.businessId)
    if (!set) return
    const memo = new Map<Session, Buffer[]>()
    for (const c of set) {
      if (!c.held) deliverTo(c, e, memo)
      else if (c.held.push(e) > MAX_HELD_EVENTS) c.ws.terminate()
    }
  }
  const subscription: FollowSubscription = await o.bus.follow(EVENTS_FILTER, deliver)
  head ??= subscription.startedAfter
  o.server.on('upgrade', onUpgrade)

  const onRevoked = (r: Revocation) => {
    const sessionIds = new Set(r.sessionIds)
    const tokens = new Set(r.tokens)
    for (const c of clients) {
      if (!c.session) continue
      if (sessionIds.has(c.session.sessionId) || (c.credential && tokens.has(c.credential))) refuse(c)
    }
  }
  const stopRevocations = o.sessions.onRevoked(onRevoked)

  // permissions changed: the sockets concerned re-resolve their session (a refused one is closed);
  // events arriving meanwhile wait, so every event after the change is judged by the new session
  const renew = async (c: Client, authorization: string, credential: string) => {
    hold(c)
    try {
      await authenticate(c, authorization, credential)
    } finally {
      release(c)
    }
  }
  const onChanged = (change: SessionsChanged) => {
    const users = change.userIds && new Set(change.userIds)
    for (const c of byBusiness.get(change.businessId) ?? []) {
      if (!c.session || !c.authorization || !c.credential || (users && !users.has(c.session.id))) continue
      guard(c, renew(c, c.authorization, c.credential))
    }
  }
  const stopChanges = o.sessions.onChanged(onChanged)

  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.ws.terminate()
        continue
      }
      c.alive = false
      c.ws.ping()
    }
  }, o.heartbeatMs).unref()

  return {
    size: () => [...byBusiness.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      clearInterval(heartbeat)
      stopRevocations()
      stopChanges()
      o.server.off('upgrade', onUpgrade)
      await subscription.unsubscribe()
      await signals.close()
      for (const c of clients) c.ws.close(CLOSE_GOING_AWAY, 'Server shutting down')
      // clients get a moment to answer the close handshake, then are cut off
      const cutOff = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate()
      }, CLOSE_GRACE_MS)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      clearTimeout(cutOff)
      clients.clear()
      byBusiness.clear()
    },
  }
}
