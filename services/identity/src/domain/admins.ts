// Who counts as an admin where (spec 1 §6). A root admin is an Admin of the business itself rather
// than of one of its sub-organizations: only they manage role permissions.
import type { Session } from '@care/contracts/session'

export const isUserAdmin = (s: Session | undefined) => s?.type === 'user' && s.isAdmin
export const isRootAdmin = (s: Session | undefined) =>
  isUserAdmin(s) && s!.organizationIds.every((id) => id === s!.businessId)
