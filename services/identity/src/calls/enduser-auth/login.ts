// POST /login-enduser: a patient signs in with a password, named by id, email or phone within the
// portal's business. An unknown patient, one without a password and a wrong password answer
// identically (same status, same text, a real hash check each time); failures are throttled per
// account and address like staff sign-in.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { ApiError } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { enduserAccountKey } from '../../domain/login-throttle.ts'
import { burnPasswordCheck, verifyPassword } from '../../domain/passwords.ts'
import { issueToken, sessionSeconds, type SessionDeps } from '../sessions.ts'
import { INVALID_CREDENTIALS } from '../users-auth.ts'
import { findEnduser } from './portal.ts'
import { repositoriesOf } from '../../repositories.ts'
import { toApiRecord } from '@care/kit/collections/index'
import { endusers } from '@care/contracts/collections/index'

export const loginEnduser = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.login'> => async (input, ctx) => {
  const seconds = sessionSeconds(input.durationInSeconds, 'durationInSeconds')
  const by = { id: input.id, email: input.email, phone: input.phone }
  const enduser = by.id || by.email || by.phone ? await findEnduser(d.db, input.businessId, by) : null
  // counted per account, however it is named (id, email, any spelling of the phone)
  const key = enduserAccountKey(input.businessId, by, enduser?.id)
  await d.throttle?.before(key, ctx.ip)
  const ok = enduser?.hashedPassword ? await verifyPassword(enduser.hashedPassword, input.password) : await burnPasswordCheck(input.password)
  if (!enduser || !ok) {
    await d.throttle?.failed(key, ctx.ip)
    throw new ApiError(401, INVALID_CREDENTIALS)
  }
  await d.throttle?.succeeded(key, ctx.ip)
  const updated = await repositoriesOf(d.db).endusers.systemRepo(enduser.businessId, { type: 'enduser', id: enduser.id })
    .update(enduser.id, { lastActive: new Date().toISOString() })
  const authToken = await issueToken(d, { type: 'enduser', id: enduser.id, businessId: enduser.businessId }, seconds)
  return { authToken, enduser: toApiRecord(endusers, updated, { type: 'enduser' }) }
}
