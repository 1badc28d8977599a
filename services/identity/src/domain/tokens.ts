// Session tokens: HS256 JWTs carrying the session id (sid), the principal and its business.
// A token is only as good as its session row: logout revokes the row, so the token dies at once.
import { SignJWT, jwtVerify, errors } from 'jose'
import type { SessionType } from '@care/contracts/session'

export interface TokenClaims {
  sid: string
  sub: string
  typ: SessionType
  bid: string
  exp: number
}

/** What an unsubscribe link's token proves: that the platform sent this patient this kind of message. */
export interface UnsubscribeClaims {
  enduserId: string
  businessId: string
  /** the kinds of messages the link may stop ('email', 'sms', 'all', a category) */
  kinds: string[]
}

const UNSUBSCRIBE_AUDIENCE = 'care:unsubscribe'
/** unsubscribe links keep working a year: old emails still carry them */
export const UNSUBSCRIBE_LINK_SECONDS = 365 * 24 * 60 * 60

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>, expiresInSeconds: number): Promise<string>
  /** undefined when the signature is bad, the token malformed or expired */
  verify(token: string): Promise<TokenClaims | undefined>
  /** the token of an unsubscribe link (never accepted as a session: another audience, no sid) */
  signUnsubscribe(claims: UnsubscribeClaims, expiresInSeconds?: number): Promise<string>
  verifyUnsubscribe(token: string): Promise<UnsubscribeClaims | undefined>
}

export function createTokenSigner(secret: string): TokenSigner {
  if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters')
  const key = new TextEncoder().encode(secret)
  return {
    sign: (claims, expiresInSeconds) =>
      new SignJWT({ sid: claims.sid, typ: claims.typ, bid: claims.bid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(key),
    signUnsubscribe: (claims, expiresInSeconds = UNSUBSCRIBE_LINK_SECONDS) =>
      new SignJWT({ bid: claims.businessId, kinds: claims.kinds, typ: 'unsubscribe' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.enduserId)
        .setAudience(UNSUBSCRIBE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(key),
    async verifyUnsubscribe(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: UNSUBSCRIBE_AUDIENCE })
        const kinds = payload.kinds
        if (payload.typ !== 'unsubscribe' || typeof payload.sub !== 'string' || typeof payload.bid !== 'string' || !Array.isArray(kinds)) return undefined
        return { enduserId: payload.sub, businessId: payload.bid, kinds: kinds.filter((k): k is string => typeof k === 'string') }
      } catch (e) {
        if (e instanceof errors.JOSEError) return undefined
        throw e
      }
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        // an unsubscribe link's token is never a session
        if (payload.aud !== undefined) return undefined
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.bid !== 'string') return undefined
        if (payload.typ !== 'user' && payload.typ !== 'enduser') return undefined
        return { sid: payload.sid, sub: payload.sub, typ: payload.typ, bid: payload.bid, exp: payload.exp ?? 0 }
      } catch (e) {
        if (e instanceof errors.JOSEError) return undefined
        throw e
      }
    },
  }
}
