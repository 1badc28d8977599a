// What the booking calls are built from (the service's setup): the database, the collections'
// repositories, the bus to identity and messaging, a clock (tests control it) and the portal's origin.
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { PrismaClient } from '../db.ts'
import type { SchedulingRepositories } from '../repositories.ts'

export interface BookingDeps {
  db: PrismaClient
  repos: Pick<SchedulingRepositories, 'calendarEvents' | 'calendarEventTemplates' | 'appointmentBookingPages' | 'appointmentLocations' | 'availabilityBlocks'>
  bus: Bus
  /** ms since epoch */
  now: () => number
  /** the portal's origin for links in messages (PORTAL_URL); else the origin the caller reached the gateway at */
  portalUrl?: string
  /** the service's durable jobs (a waitlist hold's lapse); usable once the service has started */
  jobs?: RunningJobs<readonly JobDefinition[]>
}

/** what a call passes on when it asks another service as itself */
export const asService = (ctx: Pick<OperationContext, 'requestId' | 'traceparent'>) => ({ requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) })

export const portalBase = (d: BookingDeps, ctx: Pick<OperationContext, 'origin'>) => d.portalUrl || ctx.origin || 'http://localhost:8080'
