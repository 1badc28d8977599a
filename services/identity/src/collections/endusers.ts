// endusers (spec 1 §5 entity rules): a patient updates only their own profile and never their
// organizations; deleting a patient ends their sessions.
import { endusers } from '@care/contracts/collections/index'
import { forbidden } from '@care/contracts/errors'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { IdentityDb } from '../db.ts'
import { revokeAllSessionsOf, type SessionDeps } from '../calls/sessions.ts'
import { andThen, guard, prefixed } from './wrap.ts'

export const ENDUSERS_UPDATE_OWN_PROFILE = 'Endusers may only update their own profile'
export const ENDUSER_ORGANIZATION_IDS_USERS_ONLY = 'Enduser organizationIds can only be updated by users'

export function enduserOperations(db: IdentityDb, deps: SessionDeps) {
  const ops = createCollectionOperations({
    collection: endusers,
    prisma: db,
    model: 'enduser',
    hooks: {
      beforeUpdate(_existing, updates, ctx) {
        if (ctx.session?.type === 'enduser' && 'organizationIds' in updates) throw forbidden(ENDUSER_ORGANIZATION_IDS_USERS_ONLY)
      },
    },
  })
  return prefixed('endusers', {
    ...ops,
    updateOne: guard(ops.updateOne, (s, p: { id?: string }) => s?.type !== 'enduser' || p?.id === s.id, ENDUSERS_UPDATE_OWN_PROFILE),
    deleteOne: andThen(ops.deleteOne, (p: { id: string }) => revokeAllSessionsOf(deps, p.id)),
  })
}
