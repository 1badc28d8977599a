// Records, declared once with the kit's defineService: its database, the collections it owns
// (tickets, notes, tasks, care plans, observations, medications — served by the generic calls from
// their repositories; user_logs, the audit trail, written by its reaction), its named calls (tickets' order, report and closing; the medication lookup
// from RxNav at RXNAV_URL), its reactions (a patient's deletion or merge) and its job (tickets' reminders). The patients records
// name are identity's: the kit asks it (tenancy/references.ts).
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { recordsCollectionList } from './repositories.ts'
import { enduserRemoved } from './reactions/enduser-removed.ts'
import { recordsOperations } from './calls/index.ts'
import { drugLookupOperations } from './calls/drug-lookup/index.ts'
import { createRxNavLookup } from './drug-lookup/rxnav.ts'
import { filesGatewayOperations, filesOperations, type FilesDeps } from './calls/files/index.ts'
import { fileBytesRemoved } from './reactions/file-bytes.ts'
import { auditTrail } from './reactions/audit-trail.ts'
import { auditOperations } from './calls/audit/record-writes.ts'
import { heicDisplayCopy } from './reactions/heic-display-copy.ts'
import { formEngagement } from './reactions/form-engagement.ts'
import { remindTicketJob, ticketReminders } from './reactions/ticket-reminders.ts'
import { resultForAnalyticsQuery } from './calls/analytics/result-for-query.ts'
import { fileStorageFromEnv } from '@care/kit/storage/index'
import type { ServiceContext } from '@care/kit/service/index'
import type { PrismaClient as Db } from './db.ts'
import type { RecordsRepositories } from './repositories.ts'
import type { AutomationDeps, RecordsOptions } from './journeys/deps.ts'
import { endusersPort } from './journeys/endusers-port.ts'
import { runActionJob } from './journeys/run.ts'
import { enrollJob } from './journeys/enroll-job.ts'
import { leaveJourneysOnIncomingMessage } from './journeys/incoming-communication.ts'
import { automationTriggersFire } from './journeys/triggers.ts'
import { sweepTimeTriggersJob } from './journeys/time-triggers.ts'
import { journeyDeleted } from './journeys/journey-deleted.ts'
import { journeysMapWritten } from './journeys/map-written.ts'
import { stepsStartOnFormsAndTickets } from './journeys/step-events.ts'
import { statusUpdateOperations } from './journeys/calls.ts'
import { journeyUpdateOne } from './journeys/journeys-collection.ts'
import { automationStepUpdateOne } from './journeys/automation-steps-collection.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const recordsService = defineService({
  name: 'records',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: recordsCollectionList,
  // one file storage per start (FILE_STORAGE, FILES_DIR, S3_*: services/kit/src/storage/index.ts)
  setup: (ctx: ServiceContext<Db, RecordsOptions, RecordsRepositories>): RecordsDeps => ({
    db: ctx.db, repos: ctx.repos, storage: fileStorageFromEnv(ctx.env),
    automation: { db: ctx.db, repos: ctx.repos, bus: ctx.bus, jobs: ctx.jobs, endusers: endusersPort(ctx.bus), now: ctx.options.now ?? Date.now },
  }),
  operations: (d, ctx) => ({
    ...recordsOperations(d.repos, d.automation),
    // journeys' update rule and status updates' effect on the patient (src/journeys/)
    'journeys.updateOne': journeyUpdateOne(d.repos),
    'automation_steps.updateOne': automationStepUpdateOne(d.db),
    ...statusUpdateOperations(d.automation),
    ...drugLookupOperations(createRxNavLookup({ baseUrl: ctx.env.RXNAV_URL || undefined })),
    ...filesOperations(d),
    'analytics.result-for-query': resultForAnalyticsQuery(d.repos, ctx.bus),
  }),
  internal: (d) => ({ ...filesGatewayOperations(d), ...auditOperations(d.db) }),
  reactions: (d, ctx) => [
    enduserRemoved(d.db), fileBytesRemoved(d.storage), heicDisplayCopy(d.storage), auditTrail(d.db), formEngagement(d.db), ticketReminders(d.repos, ctx.jobs),
    leaveJourneysOnIncomingMessage(d.automation), automationTriggersFire(d.automation), stepsStartOnFormsAndTickets(d.automation), journeyDeleted(d.automation), journeysMapWritten(d.automation),
  ],
  // a ticket's reminders, each at its time (reactions/ticket-reminders.ts)
  // and each automated action at its processAfter (journeys/run.ts); time triggers' sweep (journeys/time-triggers.ts)
  jobs: (d) => [remindTicketJob(d.repos), runActionJob(d.automation), enrollJob(d.automation), sweepTimeTriggersJob(d.automation)],
  expose: (d) => ({ repos: d.repos, automation: d.automation }),
})

interface RecordsDeps extends FilesDeps {
  automation: AutomationDeps
}

export type RecordsService = RunningService<PrismaClient, { repos: RecordsRepositories; automation: AutomationDeps }>

export const startRecords = (o: StartServiceOptions<RecordsOptions>): Promise<RecordsService> => startService(recordsService, o)
