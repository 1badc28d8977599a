// POST /set-enduser-password: a patient without a password (signed in by a link) sets their first
// one. Only for themselves, and only once: changing a password goes through the reset link.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { forbidden, unauthenticated } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashPassword } from '../../domain/passwords.ts'
import { ENDUSERS_UPDATE_OWN_PROFILE } from '../../collections/endusers.ts'
import type { SessionDeps } from '../sessions.ts'
import { lockEnduser, publishEnduserUpdated } from './records.ts'

export const setEnduserPassword = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.set-password'> => async (input, ctx) => {
  const session = ctx.session
  if (session?.type !== 'enduser') throw unauthenticated()
  if (input.id !== session.id) throw forbidden(ENDUSERS_UPDATE_OWN_PROFILE)
  const hashedPassword = await hashPassword(input.password)
  await d.db.$transaction(async (tx) => {
    await lockEnduser(tx, session.id)
    const before = await tx.enduser.findUnique({ where: { id: session.id } })
    if (!before) throw unauthenticated()
    if (before.hashedPassword) throw forbidden(EnduserAuthMessages.passwordAlreadySet)
    const after = await tx.enduser.update({ where: { id: before.id }, data: { hashedPassword, passwordIsUnset: false, updatedAt: new Date() } })
    await publishEnduserUpdated(tx, before, after, { type: 'enduser', id: before.id })
  })
  return {}
}
