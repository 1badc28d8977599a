// POST /users/login-google {jwt}: a Google ID token, verified against the keys at GOOGLE_JWKS_URL
// (Google's by default) for our GOOGLE_CLIENT_ID, signs in the staff user with that verified email.
import { createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey } from 'jose'
import { ApiError, badRequest } from '@care/contracts/errors'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { repositoriesOf } from '../repositories.ts'
import { ACCOUNT_LOCKED, isLockedOut } from '../domain/lockout.ts'

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured'
export const GOOGLE_TOKEN_REFUSED = 'Google sign-in failed'

export interface GoogleSignInOptions {
  clientId?: string
  jwksUrl?: string
}

export function googleOptionsFromEnv(env = process.env): GoogleSignInOptions {
  return { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs' }
}

export const loginGoogle = (d: SessionDeps, o: GoogleSignInOptions): Handler<typeof identityRoutes, 'users.login-google'> => {
  let keys: JWTVerifyGetKey | undefined
  return async (input) => {
    if (!o.clientId || !o.jwksUrl) throw badRequest(GOOGLE_NOT_CONFIGURED)
    keys ??= createRemoteJWKSet(new URL(o.jwksUrl))
    let email: string | undefined
    try {
      const { payload } = await jwtVerify(String(input.jwt ?? ''), keys, { issuer: GOOGLE_ISSUERS, audience: o.clientId })
      if (payload.email_verified === true && typeof payload.email === 'string') email = payload.email.toLowerCase()
    } catch (e) {
      if (!(e instanceof errors.JOSEError)) throw e
      if (e instanceof errors.JWKSTimeout || e.code === 'ERR_JWKS_TIMEOUT') throw new ApiError(503, 'Google keys could not be fetched, please try again')
    }
    const user = email ? await repositoriesOf(d.db).users.lookup({ email }) : undefined
    if (!user) throw new ApiError(401, GOOGLE_TOKEN_REFUSED)
    if (isLockedOut(user.lockedOutUntil)) throw new ApiError(403, ACCOUNT_LOCKED)
    const updated = await repositoriesOf(d.db).users.systemRepo(user.businessId, { type: 'user', id: user.id })
      .update(user.id, { lastActive: new Date().toISOString(), verifiedEmail: true })
    const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, sessionSeconds())
    return { authToken, user: updated }
  }
}
