// Records' repositories: the one way its code reaches its collections' rows (the kit's repository).
// The generic calls, named calls and reactions all go through them; entity rules (hooks) are
// given once, here. The ids records name (their patient, a note's ticket…) are checked by the kit
// against the contracts' `references` (tenancy/references.ts).
import {
  analyticsFrames, backgroundErrors, carePlans, enduserMedications, enduserObservations, enduserProfileViews, enduserStatusUpdates, enduserTasks, enduserViews,
  engagementEvents, files, notes, referralProviders, tableViews, tickets, userLogs,
} from '@care/contracts/collections/index'
import { createRepository } from '@care/kit/repository/index'
import { perClient } from '@care/kit/repository/per-client'
import type { PrismaClient } from './db.ts'
import { ticketHooks } from './collections/tickets.ts'
import { enduserTaskHooks } from './collections/enduser-tasks.ts'
import { analyticsFrameHooks } from './collections/analytics-frames.ts'
import { fileHooks } from './collections/files.ts'

export function recordsRepositories(db: PrismaClient) {
  return {
    tickets: createRepository({ collection: tickets, prisma: db, model: 'ticket', hooks: ticketHooks }),
    notes: createRepository({ collection: notes, prisma: db, model: 'note' }),
    enduserTasks: createRepository({ collection: enduserTasks, prisma: db, model: 'enduserTask', hooks: enduserTaskHooks }),
    carePlans: createRepository({ collection: carePlans, prisma: db, model: 'carePlan' }),
    enduserObservations: createRepository({ collection: enduserObservations, prisma: db, model: 'enduserObservation' }),
    enduserMedications: createRepository({ collection: enduserMedications, prisma: db, model: 'enduserMedication' }),
    engagementEvents: createRepository({ collection: engagementEvents, prisma: db, model: 'engagementEvent' }),
    enduserStatusUpdates: createRepository({ collection: enduserStatusUpdates, prisma: db, model: 'enduserStatusUpdate' }),
    backgroundErrors: createRepository({ collection: backgroundErrors, prisma: db, model: 'backgroundError' }),
    referralProviders: createRepository({ collection: referralProviders, prisma: db, model: 'referralProvider' }),
    enduserViews: createRepository({ collection: enduserViews, prisma: db, model: 'enduserView' }),
    enduserProfileViews: createRepository({ collection: enduserProfileViews, prisma: db, model: 'enduserProfileView' }),
    tableViews: createRepository({ collection: tableViews, prisma: db, model: 'tableView' }),
    analyticsFrames: createRepository({ collection: analyticsFrames, prisma: db, model: 'analyticsFrame', hooks: analyticsFrameHooks }),
    files: createRepository({ collection: files, prisma: db, model: 'file', hooks: fileHooks }),
    // written only by the audit-trail reaction (reactions/audit-trail.ts); the API reads it
    userLogs: createRepository({ collection: userLogs, prisma: db, model: 'userLog' }),
  }
}
export type RecordsRepositories = ReturnType<typeof recordsRepositories>

/** the repositories of one database client, built once */
export const repositoriesOf = perClient(recordsRepositories)
