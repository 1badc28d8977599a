// A test client for /v1/live: connects with a session token or an API key, records every event
// message, and `settle()` proves that everything the server sent before now has arrived (a
// `{ type: 'ping' }` round trip: messages on one socket are ordered, so the pong comes last).
// `after` resumes from a position an earlier socket saw (gateway/README.md "Live events" 5).
import { WebSocket } from 'ws'

export interface LiveMessage {
  event: string
  data: unknown[]
  /** the event's stream position (on the last message of an event) */
  position?: string
}

export interface LiveSocket {
  /** event messages received so far, in order */
  events: LiveMessage[]
  /** resolves once every message the server sent before this call has been received */
  settle(): Promise<void>
  /** resolves with the first event message (already received or coming) that matches */
  next(match: (m: LiveMessage) => boolean): Promise<LiveMessage>
  /** the last position the gateway gave this socket (an event's, or the authentication's, or a resync's) */
  lastPosition(): string | undefined
  /** whether the gateway answered the resume with 'resync' */
  resynced(): boolean
  /** settles when the socket is closed, by either side (a killed server included) */
  closed: Promise<void>
  close(): void
}

/** A guard so a missing message fails the test instead of hanging it; not a timing assertion. */
const GUARD_MS = 10_000

export async function openLiveSocket(baseUrl: string, authorization: string, o: { after?: string } = {}): Promise<LiveSocket> {
  const [scheme, credential] = authorization.split(' ')
  const query = scheme === 'API_KEY' ? `apiKey=${encodeURIComponent(credential!)}` : `token=${encodeURIComponent(credential!)}`
  const resume = o.after === undefined ? '' : `&after=${encodeURIComponent(o.after)}`
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/live?${query}${resume}`)
  const events: LiveMessage[] = []
  let position: string | undefined
  let resynced = false
  const waiters = new Set<(m: { type?: string; event?: string }) => void>()
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { type?: string; event?: string; data?: unknown[]; position?: string }
    if (m.event) events.push(m as LiveMessage)
    if (m.position) position = m.position
    if (m.type === 'resync') resynced = true
    for (const w of [...waiters]) w(m)
  })
  const waitFor = <T>(match: (m: { type?: string; event?: string }) => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const guard = setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error(`live socket: no ${what}; got ${JSON.stringify(events)}`))
      }, GUARD_MS)
      const waiter = (m: { type?: string; event?: string }) => {
        const found = match(m)
        if (found === undefined) return
        clearTimeout(guard)
        waiters.delete(waiter)
        resolve(found)
      }
      waiters.add(waiter)
    })
  const authenticated = waitFor((m) => (m.type === 'authenticated' ? true : undefined), 'authentication')
  // a socket that fails to open rejects below; its authentication guard must not reject unheard later
  authenticated.catch(() => undefined)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()))
  await authenticated
  return {
    events,
    async settle() {
      const pong = waitFor((m) => (m.type === 'pong' ? true : undefined), 'pong')
      ws.send(JSON.stringify({ type: 'ping' }))
      await pong
    },
    next(match) {
      const seen = events.find(match)
      if (seen) return Promise.resolve(seen)
      return waitFor((m) => (m.event && match(m as LiveMessage) ? (m as LiveMessage) : undefined), 'matching event')
    },
    lastPosition: () => position,
    resynced: () => resynced,
    closed,
    close: () => ws.terminate(),
  }
}
