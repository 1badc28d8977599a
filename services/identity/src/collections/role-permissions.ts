// role_based_access_permissions (spec 1 §5, §6): only root admins create, update or delete; every
// user of the business may read them. Writes publish events through the outbox and tell every
// gateway that the business's sessions changed, so the new permissions apply at once (REST and live).
import { ROLE_ADMIN_MESSAGE } from '@care/contracts/collections/role-based-access-permissions'
import { badRequest } from '@care/contracts/errors'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'
import type { Repository } from '@care/kit/repository/index'
import { isAdminRole } from '../domain/roles.ts'
import type { Operation } from '@care/kit/runtime/operation'
import { isRootAdmin } from '../domain/admins.ts'
import { announceSessionsChanged, type SessionDeps } from '../calls/sessions.ts'
import { andThen, guard, prefixed } from './wrap.ts'

export const ONLY_ROOT_ADMINS_MANAGE_ROLES = 'Only root admin users can manage role permissions'

/** The role is stored trimmed; no spelling of 'Admin' can be configured (spec 1 §5). */
const roleName = <T extends ApiRecord>(fields: T): T | undefined => {
  if (typeof fields.role !== 'string') return
  if (isAdminRole(fields.role)) throw badRequest(ROLE_ADMIN_MESSAGE, [{ field: 'role', message: ROLE_ADMIN_MESSAGE }])
  return { ...fields, role: fields.role.trim() }
}

export const rolePermissionHooks: CollectionHooks = {
  beforeCreate: (record) => roleName(record),
  beforeUpdate: (_existing, updates) => roleName(updates),
}

export function rolePermissionOperations(repo: Repository, deps: Pick<SessionDeps, 'bus'>) {
  const ops = repo.operations
  const rootOnly = (op: Operation) => andThen(
    guard(op, isRootAdmin, ONLY_ROOT_ADMINS_MANAGE_ROLES),
    (_payload, ctx) => announceSessionsChanged(deps.bus, { businessId: ctx.session!.businessId }),
  )
  return prefixed('role_based_access_permissions', {
    ...ops,
    createOne: rootOnly(ops.createOne),
    createSome: rootOnly(ops.createSome),
    updateOne: rootOnly(ops.updateOne),
    deleteOne: rootOnly(ops.deleteOne),
  })
}
