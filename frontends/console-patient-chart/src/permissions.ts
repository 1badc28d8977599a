// What the signed-in staff user may do in a collection, by the server's own rule (contracts'
// mergePermissions over their roles, then mayAct), so the chart offers only what will succeed: a
// coordinator whose role may not update notes sees no Edit on them. While the role permissions are
// unknown (loading, unreadable) only reading is offered; the server decides in any case.
// The same derivation as console-patients' permissions.ts; a shared home for it (@care/sdk or a
// small package) would let both remotes import one copy.
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

export type RolePermissions = readonly { role?: string; permissions?: AccessPermissions }[]
export type May = (action: AccessAction, record?: object) => boolean

export function sessionOf(account: StaffAccount, rolePermissions: RolePermissions): Session {
  const roles = account.roles ?? []
  const isAdmin = roles.includes(ADMIN_ROLE)
  return {
    type: 'user', id: account.id, businessId: account.businessId ?? '', organizationIds: account.organizationIds ?? [],
    isAdmin, roles, permissions: isAdmin ? {} : mergePermissions(rolePermissions.filter((r) => r.role && roles.includes(r.role)).map((r) => r.permissions ?? {})),
  } as Session
}

/** `may(action, record)` in `collection`; false for everything while the session is unknown */
export function mayFor(session: Session | undefined, collection: VisibilityContract): May {
  if (!session) return () => false
  // the record in hand belongs to the session's business (the server answered it)
  return (action, record = {}) => mayAct(session, collection, action, { businessId: session.businessId, ...(record as Record<string, unknown>) })
}

export function usePermissions(collection: VisibilityContract): May {
  const client = useCareClient()
  const account = client.session.user as StaffAccount | undefined
  const isAdmin = Boolean(account?.roles?.includes(ADMIN_ROLE))
  const roles = useCollection<{ id: string; role?: string; permissions?: AccessPermissions }>('role_based_access_permissions', { enabled: Boolean(account) && !isAdmin })
  const known = isAdmin || roles.state === 'Loaded'
  return useMemo(() => mayFor(account && known ? sessionOf(account, roles.records) : undefined, collection), [account, known, roles.records, collection])
}
