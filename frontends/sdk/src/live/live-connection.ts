// The live-event socket (gateway/README.md "Live events", spec 1 §8-9): connect once there is a
// credential, authenticate with a first message, try 10 times 250 ms apart and then give up with a
// logged error; after a drop reconnect, never sooner than 2.5 s after the previous attempt. A
// credential the gateway refused (close 4401) or that never authenticated is not retried until the
// session changes.
//
// Resuming (gateway/README.md "Live events" 5): the connection keeps the last event position the
// gateway gave it and sends it back (`after`) when it authenticates again, so events stored while
// it was away arrive then, once each; told to 'resync' (too far behind), it has the caches refetched.
import {
  SOCKET_AUTH_MAX_ATTEMPTS,
  SOCKET_AUTH_RETRY_DELAY_MS,
  SOCKET_RECONNECT_THROTTLE_MS,
} from '../constants.ts'
import type { Logger } from '../options.ts'
import type { LiveMessage } from './apply-event.ts'
import { SOCKET_OPEN, type LiveSocket, type LiveSocketConstructor } from './socket.ts'

export type LiveState = 'stopped' | 'connecting' | 'authenticated'
export type LiveCredential = { token: string } | { apiKey: string }

export const CLOSE_UNAUTHENTICATED = 4401

export interface LiveDeps {
  url: () => string
  WebSocket?: LiveSocketConstructor
  credential: () => LiveCredential | undefined
  onEvent: (message: LiveMessage) => void
  /** the gateway could not replay what was missed: refetch what is cached */
  onResync: () => void
  now: () => number
  log: Logger
}

const secretOf = (c: LiveCredential) => ('token' in c ? c.token : c.apiKey)

export class LiveConnection {
  private current: LiveState = 'stopped'
  private started = false
  private socket?: LiveSocket
  private socketCredential?: string
  private lastConnectAt = -Infinity
  private reconnectTimer?: ReturnType<typeof setTimeout>
  private authTimer?: ReturnType<typeof setTimeout>
  /** a credential that failed: wait for another one */
  private refused?: string
  /** the last event position the gateway gave, sent back on reconnect */
  private position?: string
  private readonly listeners = new Set<(m: LiveMessage) => void>()
  private readonly stateListeners = new Set<(s: LiveState) => void>()

  constructor(private readonly d: LiveDeps) {}

  get state(): LiveState {
    return this.current
  }

  start() {
    if (this.started) return
    this.started = true
    this.refused = undefined
    this.setState('connecting')
    this.connect()
  }

  stop() {
    this.started = false
    this.refused = undefined
    // a later start is a fresh connection: the caches may have been dropped meanwhile
    this.position = undefined
    clearTimeout(this.reconnectTimer)
    this.dropSocket()
    this.setState('stopped')
  }

  /** The session changed: reconnect with the new credential, or wait for one. */
  credentialChanged() {
    if (!this.started) return
    const next = this.d.credential()
    if (next && secretOf(next) === this.socketCredential) return
    this.refused = undefined
    this.dropSocket()
    this.setState('connecting')
    this.connect()
  }

  /** raw `{ event, data }` messages, after they were applied to the caches */
  subscribe(listener: (m: LiveMessage) => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  subscribeState(listener: (s: LiveState) => void): () => void {
    this.stateListeners.add(listener)
    return () => void this.stateListeners.delete(listener)
  }

  private connect() {
    clearTimeout(this.reconnectTimer)
    this.reconnectTimer = undefined
    if (!this.started || this.socket) return
    const credential = this.d.credential()
    if (!credential || secretOf(credential) === this.refused) return
    const wait = this.lastConnectAt + SOCKET_RECONNECT_THROTTLE_MS - this.d.now()
    if (wait > 0) {
      this.reconnectTimer = setTimeout(() => this.connect(), wait)
      return
    }
    this.lastConnectAt = this.d.now()
    if (!this.d.WebSocket) {
      this.d.log.error('Live events need a WebSocket: pass the WebSocket option')
      return
    }
    let socket: LiveSocket
    try {
      socket = new this.d.WebSocket(this.d.url())
    } catch (err) {
      this.d.log.warn('Live events: could not open the socket', err)
      this.reconnectTimer = setTimeout(() => this.connect(), SOCKET_RECONNECT_THROTTLE_MS)
      return
    }
    this.socket = socket
    this.socketCredential = secretOf(credential)
    const after = this.position
    const authenticate = () => socket.send(JSON.stringify({ type: 'authenticate', ...credential, ...(after !== undefined ? { after } : {}) }))
    socket.onopen = () => authenticate()
    socket.onmessage = (ev) => this.onMessage(socket, ev.data)
    socket.onerror = () => undefined // a close follows
    socket.onclose = (ev) => this.onClose(socket, ev.code)
    this.authAttempt(socket, 1, authenticate)
  }

  private authAttempt(socket: LiveSocket, attempt: number, authenticate: () => void) {
    if (this.socket !== socket || this.current === 'authenticated') return
    if (attempt > SOCKET_AUTH_MAX_ATTEMPTS) {
      this.d.log.error(`Live events: authentication failed after ${SOCKET_AUTH_MAX_ATTEMPTS} attempts`)
      this.refused = this.socketCredential
      this.dropSocket()
      return
    }
    // the first attempt is the open handler's; later ones resend in case it was lost
    if (attempt > 1 && socket.readyState === SOCKET_OPEN) authenticate()
    this.authTimer = setTimeout(() => this.authAttempt(socket, attempt + 1, authenticate), SOCKET_AUTH_RETRY_DELAY_MS)
  }

  private onMessage(socket: LiveSocket, data: unknown) {
    if (this.socket !== socket) return
    let message: { type?: unknown; event?: unknown; data?: unknown; position?: unknown }
    try {
      message = JSON.parse(typeof data === 'string' ? data : String(data))
    } catch {
      return
    }
    if (!message || typeof message !== 'object') return
    if (typeof message.position === 'string') this.position = message.position
    if (message.type === 'authenticated') {
      clearTimeout(this.authTimer)
      this.setState('authenticated')
      return
    }
    if (message.type === 'resync') {
      this.d.log.info('Live events: too far behind to catch up; refetching the cached collections')
      try {
        this.d.onResync()
      } catch (err) {
        this.d.log.error('Live events: refetching after a resync failed', err)
      }
      return
    }
    if (typeof message.event === 'string' && Array.isArray(message.data)) {
      const m = { event: message.event, data: message.data }
      try {
        this.d.onEvent(m)
      } catch (err) {
        this.d.log.error(`Live events: applying ${m.event} failed`, err)
      }
      for (const l of [...this.listeners]) l(m)
    }
  }

  private onClose(socket: LiveSocket, code: number) {
    if (this.socket !== socket) return
    this.socket = undefined
    clearTimeout(this.authTimer)
    if (!this.started) return
    this.setState('connecting')
    if (code === CLOSE_UNAUTHENTICATED) {
      this.d.log.warn('Live events: the session was refused; waiting for a new one')
      this.refused = this.socketCredential
      return
    }
    this.connect()
  }

  private dropSocket() {
    clearTimeout(this.authTimer)
    const s = this.socket
    this.socket = undefined
    this.socketCredential = undefined
    if (s) {
      s.onopen = s.onmessage = s.onclose = null
      // `ws` throws on an 'error' event nobody listens to (closing while connecting emits one)
      s.onerror = () => undefined
      try {
        s.close()
      } catch {
        // already closed
      }
    }
    if (this.started) this.setState('connecting')
  }

  private setState(s: LiveState) {
    if (s === this.current) return
    this.current = s
    for (const l of [...this.stateListeners]) l(s)
  }
}
