// Patients are identity's (ARCHITECTURE.md §1): records reads a patient with identity's bus-only
// endusers.for-form and writes their journeys, tags and custom fields with the generic
// endusers.updateOne over the bus — never identity's tables. Identity offers no bus-only write for
// system work, so the automation writes as a session of the business acting for the staff member
// whose journey or step it runs (`automationSession`), an admin session: what the staff built is
// what runs, whatever the patient's assignment.
import { identityBusRoutes } from '@care/contracts/routes/identity'
import type { Session } from '@care/contracts/session'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { retrying503 } from './retry-503.ts'
import { allPages } from './all-pages.ts'
import { busCall } from './bus-call.ts'

export interface Patient {
  id: string
  email?: string
  phone?: string
  fname?: string
  lname?: string
  tags?: string[]
  fields?: Record<string, unknown>
  journeys?: Record<string, string>
  assignedTo?: string[]
  [field: string]: unknown
}

export interface EndusersPort {
  /** the patient of the business, or undefined */
  get(businessId: string, enduserId: string, requestId?: string): Promise<Patient | undefined>
  /** identity's generic update of one patient (merge; replace: the fields given replace the stored ones) */
  update(session: Session, enduserId: string, updates: Record<string, unknown>, options?: { replace?: boolean; requestId?: string }): Promise<Patient>
  /** the patients among `ids` the session may read (identity's bulk read) */
  byIds(session: Session, ids: readonly string[]): Promise<Patient[]>
  /** the patients of the business whose journeys[journeyId] is set (or one of `states`) */
  inJourney(session: Session, journeyId: string, states?: readonly string[]): Promise<Patient[]>
  /** every patient of the business matching identity's list `filter`, page after page */
  list(session: Session, filter: Record<string, unknown>): Promise<Patient[]>
}

/** the session the automation writes with: the business's, acting for `userId` */
export const automationSession = (businessId: string, userId: string): Session => ({
  type: 'user', id: userId, name: 'Automation', businessId, organizationIds: [businessId], sessionId: `automation-${businessId}`, roles: ['Admin'], isAdmin: true,
})

export function endusersPort(bus: Bus): EndusersPort {
  const forForm = routeNamed(identityBusRoutes, 'endusers.for-form')
  // a 503 (identity overloaded) is asked again: reads, and merges of the same values, are safe to repeat (busCall)
  const request = <T>(operation: string, payload: unknown, session: Session, requestId?: string): Promise<T> =>
    busCall<T>(bus, 'identity', operation, payload, session, requestId ? { requestId } : {})
  const list = (session: Session, filter: Record<string, unknown>): Promise<Patient[]> =>
    allPages((lastId, limit) => request<Patient[]>('endusers.getSome', { filter, limit, ...(lastId ? { lastId } : {}) }, session))
  return {
    async get(businessId, enduserId, requestId = newObjectId()) {
      const { enduser } = await retrying503(() => callRoute(bus, forForm, { businessId, enduserId }, { requestId }))
      return enduser as Patient | undefined
    },
    update: (session, enduserId, updates, options = {}) =>
      request<Patient>('endusers.updateOne', { id: enduserId, updates, ...(options.replace ? { options: { replaceObjectFields: true } } : {}) }, session, options.requestId),
    byIds: async (session, ids) => (await request<{ matches: Patient[] }>('endusers.bulkRead', { ids: [...ids] }, session)).matches,
    inJourney: (session, journeyId, states) => list(session, { [`journeys.${journeyId}`]: states ? { _in: [...states] } : { _exists: true } }),
    list,
  }
}
