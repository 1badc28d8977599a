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

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>, expiresInSeconds: number): Promise<string>
  /** undefined when the signature is bad, the token malformed or expired */
  verify(token: string): Promise<TokenClaims | undefined>
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
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
