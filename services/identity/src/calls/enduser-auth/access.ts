// What a staff member may do with one patient record outside the generic calls (spec 1 §6): the
// kit's rule for records in hand — admins everything; others per their role's access level for
// endusers, 'Assigned' only for patients assigned to them (or that they created).
import { endusers } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'
import { userMayActOn, type AccessAction } from '@care/kit/collections/index'

export const mayActOn = (session: Session, action: AccessAction, enduser: { assignedTo: string[]; creator: string }): boolean =>
  userMayActOn(session, endusers, action, enduser)
