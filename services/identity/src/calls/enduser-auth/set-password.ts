// POST /set-enduser-password (the public SDK: "Sets (or resets) an enduser's password … When called
// by enduser, can only be used to set initial password"):
//   - a patient without a password (signed in by a link) sets their first one, for themselves only;
//   - staff with update access to the patient (spec 1 §6, the kit's one rule) set or reset it at any
//     time; every session of the patient then ends, as after a reset link.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { forbidden, notFound, unauthenticated } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashPassword } from '../../domain/passwords.ts'
import { ENDUSERS_UPDATE_OWN_PROFILE } from '../../collections/endusers.ts'
import { revokeAllSessionsOf, type SessionDeps } from '../sessions.ts'
import { repositoriesOf } from '../../repositories.ts'

export const setEnduserPassword = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.set-password'> => async (input, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  const repo = repositoriesOf(d.db).endusers.systemRepo(session.businessId, { type: session.type, id: session.id })
  // a patient names only their own record (the endusers rule: update 'own')
  if (session.type === 'enduser') repo.assertMay(session, 'update', { id: input.id }, { unreadable: 'forbidden', forbidden: ENDUSERS_UPDATE_OWN_PROFILE })
  const hashedPassword = await hashPassword(input.password)
  const updated = await repo.modify(input.id, (before) => {
    // a patient sets a first password only; staff need update access to the patient (404 when they may not read them)
    if (session.type === 'enduser') {
      if (before.hashedPassword) throw forbidden(EnduserAuthMessages.passwordAlreadySet)
    } else repo.assertMay(session, 'update', before)
    return { hashedPassword, passwordIsUnset: false }
  })
  if (!updated) throw session.type === 'enduser' ? unauthenticated() : notFound()
  if (session.type === 'user') await revokeAllSessionsOf(d, input.id)
  return {}
}
