// role_based_access_permissions (spec 1 §5, §6): only root admins create, update or delete; every
// user of the business may read them. Writes publish events through the outbox and tell every
// gateway that the business's sessions changed, so the new permissions apply at once (REST and live).
import type { Repository } from '@care/kit/repository/index'
import type { Operation } from '@care/kit/runtime/operation'
import { isRootAdmin } from '../domain/admins.ts'
import { announceSessionsChanged, type SessionDeps } from '../calls/sessions.ts'
import { andThen, guard, prefixed } from './wrap.ts'

export const ONLY_ROOT_ADMINS_MANAGE_ROLES = 'Only root admin users can manage role permissions'

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
