// Patients, staff and organizations belong to identity: the outbound calls read them through its
// calls and never read its tables. A patient is read as the service (endusers.for-form: as staff
// would read them); staff and the organization with the caller's own session.
import { organizations, users } from '@care/contracts/collections/index'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import type { Session } from '@care/contracts/session'
import type { Bus } from '@care/kit/bus/types'
import { callRoute, collectionGetOne, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'

type Hop = Pick<OperationContext, 'requestId' | 'traceparent'>
const hop = (ctx: Hop) => ({ requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) })

/** a patient's fields as identity answers them (strings only where they are strings) */
export type PatientInfo = Record<string, unknown> & { id: string; email?: string; phone?: string; fname?: string; lname?: string }

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)

/** The patient of the business, or undefined when there is none. */
export async function patientOf(bus: Bus, businessId: string, enduserId: string, ctx: Hop): Promise<PatientInfo | undefined> {
  const { enduser } = await callRoute(bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId, enduserId }, hop(ctx))
  if (!enduser) return undefined
  return { ...enduser, id: enduserId, email: text(enduser.email), phone: text(enduser.phone), fname: text(enduser.fname), lname: text(enduser.lname) }
}

/** A staff member of the business as the caller may read them; undefined when there is none. */
export async function userOf(bus: Bus, userId: string, ctx: Hop & { session?: Session }): Promise<Record<string, unknown> | undefined> {
  try {
    return await callRoute(bus, collectionGetOne(users), { id: userId }, { ...hop(ctx), ...(ctx.session ? { session: ctx.session } : {}) })
  } catch (err) {
    if ((err as { status?: number }).status === 404) return undefined
    throw err
  }
}

/** The caller's organization (their business), as they may read it. */
export async function organizationOf(bus: Bus, ctx: Hop & { session?: Session }): Promise<Record<string, unknown> | undefined> {
  if (!ctx.session) return undefined
  try {
    return await callRoute(bus, collectionGetOne(organizations), { id: ctx.session.businessId }, { ...hop(ctx), session: ctx.session })
  } catch (err) {
    if ((err as { status?: number }).status === 404 || (err as { status?: number }).status === 403) return undefined
    throw err
  }
}
