// Bodies larger than the NATS server's max_payload (1 MB by default; the gateway accepts 10 MB):
// the sender offers the bytes on a private subject and sends only a header naming it; the receiver
// pulls them chunk by chunk (each a request, each under the limit) and says when it is done. Used
// for requests (gateway → service) and replies (service → gateway) alike, so no NATS setting has
// to be raised and every message on the wire stays within the server's limit.
import { randomUUID } from 'node:crypto'
import type { MsgHdrs, NatsConnection } from '@nats-io/transport-node'

export const LARGE_BODY_HEADER = 'care-large-body'
/** room left in each message for headers and framing */
const HEADROOM = 64 * 1024
/** an offer nobody finishes is withdrawn after this long */
export const OFFER_TTL_MS = 60_000

/** NATS server's default max_payload */
export const DEFAULT_MAX_PAYLOAD = 1024 * 1024

/** The largest body sent as it is: the server's max_payload less headroom. */
export const inlineLimit = (nc: Pick<NatsConnection, 'info'>) => Math.max(HEADROOM, (nc.info?.max_payload ?? DEFAULT_MAX_PAYLOAD) - HEADROOM)

/**
 * The largest event about one record that can be published on a server with the default
 * max_payload: splitEvent cannot split a single record, so the collection engine refuses (413) a
 * write whose event would be larger (collections/events.ts) instead of storing a record whose event
 * never leaves the outbox.
 */
export const SINGLE_RECORD_EVENT_LIMIT = inlineLimit({ info: undefined })

export interface Offer {
  /** the header value naming the offer: `<subject>;<chunks>;<bytes>` */
  header: string
  withdraw(): void
}

/** Serves `data` on a private subject until the receiver says 'done' (or OFFER_TTL_MS passes). */
export async function offer(nc: NatsConnection, data: Uint8Array): Promise<Offer> {
  const size = inlineLimit(nc)
  const subject = `_CARE_LARGE.${randomUUID().replace(/-/g, '')}`
  const chunks = Math.ceil(data.length / size)
  const sub = nc.subscribe(subject, {
    callback: (err, m) => {
      if (err) return
      const asked = m.string()
      if (asked === 'done') {
        m.respond('')
        withdraw()
        return
      }
      const i = Number(asked)
      m.respond(Number.isInteger(i) && i >= 0 && i < chunks ? data.subarray(i * size, (i + 1) * size) : new Uint8Array())
    },
  })
  const withdraw = () => {
    clearTimeout(timer)
    if (!sub.isClosed()) sub.unsubscribe()
  }
  const timer = setTimeout(withdraw, OFFER_TTL_MS)
  timer.unref?.()
  await nc.flush()
  return { header: `${subject};${chunks};${data.length}`, withdraw }
}

/** The offered bytes named by a message's header, or undefined when the body came inline. */
export async function takeOffered(nc: NatsConnection, h: MsgHdrs | undefined, timeoutMs: number): Promise<Uint8Array | undefined> {
  const header = h?.get(LARGE_BODY_HEADER)
  if (!header) return undefined
  const [subject, chunkText, bytesText] = header.split(';')
  const chunks = Number(chunkText)
  const bytes = Number(bytesText)
  if (!subject?.startsWith('_CARE_LARGE.') || !Number.isInteger(chunks) || !Number.isInteger(bytes) || bytes < 0) throw new Error(`malformed ${LARGE_BODY_HEADER} header`)
  const out = new Uint8Array(bytes)
  let offset = 0
  for (let i = 0; i < chunks; i++) {
    const m = await nc.request(subject, String(i), { timeout: timeoutMs })
    out.set(m.data, offset)
    offset += m.data.length
  }
  if (offset !== bytes) throw new Error('a large body arrived incomplete')
  await nc.request(subject, 'done', { timeout: timeoutMs }).catch(() => {})
  return out
}

/**
 * An event whose records together exceed the limit (a createSome of many long notes) is published
 * as several events (one record alone above the limit stays one event: SINGLE_RECORD_EVENT_LIMIT), each with some of the records (and their changes), under ids `<id>.<n>` so
 * that consumers, which de-duplicate by id, apply every part once.
 */
export function splitEvent<E extends { id: string; records: unknown[]; changes?: { id: string }[]; previous?: Record<string, unknown>[] }>(
  event: E, fits: (e: E) => boolean,
): E[] {
  if (fits(event) || event.records.length <= 1) return [event]
  const parts: E[] = []
  const half = Math.ceil(event.records.length / 2)
  const partOf = (records: unknown[]): E => {
    const ids = new Set(records.map((r) => (r as { id?: unknown }).id))
    return {
      ...event,
      records,
      ...(event.changes ? { changes: event.changes.filter((c) => ids.has(c.id)) } : {}),
      ...(event.previous ? { previous: event.previous.filter((p) => ids.has(p.id)) } : {}),
    }
  }
  for (const records of [event.records.slice(0, half), event.records.slice(half)]) parts.push(...splitEvent(partOf(records), fits))
  return parts.map((part, n) => ({ ...part, id: `${event.id}.${n}` }))
}
