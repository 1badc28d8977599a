// What the signed-in staff user may do, derived in the browser by the server's own rule
// (contracts/src/access: mergePermissions over their roles' permissions, then mayAct) — so the
// screens offer only actions that will succeed (a coordinator with no delete access sees no
// Delete). While the role permissions are unknown (loading, or unreadable for this role), nothing
// beyond reading is offered; the server decides in any case.
import { useMemo } from 'react'
import { mayAct, type AccessAction, type VisibilityContract } from '@care/contracts/access/visibility'
import { mergePermissions } from '@care/contracts/access/permissions'
import { ADMIN_ROLE, type AccessPermissions, type Session } from '@care/contracts/session'
import { useCareClient, useCollection } from '@care/sdk/react'

export interface StaffAccount {
  id: string
  businessId?: string
  organizationIds?: string[]
  roles?: string[]
}

export type May = (action: AccessAction, record?: Record<string, unknown>) => boolean

/** A staff session as the server would resolve it, from the account and its roles' permissions. */
export function sessionOf(account: StaffAccount, rolePermissions: readonly { role?: string; permissions?: AccessPermissions }[]): Session {
  const roles = account.roles ?? []
  const isAdmin = roles.includes(ADMIN_ROLE)
  return {
    type: 'user', id: account.id, businessId: account.businessId ?? '', organizationIds: account.organizationIds ?? [],
    isAdmin, roles, permissions: isAdmin ? {} : mergePermissions(rolePermissions.filter((r) => r.role && roles.includes(r.role)).map((r) => r.permissions ?? {})),
  } as Session
}

/**
 * May this staff account do `action` (to `record`, for a stored one) in `collection`, given the
 * role permissions of its business? The pure form of what `usePermissions` answers.
 */
export function mayPerform(
  rolePermissions: readonly { role?: string; permissions?: AccessPermissions }[],
  account: StaffAccount,
  collection: VisibilityContract,
  action: AccessAction,
  record?: Record<string, unknown>,
): boolean {
  return mayFor(sessionOf(account, rolePermissions), collection)(action, record)
}

/** `may(action, record)` for `collection`; false for every action while permissions are unknown. */
export function mayFor(session: Session | undefined, collection: VisibilityContract): May {
  if (!session) return () => false
  // the record in hand belongs to the session's business (the server answered it)
  return (action, record = {}) => mayAct(session, collection, action, { businessId: session.businessId, ...record })
}

export function usePermissions(collection: VisibilityContract): May {
  const client = useCareClient()
  const account = client.session.user as StaffAccount | undefined
  const isAdmin = Boolean(account?.roles?.includes(ADMIN_ROLE))
  // an admin needs no role permissions (and every role may be unreadable to others)
  const roles = useCollection<{ id: string; role?: string; permissions?: AccessPermissions }>('role_based_access_permissions', { enabled: Boolean(account) && !isAdmin })
  const known = isAdmin || roles.state === 'Loaded'
  return useMemo(
    () => mayFor(account && known ? sessionOf(account, roles.records) : undefined, collection),
    [account, known, roles.records, collection],
  )
}
