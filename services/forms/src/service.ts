// Forms, declared once with the kit's defineService: its database, the collections it owns
// (forms, form_fields, form_responses, databases, database_records — served by the generic calls
// from their repositories), its named calls (preparing, filling and submitting responses, public
// forms, statistics, database choices, PDFs) and its reactions (counters, a form's deletion, a
// patient's deletion or merge).
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { repositoriesOf } from './repositories.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const formsService = defineService<PrismaClient>({
  name: 'forms',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url) => createPrismaClient(PrismaClient, url),
  collections: (db) => Object.values(repositoriesOf(db)),
})

export type FormsService = RunningService<PrismaClient, object>

export const startForms = (o: StartServiceOptions<Record<string, never>>): Promise<FormsService> => startService(formsService, o)
