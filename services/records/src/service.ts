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

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const recordsService = defineService({
  name: 'records',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: recordsCollectionList,
  // one file storage per start (FILE_STORAGE, FILES_DIR, S3_*: services/kit/src/storage/index.ts)
  setup: (ctx): FilesDeps => ({ db: ctx.db, repos: ctx.repos, storage: fileStorageFromEnv(ctx.env) }),
  operations: (d, ctx) => ({
    ...recordsOperations(d.repos),
    ...drugLookupOperations(createRxNavLookup({ baseUrl: ctx.env.RXNAV_URL || undefined })),
    ...filesOperations(d),
    'analytics.result-for-query': resultForAnalyticsQuery(d.repos, ctx.bus),
  }),
  internal: (d) => ({ ...filesGatewayOperations(d), ...auditOperations(d.db) }),
  reactions: (d, ctx) => [enduserRemoved(d.db), fileBytesRemoved(d.storage), heicDisplayCopy(d.storage), auditTrail(d.db), formEngagement(d.db), ticketReminders(d.repos, ctx.jobs)],
  // a ticket's reminders, each at its time (reactions/ticket-reminders.ts)
  jobs: (d) => [remindTicketJob(d.repos)],
})

export type RecordsService = RunningService<PrismaClient, object>

export const startRecords = (o: StartServiceOptions<Record<string, never>>): Promise<RecordsService> => startService(recordsService, o)
