// WebSocket live events at /v1/live on the gateway's HTTP server. A socket authenticates with
// `?token=` on connect or a first message `{ type: 'authenticate', token }` (`apiKey` for partner
// keys), gets `{ type: 'authenticated' }`, and from then on receives the events of its business
// that its session may read. One bus listener per gateway fans out to every socket; sockets of a
// revoked or expired session are closed with 4401. Keep-alive: protocol pings from the server,
// and `{ type: 'ping' }` is answered `{ type: 'pong' }` for clients that cannot see those.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import type { Logger } from 'pino'
import type { BusEvent } from '@care/contracts/bus'
import { EVENTS_FILTER, type SessionsChanged } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { Bus, Subscription } from '@care/kit/bus/types'
import type { Revocation, SessionResolver } from '../auth/sessions.ts'
import type { CanReadEvent } from '../options.ts'
import { eventMessages } from './messages.ts'

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
  /** events that arrived while the session was being re-resolved: judged by the new session */
  held?: BusEvent[]
}

/** A socket holding more events than this while its session is re-resolved is dropped. */
const MAX_HELD_EVENTS = 10_000

export async function createLive(o: LiveOptions): Promise<Live> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
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

  const authenticate = async (c: Client, authorization: string, credential: string) => {
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
    if (!renewal) send(c, { type: 'authenticated' })
  }

  // a fault while serving one socket (issue #18) closes that socket alone (1011: the client
  // reconnects and refetches), never the process nor the fan-out to the others
  const failed = (c: Client, err: unknown) => {
    o.log.error({ err, sessionId: c.session?.sessionId }, 'live socket failed')
    c.ws.close(CLOSE_INTERNAL_ERROR, 'Internal error')
  }
  const guard = (c: Client, work: Promise<unknown>) => void work.catch((err: unknown) => failed(c, err))

  const onMessage = (c: Client, raw: RawData) => {
    let msg: { type?: unknown; token?: unknown; apiKey?: unknown }
    try {
      msg = JSON.parse(raw.toString())
    } catch {
      return
    }
    if (!msg || typeof msg !== 'object') return
    if (msg.type === 'ping') return send(c, { type: 'pong' })
    if (msg.type === 'authenticate') {
      if (typeof msg.token === 'string' && msg.token) return guard(c, authenticate(c, `Bearer ${msg.token}`, msg.token))
      if (typeof msg.apiKey === 'string' && msg.apiKey) return guard(c, authenticate(c, `API_KEY ${msg.apiKey}`, msg.apiKey))
      return refuse(c)
    }
  }

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const c: Client = { ws, ip: req.socket.remoteAddress, alive: true }
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
    if (token) guard(c, authenticate(c, `Bearer ${token}`, token))
    else if (apiKey) guard(c, authenticate(c, `API_KEY ${apiKey}`, apiKey))
  })

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== LIVE_PATH && path !== `${LIVE_PATH}/`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  }
  o.server.on('upgrade', onUpgrade)

  /** one event's messages per session, serialised and encoded once: sockets sharing a session share the bytes */
  const messagesFor = (event: BusEvent, session: Session, memo?: Map<Session, Buffer[]>): Buffer[] => {
    const known = memo?.get(session)
    if (known !== undefined) return known
    const texts = eventMessages(event, session, o.canReadEvent).map((m) => Buffer.from(JSON.stringify(m)))
    memo?.set(session, texts)
    return texts
  }
  const deliverTo = (c: Client, event: BusEvent, memo?: Map<Session, Buffer[]>) => {
    if (!c.session) return
    try {
      for (const text of messagesFor(event, c.session, memo)) sendText(c, text)
    } catch (err) {
      failed(c, err)
    }
  }
  const deliver = async (event: BusEvent) => {
    const set = byBusiness.get(event.businessId)
    if (!set) return
    const memo = new Map<Session, Buffer[]>()
    for (const c of set) {
      if (!c.held) deliverTo(c, event, memo)
      else if (c.held.push(event) > MAX_HELD_EVENTS) c.ws.terminate()
    }
  }
  const subscription: Subscription = await o.bus.listen(EVENTS_FILTER, deliver)

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
    c.held ??= []
    try {
      await authenticate(c, authorization, credential)
    } finally {
      const held = c.held ?? []
      c.held = undefined
      for (const event of held) deliverTo(c, event)
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
