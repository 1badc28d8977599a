// A webhook receiver written from the Standard Webhooks specification (standardwebhooks.com, "Verifying
// webhooks"), not from the package messaging signs with: the signed content is
// `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 with the secret's key (base64 after
// `whsec_`; here, as our README documents, the UTF-8 bytes of any other secret), base64; the
// `webhook-signature` header holds space-separated `v1,<base64>` entries; a timestamp more than
// 5 minutes from now is refused; an id seen before is refused (replay protection).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TOLERANCE_SECONDS = 5 * 60

export class Verifier {
  private readonly seen = new Set<string>()
  constructor(private readonly secret: string) {}

  private key(): Buffer {
    return this.secret.startsWith('whsec_') ? Buffer.from(this.secret.slice(6), 'base64') : Buffer.from(this.secret, 'utf8')
  }

  /** throws with the reason unless the delivery is authentic, fresh and new; `nowMs` for tests of staleness */
  verify(headers: IncomingHttpHeaders | Record<string, string | undefined>, body: string, nowMs = Date.now()): unknown {
    const id = headers['webhook-id']
    const timestamp = headers['webhook-timestamp']
    const signature = headers['webhook-signature']
    if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') throw new Error('missing headers')
    const seconds = Number(timestamp)
    if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - seconds) > TOLERANCE_SECONDS) throw new Error('timestamp outside the tolerance')
    const expected = createHmac('sha256', this.key()).update(`${id}.${timestamp}.${body}`, 'utf8').digest()
    const matches = signature.split(' ').some((entry) => {
      const [version, value] = entry.split(',')
      if (version !== 'v1' || !value) return false
      const given = Buffer.from(value, 'base64')
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
    if (!matches) throw new Error('no matching signature')
    if (this.seen.has(id)) throw new Error('replayed id')
    this.seen.add(id)
    return JSON.parse(body)
  }
}

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A local receiver: records every request; answers the next status of `statuses` (then 200). */
export async function startReceiver(): Promise<{ url: string; received: Received[]; statuses: number[]; close(): Promise<void>; server: Server }> {
  const received: Received[] = []
  const statuses: number[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => { body += c })
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.statusCode = statuses.shift() ?? 200
      res.end(res.statusCode < 300 ? 'ok' : 'try again')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    server,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

/** polls `check` until it answers something truthy (no sleeps in assertions' place) */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const start = Date.now()
  for (;;) {
    const v = await check()
    if (v) return v as NonNullable<T>
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
