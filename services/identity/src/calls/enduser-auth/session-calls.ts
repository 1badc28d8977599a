// A patient's own session: refresh (also how a sign-in link's single-use token, consumed by the
// gateway's authentication of this very call, becomes a normal session), session info, and the
// check of a token for staff and partners.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { unauthenticated } from '@care/contracts/errors'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { issueToken, revokeSessions, sessionRow, sessionSeconds, type SessionDeps } from '../sessions.ts'
import { repositoriesOf } from '../../repositories.ts'
import { enduserRecord, sessionInfo } from './records.ts'

async function ownRow(d: SessionDeps, ctx: OperationContext) {
  const session = ctx.session
  if (session?.type !== 'enduser') throw unauthenticated()
  const row = await repositoriesOf(d.db).endusers.systemRepo(session.businessId).row(session.id)
  if (!row) throw unauthenticated()
  return { session, row }
}

/** POST /refresh-enduser-session */
export const refreshEnduserSession = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.refresh-session'> => async (input, ctx) => {
  const { session, row } = await ownRow(d, ctx)
  const authToken = await issueToken(d, { type: 'enduser', id: row.id, businessId: row.businessId }, sessionSeconds())
  if (input.invalidatePreviousToken) await revokeSessions(d, [session.sessionId])
  return { authToken, enduser: enduserRecord(row) }
}

/** GET /enduser-session-info */
export const enduserSessionInfo = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.session-info'> => async (_input, ctx) => {
  const { row } = await ownRow(d, ctx)
  return { enduser: sessionInfo(row) }
}

const notAuthenticated = { isAuthenticated: false as const, enduser: null }

/**
 * GET /enduser-is-authenticated: whether `authToken` is a live patient session of the caller's
 * business (a patient may only ask about their own). It never consumes a sign-in link's
 * single-use token: such a token is not a session yet, so it answers false.
 */
export const enduserIsAuthenticated = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.is-authenticated'> => async (input, ctx) => {
  const caller = ctx.session
  if (!caller) throw unauthenticated()
  const claims = await d.tokens.verify(input.authToken)
  if (!claims || claims.typ !== 'enduser' || claims.bid !== caller.businessId) return notAuthenticated
  if (input.id && input.id !== claims.sub) return notAuthenticated
  if (caller.type === 'enduser' && caller.id !== claims.sub) return notAuthenticated
  const row = await sessionRow(d, claims.sid)
  if (!row || row.revokedAt || row.singleUse || row.expiresAt.getTime() <= Date.now() || row.principalId !== claims.sub) return notAuthenticated
  const enduser = await repositoriesOf(d.db).endusers.systemRepo(caller.businessId).row(claims.sub)
  if (!enduser) return notAuthenticated
  return { isAuthenticated: true, enduser: enduserRecord(enduser, caller) }
}
