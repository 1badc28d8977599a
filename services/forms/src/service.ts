// Forms, declared once with the kit's defineService: its database, the collections it owns
// (forms, form_fields, form_responses, databases, database_records — served by the generic calls
// from their repositories), its named calls (preparing, filling and submitting responses, public
// forms, statistics, database choices, PDFs) and its reactions (counters, a form's deletion, a
// patient's deletion or merge).
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { formsCollectionList } from './repositories.ts'
import type { FormsDeps } from './calls/deps.ts'
import { formsOperations } from './calls/index.ts'
import { databaseRecordCount, formFieldCount } from './reactions/counters.ts'
import { formRemoved } from './reactions/form-removed.ts'
import { enduserRemoved } from './reactions/enduser-removed.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const formsService = defineService({
  name: 'forms',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: formsCollectionList,
  // PORTAL_URL: where form links point (else the origin the caller reached the gateway at)
  setup: (ctx): FormsDeps => ({ db: ctx.db, repos: ctx.repos, bus: ctx.bus, portalUrl: ctx.env.PORTAL_URL || undefined }),
  operations: (d) => formsOperations(d),
  reactions: (d) => [formFieldCount(d.db), databaseRecordCount(d.db), formRemoved(d.db), enduserRemoved(d.db)],
})

export type FormsService = RunningService<PrismaClient, object>

export const startForms = (o: StartServiceOptions<Record<string, never>>): Promise<FormsService> => startService(formsService, o)
