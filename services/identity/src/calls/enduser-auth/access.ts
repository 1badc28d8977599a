// What a staff member may do with one patient record outside the generic calls (spec 1 §6): admins
// everything; others per their role's access level for endusers — none refuses, 'Assigned' only
// for patients assigned to them (or that they created).
import type { Session } from '@care/contracts/session'
import { userAccessLevel, type AccessAction } from '@care/kit/collections/index'

export function mayActOn(session: Session, action: AccessAction, enduser: { assignedTo: string[]; creator: string }): boolean {
  if (session.type !== 'user') return false
  const level = userAccessLevel(session, 'endusers', action)
  if (level === null) return false
  if (level === 'Assigned') return enduser.assignedTo.includes(session.id) || enduser.creator === session.id
  return true
}
