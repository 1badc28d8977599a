// Records' collections, listed once: the kit builds a repository for each (the one way its code
// reaches their rows), serves their generic calls, and derives the Prisma model from the name
// (`enduser_tasks` → `enduserTask`). Entity rules (hooks) are given beside their contract. The ids
// records name (their patient, a note's ticket…) are checked by the kit against the contracts'
// `references` (tenancy/references.ts). user_logs is written only by the audit-trail reaction
// (reactions/audit-trail.ts); the API reads it. Journeys and automation: src/journeys/ (automated_actions
// are written only by its engine).
import {
  analyticsFrames, backgroundErrors, carePlans, enduserMedications, enduserObservations, enduserProfileViews, enduserStatusUpdates, enduserTasks, enduserViews,
  engagementEvents, files, notes, referralProviders, tableViews, tickets, userLogs, journeys, automationSteps, automatedActions, automationTriggers,
} from '@care/contracts/collections/index'
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from './db.ts'
import { ticketHooks } from './collections/tickets.ts'
import { enduserTaskHooks } from './collections/enduser-tasks.ts'
import { analyticsFrameHooks } from './collections/analytics-frames.ts'
import { fileHooks } from './collections/files.ts'
import { journeyHooks } from './journeys/journeys-collection.ts'
import { automationStepHooks } from './journeys/automation-steps-collection.ts'

export const recordsCollectionList = [
  [tickets, ticketHooks], notes, [enduserTasks, enduserTaskHooks], carePlans, enduserObservations, enduserMedications, engagementEvents,
  enduserStatusUpdates, backgroundErrors, referralProviders, enduserViews, enduserProfileViews, tableViews,
  [analyticsFrames, analyticsFrameHooks], [files, fileHooks], userLogs,
  [journeys, journeyHooks], [automationSteps, automationStepHooks], automatedActions, automationTriggers,
] as const

export type RecordsRepositories = RepositoriesOf<typeof recordsCollectionList, PrismaClient>

/** the repositories of one database client, built once (the same ones the service serves) */
export const repositoriesOf: (db: PrismaClient) => RecordsRepositories = repositoriesFor(recordsCollectionList)
