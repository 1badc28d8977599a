// organizations (spec 1 §5 entity rules): admins update their organization; ownership moves only
// by the owner, and only the creator sets the first owner. New organizations come from
// /users/register, /sub-organization and /organizations/create-and-join, never the generic create.
import { ErrorMessages, forbidden } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { Repository } from '@care/kit/repository/index'
import { isUserAdmin } from '../domain/admins.ts'
import { guard, prefixed } from './wrap.ts'

export const ONLY_OWNER_CHANGES_OWNERSHIP = 'Only owner can change ownership'
export const ONLY_CREATOR_SETS_INITIAL_OWNER = 'Only creator can set initial owner'
export const ORGANIZATIONS_ADMIN_ONLY = 'Only admin users can update the organization'
// the SDK's text for an action a model does not offer: organizations are created with /users/register,
// /sub-organization or /organizations/create-and-join, and never deleted
export const ORGANIZATIONS_CREATED_BY_CALLS = ErrorMessages.actionNotAllowed
export const ORGANIZATIONS_NOT_DELETABLE = ErrorMessages.actionNotAllowed

export const organizationHooks: CollectionHooks = {
  beforeUpdate(existing, updates, ctx) {
    if (!('owner' in updates) || updates.owner === existing.owner) return
    const caller = ctx.session?.id
    if (existing.owner) {
      if (existing.owner !== caller) throw forbidden(ONLY_OWNER_CHANGES_OWNERSHIP)
    } else if (existing.creator !== caller) throw forbidden(ONLY_CREATOR_SETS_INITIAL_OWNER)
  },
}

export function organizationOperations(repo: Repository) {
  const ops = repo.operations
  const never = (message: string) => guard(ops.createOne, () => false, message)
  return prefixed('organizations', {
    ...ops,
    createOne: never(ORGANIZATIONS_CREATED_BY_CALLS),
    createSome: never(ORGANIZATIONS_CREATED_BY_CALLS),
    updateOne: guard(ops.updateOne, isUserAdmin, ORGANIZATIONS_ADMIN_ONLY),
    deleteOne: never(ORGANIZATIONS_NOT_DELETABLE),
  })
}
