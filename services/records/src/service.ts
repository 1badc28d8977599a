// Records, declared once with the kit's defineService: its database, the collections it owns
// (tickets, notes, tasks, care plans, observations, medications — served by the generic calls from
// their repositories; user_logs, the audit trail, written by its reaction), its named calls (tickets' order, report and closing; the medication lookup
// from RxNav at RXNAV_URL) and its reactions (a patient's deletion or merge). The patients records
// name are identity's: the kit asks it (tenancy/references.ts).
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { repositoriesOf } from './repositories.ts'
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
import { resultForAnalyticsQuery } from './calls/analytics/result-for-query.ts'
import { fileStorageFromEnv } from '@care/kit/storage/index'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

// one storage per start (FILE_STORAGE, FILES_DIR, S3_*: services/kit/src/storage/index.ts)
const deps = new WeakMap<object, FilesDeps>()
const filesDeps = (ctx: { db: PrismaClient; env: NodeJS.ProcessEnv }): FilesDeps => {
  let d = deps.get(ctx)
  if (!d) deps.set(ctx, (d = { db: ctx.db, repos: repositoriesOf(ctx.db), storage: fileStorageFromEnv(ctx.env) }))
  return d
}

export const recordsService = defineService<PrismaClient>({
  name: 'records',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url) => createPrismaClient(PrismaClient, url),
  collections: (db) => Object.values(repositoriesOf(db)),
  operations: (ctx) => {
    return {
      ...recordsOperations(repositoriesOf(ctx.db)),
      ...drugLookupOperations(createRxNavLookup({ baseUrl: ctx.env.RXNAV_URL || undefined })),
      ...filesOperations(filesDeps(ctx)),
      'analytics.result-for-query': resultForAnalyticsQuery(repositoriesOf(ctx.db), ctx.bus),
    }
  },
  internal: (ctx) => ({ ...filesGatewayOperations(filesDeps(ctx)), ...auditOperations(ctx.db) }),
  reactions: (ctx) => [enduserRemoved(ctx.db), fileBytesRemoved(filesDeps(ctx).storage), heicDisplayCopy(filesDeps(ctx).storage), auditTrail(ctx.db), formEngagement(ctx.db)],
})

export type RecordsService = RunningService<PrismaClient, object>

export const startRecords = (o: StartServiceOptions<Record<string, never>>): Promise<RecordsService> => startService(recordsService, o)
