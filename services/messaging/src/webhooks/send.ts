// One attempt of a delivery: a POST of the JSON body with its Standard Webhooks headers. No redirect
// is followed (a 3xx is an answer like any other, and not a success); the connection reaches only
// addresses the guard allowed (address-guard.ts) unless private ones are allowed; the response body
// is read up to 2000 characters; the attempt ends after `timeoutMs`.
import http from 'node:http'
import https from 'node:https'
import { guardedLookup, isPublicAddress, literalAddress, PRIVATE_ADDRESS_MESSAGE, RefusedAddressError } from './address-guard.ts'
import type { SignedHeaders } from './signature.ts'

export const RESPONSE_MAX = 2000

export interface AttemptResult {
  /** the receiver's HTTP status, when one answered */
  responseCode?: number
  response?: string
  /** why no status counts: network error, timeout */
  error?: string
  /** the address is not allowed: retrying cannot help */
  refused?: boolean
  durationMs: number
}

export const isSuccess = (r: AttemptResult) => r.responseCode !== undefined && r.responseCode >= 200 && r.responseCode < 300

export interface SendOptions {
  allowPrivate: boolean
  timeoutMs: number
}

export function sendAttempt(url: string, body: string, headers: SignedHeaders, o: SendOptions): Promise<AttemptResult> {
  const started = Date.now()
  const done = (r: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({ ...r, durationMs: Date.now() - started })
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return Promise.resolve(done({ error: 'url is not a valid URL', refused: true }))
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.resolve(done({ error: 'url must be http or https', refused: true }))
  if (!o.allowPrivate) {
    const literal = literalAddress(target.hostname)
    if (literal !== undefined && !isPublicAddress(literal)) return Promise.resolve(done({ error: `${PRIVATE_ADDRESS_MESSAGE} (${literal})`, refused: true }))
  }
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const req = client.request(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'care-platform-webhooks/1',
        ...headers,
      },
      timeout: o.timeoutMs,
      ...(o.allowPrivate ? {} : { lookup: guardedLookup }),
    }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        if (text.length < RESPONSE_MAX) text += chunk
        if (text.length >= RESPONSE_MAX) res.destroy()
      })
      const finish = () => resolve(done({ responseCode: res.statusCode ?? 0, response: text.slice(0, RESPONSE_MAX) }))
      res.on('end', finish)
      res.on('close', finish)
      res.on('error', finish)
    })
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)), o.timeoutMs)
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)))
    req.on('error', (err) => {
      clearTimeout(timer)
      if (err instanceof RefusedAddressError || (err as { code?: string }).code === 'EWEBHOOKREFUSED') resolve(done({ error: err.message, refused: true }))
      else resolve(done({ error: err.message || String(err) }))
    })
    req.on('close', () => clearTimeout(timer))
    req.end(body)
  })
}
