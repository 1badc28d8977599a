// Role permissions (spec 1 §6): a user with several roles gets, per collection and action, the most
// permissive level any of their roles grants. 'Default' is what a collection does with no rule.
// Identity resolves sessions with it; the console derives what to offer from the same merge.
import type { AccessLevel, AccessPermissions, AccessForCollection } from '../session.ts'

const RANK: Record<string, number> = { All: 3, Default: 2, Assigned: 1, null: 0 }
const rank = (l: AccessLevel | undefined) => (l === undefined ? -1 : RANK[String(l)])
const ACTIONS = ['create', 'read', 'update', 'delete'] as const

export function mergePermissions(perRole: AccessPermissions[]): AccessPermissions {
  const out: AccessPermissions = {}
  for (const permissions of perRole) {
    for (const [collection, access] of Object.entries(permissions)) {
      const merged: AccessForCollection = (out[collection] ??= {})
      for (const action of ACTIONS) {
        if (rank(access[action]) > rank(merged[action])) merged[action] = access[action]
      }
      if (access.showInSidebar !== undefined) merged.showInSidebar = Boolean(merged.showInSidebar) || access.showInSidebar
    }
  }
  return out
}
