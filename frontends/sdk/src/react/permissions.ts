// What the signed-in staff user may do in a collection, by the server's own rule (contracts'
// mergePermissions over their roles, then mayAct), so a screen offers only what will succeed: a
// coordinator whose role may not create forms sees no 'Create form'. While the role permissions
// are unknown (loading, unreadable) only reading is offered; the server decides in any case.
import { useMemo } from 'react'
import { mergePermissions } from '@care/contracts/access/permissions'
import { accessLevel, levelFor, mayAct, type AccessAction, type VisibilityContract } from '@care/contracts/access/visibility'
import { ADMIN_ROLE, type AccessLevel, type AccessPermissions, type Session } from '@care/contracts/session'
// through the package's own entry, not './provider.ts': under Module Federation this file is a
// shared module of its own, and a relative import would bundle a second provider (a second React
// context) into each remote — 'useCareClient needs a <CareProvider>' at run time
import { useCareClient, useCollection } from '@care/sdk/react'

export interface StaffAccount {
  id: string
  businessId?: string
  organizationIds?: string[]
  roles?: string[]
}

export type RolePermissions = readonly { role?: string; permissions?: AccessPermissions }[]
/** `may(action, record?)`: may the signed-in staff user do `action` (to `record`) here? */
export type May = (action: AccessAction, record?: object) => boolean

/** A staff session as the server resolves it, from the account and its roles' permissions. */
export function staffSessionOf(account: StaffAccount, rolePermissions: RolePermissions): Session {
  const roles = account.roles ?? []
  const isAdmin = roles.includes(ADMIN_ROLE)
  return {
    type: 'user', id: account.id, businessId: account.businessId ?? '', organizationIds: account.organizationIds ?? [],
    isAdmin, roles, permissions: isAdmin ? {} : mergePermissions(rolePermissions.filter((r) => r.role && roles.includes(r.role)).map((r) => r.permissions ?? {})),
  } as Session
}

/** `may` for `collection`; false for everything while the session is unknown. */
export function mayIn(session: Session | undefined, collection: VisibilityContract): May {
  if (!session) return () => false
  // the record in hand belongs to the session's business (the server answered it)
  return (action, record = {}) => mayAct(session, collection, action, { businessId: session.businessId, ...(record as Record<string, unknown>) })
}

/** The signed-in staff user's session as the server resolves it; undefined while it is unknown. */
function useStaffSession(): Session | undefined {
  const client = useCareClient()
  const account = client.session.user as StaffAccount | undefined
  const isAdmin = Boolean(account?.roles?.includes(ADMIN_ROLE))
  // an admin needs no role permissions (and every role may be unreadable to others)
  const roles = useCollection('role_based_access_permissions', { enabled: Boolean(account) && !isAdmin })
  const known = isAdmin || roles.state === 'Loaded'
  return useMemo(() => (account && known ? staffSessionOf(account, roles.records) : undefined), [account, known, roles.records])
}

export function usePermissions(collection: VisibilityContract): May {
  const session = useStaffSession()
  return useMemo(() => mayIn(session, collection), [session, collection])
}

/**
 * The staff user's level for `action` in `collection` ('All', 'Assigned', 'Default', null) as the
 * server applies it ('Default' is 'Assigned' where the contract's defaultAccess says so); undefined
 * while unknown.
 */
export function useAccessLevel(collection: VisibilityContract, action: AccessAction): AccessLevel | undefined {
  const session = useStaffSession()
  return session ? levelFor(collection, accessLevel(session, collection.name, action)) : undefined
}
