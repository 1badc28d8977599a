// Scheduling (issue #20): calendars, appointment types, booking pages, locations, availability and
// video visits, declared once with the kit's defineService. Core (this folder): the collections and
// their rules (collections/), /events-for-user, /update-order-of-availability-blocks and the ICS
// download (calls/), reminders as durable jobs (reactions/reminders.ts). Booking (booking/) and
// meetings (meetings/) add their calls. Another service's data only through its calls and events:
// display names and patients' addresses from identity, emails and SMS through messaging.
import { fileURLToPath } from 'node:url'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type ServiceContext, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import type { SchedulingDeps, SchedulingOptions } from './deps.ts'
import { schedulingCollectionList, type SchedulingRepositories } from './repositories.ts'
import { registerRuntime, type DisplayInfo } from './runtime.ts'
import { schedulingOperations } from './calls/index.ts'
import { schedulingBusOperations } from './calls/cancel-future-for-enduser.ts'
import { eventReminders, remindEventJob } from './reactions/reminders.ts'
import { eventRemoved, patientRemoved } from './reactions/cascades.ts'
import { bookingCalls, bookingJobs, bookingReactions } from './booking/index.ts'
import { calendarEventsPort, createZoomClient, meetingCalls, zoomSettingsFromEnv } from './meetings/index.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

export const schedulingService = defineService({
  name: 'scheduling',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: schedulingCollectionList,
  setup: (ctx: ServiceContext<PrismaClient, SchedulingOptions, SchedulingRepositories>): SchedulingDeps => {
    const now = ctx.options.now ?? Date.now
    registerRuntime(ctx.db, {
      now,
      async displayInfo(who, call): Promise<DisplayInfo> {
        const hop = { requestId: call.requestId, ...(call.traceparent ? { traceparent: call.traceparent } : {}) }
        if (who.type === 'enduser') {
          const businessId = call.session?.businessId ?? ''
          const { enduser } = await callRoute(ctx.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId, enduserId: who.id }, hop)
          const name = text(enduser?.displayName) ?? ([text(enduser?.fname), text(enduser?.lname)].filter(Boolean).join(' ') || undefined)
          return { ...(name ? { displayName: name } : {}), ...(text(enduser?.avatar) ? { avatar: text(enduser?.avatar) } : {}) }
        }
        const { users } = await callRoute(ctx.bus, routeNamed(identityBusRoutes, 'users.for-scheduling'), { businessId: call.session?.businessId ?? '', userIds: [who.id] }, hop)
        const user = users.find((u) => u.id === who.id)
        const name = text(user?.displayName) ?? ([text(user?.fname), text(user?.lname)].filter(Boolean).join(' ') || undefined)
        return { ...(name ? { displayName: name } : {}), ...(text(user?.avatar) ? { avatar: text(user?.avatar) } : {}) }
      },
    })
    return { db: ctx.db, repos: ctx.repos, bus: ctx.bus, jobs: ctx.jobs, log: ctx.log, now }
  },
  operations: (d, ctx) => {
    const portal = ctx.env.PORTAL_URL ? { portalUrl: ctx.env.PORTAL_URL } : {}
    const zoomSettings = zoomSettingsFromEnv(ctx.env)
    return {
      ...schedulingOperations(d),
      ...bookingCalls({ db: d.db, repos: d.repos, bus: d.bus, now: d.now, ...portal }),
      ...meetingCalls({ db: d.db, bus: d.bus, repos: d.repos, events: calendarEventsPort(d.repos.calendarEvents), ...portal, ...(zoomSettings ? { zoom: createZoomClient(zoomSettings) } : {}) }),
    }
  },
  // on the bus only: records' cancelFutureAppointments action
  internal: (d) => schedulingBusOperations(d),
  reactions: (d) => [eventReminders(d), eventRemoved(d), patientRemoved(d), ...bookingReactions({ db: d.db, repos: d.repos, bus: d.bus, now: d.now, jobs: d.jobs, portalUrl: process.env.PORTAL_URL })],
  jobs: (d) => [remindEventJob(d), ...bookingJobs({ db: d.db, repos: d.repos, bus: d.bus, now: d.now, jobs: d.jobs, portalUrl: process.env.PORTAL_URL })],
  expose: (d) => ({ repos: d.repos, deps: d }),
})

export type SchedulingService = RunningService<PrismaClient, { repos: SchedulingRepositories; deps: SchedulingDeps }>

export const startScheduling = (o: StartServiceOptions<SchedulingOptions>): Promise<SchedulingService> => startService(schedulingService, o)
