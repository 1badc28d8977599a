// users (spec 1 §5 entity rules): admins create and delete; a user updates their own profile, an
// admin anyone's; roles change only by an admin (any spelling of 'Admin' is the Admin role, stored
// 'Admin'; names are trimmed); organizationIds never by the API.
import { badRequest, forbidden } from '@care/contracts/errors'
import { ADMIN_ROLE } from '@care/contracts/session'
import { EmailChangeMessages } from '@care/contracts/routes/identity'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { Operation } from '@care/kit/runtime/operation'
import { isUserAdmin } from '../domain/admins.ts'
import { normalizeRoles } from '../domain/roles.ts'
import { announceSessionsChanged, revokeUser, type SessionDeps } from '../calls/sessions.ts'
import { andThen, guard, prefixed } from './wrap.ts'
import { noticeOfEmailChangedByAdmin } from '../calls/email-change.ts'
import type { IdentityRepositories } from '../repositories.ts'

export const ONLY_ADMINS_UPDATE_OTHERS = "Only admin users can update others' profiles"
export const USER_ORGANIZATION_IDS_READONLY = 'User organizationIds are readonly'
export const ONLY_ADMINS_ASSIGN_ADMIN = 'Only Admin users can assign the Admin role'
export const ONLY_ADMINS_CREATE_DELETE_USERS = 'Only admin users can create or delete users'
/** a lock-out is an admin's decision about someone else (the SDK: 'users cannot update own lock status') */
export const NO_OWN_LOCK_OUT = 'Users cannot update their own lock status'

export const userHooks: CollectionHooks = {
  beforeCreate(record, ctx) {
    if (!Array.isArray(record.roles)) return
    const roles = normalizeRoles(record.roles)
    if (roles.includes(ADMIN_ROLE) && !isUserAdmin(ctx.session)) throw forbidden(ONLY_ADMINS_ASSIGN_ADMIN)
    return { ...record, roles }
  },
  beforeUpdate(existing, updates, ctx) {
    if ('organizationIds' in updates) throw badRequest(USER_ORGANIZATION_IDS_READONLY)
    const admin = isUserAdmin(ctx.session)
    if (!admin && ctx.session?.id !== existing.id) throw forbidden(ONLY_ADMINS_UPDATE_OTHERS)
    if ('lockedOutUntil' in updates && ctx.session?.id === existing.id) throw forbidden(NO_OWN_LOCK_OUT)
    // one's own sign-in email moves only with a code from the new address (calls/email-change.ts)
    if (ctx.session?.id === existing.id && typeof updates.email === 'string' && updates.email !== existing.email) {
      throw forbidden(EmailChangeMessages.needsConfirmation)
    }
    if (!('roles' in updates)) return
    const roles = Array.isArray(updates.roles) ? normalizeRoles(updates.roles) : updates.roles
    if (!admin) throw forbidden(Array.isArray(roles) && roles.includes(ADMIN_ROLE) ? ONLY_ADMINS_ASSIGN_ADMIN : ONLY_ADMINS_UPDATE_OTHERS)
    return { ...updates, roles }
  },
}

export function userOperations(repo: IdentityRepositories['users'], deps: SessionDeps) {
  const ops = repo.operations
  const adminOnly = (op: Operation) => guard(op, isUserAdmin, ONLY_ADMINS_CREATE_DELETE_USERS)
  return prefixed('users', {
    ...ops,
    createOne: adminOnly(ops.createOne),
    createSome: adminOnly(ops.createSome),
    updateOne: async (p: { id: string; updates?: Record<string, unknown> }, ctx) => {
      // an Admin moving another user's sign-in email: the old address is told once it is done
      const before = typeof p.updates?.email === 'string' ? await repo.lookup({ id: p.id }) : undefined
      const result = await ops.updateOne(p, ctx)
      // new roles mean new permissions, a lock-out none at all: that user's sessions and API keys
      // are resolved again at once everywhere
      if (p.updates && ('roles' in p.updates || 'lockedOutUntil' in p.updates)) await announceSessionsChanged(deps.bus, { businessId: ctx.session!.businessId, userIds: [p.id] })
      const email = result.email
      if (before && before.businessId === ctx.session?.businessId && typeof email === 'string' && email !== before.email) {
        await noticeOfEmailChangedByAdmin(deps, before, email, ctx.log)
      }
      return result
    },
    // a deleted user's sessions and API keys die with them, at once (issue #10)
    deleteOne: andThen(adminOnly(ops.deleteOne), (p: { id: string }, ctx) =>
      revokeUser(deps, ctx.session!.businessId, p.id, { type: ctx.session!.type, id: ctx.session!.id })),
  })
}
