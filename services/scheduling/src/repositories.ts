// Scheduling's collections, listed once: the kit builds a repository for each, serves their generic
// calls and derives the Prisma model from the name. Entity rules (hooks) sit beside their contract;
// the meetings' list is the meeting calls' own (meetings/).
import {
  appointmentBookingPages, appointmentLocations, availabilityBlocks, calendarEventRSVPs, calendarEventTemplates, calendarEvents,
} from '@care/contracts/collections/index'
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from './db.ts'
import { calendarEventHooks } from './collections/calendar-events.ts'
import { calendarEventRSVPHooks } from './collections/calendar-event-rsvps.ts'
import { availabilityBlockHooks } from './collections/availability-blocks.ts'
import { meetingCollectionList } from './meetings/index.ts'

export const schedulingCollectionList = [
  [calendarEvents, calendarEventHooks],
  calendarEventTemplates,
  [calendarEventRSVPs, calendarEventRSVPHooks],
  appointmentBookingPages,
  appointmentLocations,
  [availabilityBlocks, availabilityBlockHooks],
  ...meetingCollectionList,
] as const

export type SchedulingRepositories = RepositoriesOf<typeof schedulingCollectionList, PrismaClient>

/** the repositories of one database client, built once (the same ones the service serves) */
export const repositoriesOf: (db: PrismaClient) => SchedulingRepositories = repositoriesFor(schedulingCollectionList)
