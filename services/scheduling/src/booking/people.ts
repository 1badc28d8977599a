// Who is booked and who books: identity owns users and patients, so the booking calls ask it over the
// bus (users.for-scheduling, endusers.for-form) and never read its tables.
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import { asService, type BookingDeps } from './deps.ts'

const usersRoute = routeNamed(identityBusRoutes, 'users.for-scheduling')
const enduserRoute = routeNamed(identityBusRoutes, 'endusers.for-form')

export interface StaffMember {
  id: string
  fname?: string
  lname?: string
  displayName?: string
  avatar?: string
  timezone?: string
  weeklyAvailabilities: unknown[]
  credentialedStates: unknown[]
}

export interface Patient {
  id: string
  assignedTo: string[]
  state?: string
  email?: string
  phone?: string
  fname?: string
  timezone?: string
}

type Ctx = Pick<OperationContext, 'requestId' | 'traceparent'>

/** The business's staff, or those of `userIds` that belong to it. */
export async function staffOf(d: BookingDeps, businessId: string, userIds: string[] | undefined, ctx: Ctx): Promise<StaffMember[]> {
  const { users } = await callRoute(d.bus, usersRoute, { businessId, ...(userIds ? { userIds } : {}) }, asService(ctx))
  return users
}

export const displayNameOf = (u: Pick<StaffMember, 'displayName' | 'fname' | 'lname'>) =>
  u.displayName || [u.fname, u.lname].filter(Boolean).join(' ')

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** A patient of the business, as staff would read them; undefined when there is none. */
export async function patientOf(d: BookingDeps, businessId: string, enduserId: string, ctx: Ctx): Promise<Patient | undefined> {
  const { enduser } = await callRoute(d.bus, enduserRoute, { businessId, enduserId }, asService(ctx))
  if (!enduser) return undefined
  const assigned = Array.isArray(enduser.assignedTo) ? enduser.assignedTo.filter((x): x is string => typeof x === 'string') : []
  return {
    id: enduserId, assignedTo: assigned, state: text(enduser.state), email: text(enduser.email), phone: text(enduser.phone),
    fname: text(enduser.fname), timezone: text(enduser.timezone),
  }
}
