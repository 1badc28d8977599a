// Role names as people type them: ' admin', 'ADMIN' and 'Admin' are one role, the Admin role
// (spec 1 §6) — never a custom role of the same name that an admin could configure or a check miss.
import { ADMIN_ROLE } from '@care/contracts/session'

export const isAdminRole = (role: unknown): boolean => typeof role === 'string' && role.trim().toLowerCase() === ADMIN_ROLE.toLowerCase()

/** Roles as stored: trimmed, blanks dropped, any spelling of Admin written 'Admin', each once. */
export function normalizeRoles(roles: unknown[]): string[] {
  const out = roles.filter((r): r is string => typeof r === 'string').map((r) => (isAdminRole(r) ? ADMIN_ROLE : r.trim())).filter(Boolean)
  return [...new Set(out)]
}
