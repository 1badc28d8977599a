// GET /generate-enduser-auth-token: a session for a patient of the caller's business, for partners
// that authenticate patients themselves. For admins, and staff (or their API keys) allowed to read
// that patient; a patient they may not read answers 404 like a missing one.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { badRequest, notFound, unauthenticated } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { IDENTIFIER_REQUIRED } from '../generate-auth-token.ts'
import { issueToken, sessionSeconds, type SessionDeps } from '../sessions.ts'
import { repositoriesOf } from '../../repositories.ts'
import { findEnduser } from './portal.ts'
import { enduserRecord } from './records.ts'

/** the SDK's text for a patient not found (or not readable by the caller: the same answer) */
export const ENDUSER_NOT_FOUND = 'Could not find a corresponding enduser'

export const generateEnduserAuthToken = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.generate-auth-token'> => async (input, ctx) => {
  const session = ctx.session
  if (session?.type !== 'user') throw unauthenticated()
  const seconds = sessionSeconds(input.durationInSeconds, 'durationInSeconds')
  const businessId = session.businessId
  const repo = repositoriesOf(d.db).endusers
  let enduser
  if (input.id || input.email || input.phone) enduser = await findEnduser(d.db, businessId, input)
  else if (input.externalId) enduser = await repo.systemRepo(businessId).findRow({ externalId: input.externalId })
  else throw badRequest(IDENTIFIER_REQUIRED)
  if (!enduser) throw notFound(ENDUSER_NOT_FOUND)
  repo.systemRepo(businessId).assertMay(session, 'read', enduser, { notFound: ENDUSER_NOT_FOUND })
  const authToken = await issueToken(d, { type: 'enduser', id: enduser.id, businessId }, seconds)
  return { authToken, enduser: enduserRecord(enduser, session) }
}
