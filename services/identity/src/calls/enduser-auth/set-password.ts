// POST /set-enduser-password (the public SDK: "Sets (or resets) an enduser's password … When called
// by enduser, can only be used to set initial password"):
//   - a patient without a password (signed in by a link) sets their first one, for themselves only;
//   - staff with update access to the patient (spec 1 §6, the kit's one rule) set or reset it at any
//     time; every session of the patient then ends, as after a reset link.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { forbidden, notFound, unauthenticated } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashPassword } from '../../domain/passwords.ts'
import { ENDUSERS_UPDATE_OWN_PROFILE } from '../../collections/endusers.ts'
import { revokeAllSessionsOf, type SessionDeps } from '../sessions.ts'
import { mayActOn } from './access.ts'
import { repositoriesOf } from '../../repositories.ts'
import type { Enduser } from '../../generated/prisma/client.ts'

export const setEnduserPassword = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.set-password'> => async (input, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  if (session.type === 'enduser' && input.id !== session.id) throw forbidden(ENDUSERS_UPDATE_OWN_PROFILE)
  const hashedPassword = await hashPassword(input.password)
  const updated = await repositoriesOf(d.db).endusers.systemRepo(session.businessId, { type: session.type, id: session.id })
    .modify(input.id, (before) => {
      checkAllowed(session, before as unknown as Enduser)
      return { hashedPassword, passwordIsUnset: false }
    })
  if (!updated) throw session.type === 'enduser' ? unauthenticated() : notFound()
  if (session.type === 'user') await revokeAllSessionsOf(d, input.id)
  return {}
}

function checkAllowed(session: Session, enduser: Enduser): void {
  if (session.type === 'enduser') {
    if (enduser.hashedPassword) throw forbidden(EnduserAuthMessages.passwordAlreadySet)
    return
  }
  // a patient this user may not read does not exist for them; one they may read but not update is 403
  if (!mayActOn(session, 'read', enduser)) throw notFound()
  if (!mayActOn(session, 'update', enduser)) throw forbidden()
}
