// Standard Webhooks signatures (https://www.standardwebhooks.com), through the `standardwebhooks`
// package: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}`, base64, sent as
// `webhook-signature: v1,<signature>`. Keyed as the spec says: a `whsec_…` secret is base64 after
// its prefix; any other secret (the SDK's plain ones, 'over 15 characters') by its own UTF-8 bytes.
import { Webhook } from 'standardwebhooks'

export const WHSEC_PREFIX = 'whsec_'

export interface SignedHeaders {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

/** The package's signer for `secret`: base64 key for whsec_, raw bytes otherwise. */
export function signerFor(secret: string): Webhook {
  return secret.startsWith(WHSEC_PREFIX) ? new Webhook(secret) : new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' })
}

/** Is `secret` usable: a whsec_ secret must be non-empty base64 after the prefix. */
export function isUsableSecret(secret: string): boolean {
  if (!secret.startsWith(WHSEC_PREFIX)) return true
  const key = secret.slice(WHSEC_PREFIX.length)
  return key.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(key) && key.length % 4 === 0
}

/** The three headers of one attempt, signed now (`at`, seconds since epoch in the header). */
export function signedHeaders(secret: string, id: string, body: string, at: Date): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signerFor(secret).sign(id, at, body),
  }
}
