// Records' repositories: the one way its code reaches its collections' rows (the kit's repository).
// The generic calls, named calls and reactions all go through them; entity rules (hooks) are
// given once, here. Every collection about a patient checks that its enduserId names a patient of
// the caller's business (the kit's tenancy/enduser-of-business.ts).
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
import { enduserOfBusinessHooks } from '@care/kit/tenancy/enduser-of-business'

export function recordsRepositories(db: PrismaClient) {
  const ofBusiness = (hooks?: Parameters<typeof enduserOfBusinessHooks>[1]) => enduserOfBusinessHooks(db, hooks)
  return {
    tickets: createRepository({ collection: tickets, prisma: db, model: 'ticket', hooks: ofBusiness(ticketHooks) }),
    notes: createRepository({ collection: notes, prisma: db, model: 'note', hooks: ofBusiness() }),
    enduserTasks: createRepository({ collection: enduserTasks, prisma: db, model: 'enduserTask', hooks: ofBusiness(enduserTaskHooks) }),
    carePlans: createRepository({ collection: carePlans, prisma: db, model: 'carePlan', hooks: ofBusiness() }),
    enduserObservations: createRepository({ collection: enduserObservations, prisma: db, model: 'enduserObservation', hooks: ofBusiness() }),
    enduserMedications: createRepository({ collection: enduserMedications, prisma: db, model: 'enduserMedication', hooks: ofBusiness() }),
    engagementEvents: createRepository({ collection: engagementEvents, prisma: db, model: 'engagementEvent', hooks: ofBusiness() }),
    enduserStatusUpdates: createRepository({ collection: enduserStatusUpdates, prisma: db, model: 'enduserStatusUpdate', hooks: ofBusiness() }),
    backgroundErrors: createRepository({ collection: backgroundErrors, prisma: db, model: 'backgroundError', hooks: ofBusiness() }),
    referralProviders: createRepository({ collection: referralProviders, prisma: db, model: 'referralProvider' }),
    enduserViews: createRepository({ collection: enduserViews, prisma: db, model: 'enduserView' }),
    enduserProfileViews: createRepository({ collection: enduserProfileViews, prisma: db, model: 'enduserProfileView' }),
    tableViews: createRepository({ collection: tableViews, prisma: db, model: 'tableView' }),
    analyticsFrames: createRepository({ collection: analyticsFrames, prisma: db, model: 'analyticsFrame', hooks: analyticsFrameHooks }),
    files: createRepository({ collection: files, prisma: db, model: 'file', hooks: ofBusiness(fileHooks) }),
    // written only by the audit-trail reaction (reactions/audit-trail.ts); the API reads it
    userLogs: createRepository({ collection: userLogs, prisma: db, model: 'userLog' }),
  }
}
export type RecordsRepositories = ReturnType<typeof recordsRepositories>

/** the repositories of one database client, built once */
export const repositoriesOf = perClient(recordsRepositories)
