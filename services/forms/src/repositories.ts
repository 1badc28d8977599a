// Forms' repositories: the one way its code reaches its collections' rows (the kit's repository).
// The generic calls, named calls and reactions all go through them; entity rules (hooks) are
// given once, here. The ids records name (a response's patient, form, parent…) are checked by the
// kit against the contracts' `references` (tenancy/references.ts).
import { databaseRecords, databases, formFields, formResponses, forms } from '@care/contracts/collections/index'
import { createRepository } from '@care/kit/repository/index'
import { perClient } from '@care/kit/repository/per-client'
import type { PrismaClient } from './db.ts'
import { formResponseHooks } from './collections/form-responses.ts'
import { formFieldHooks } from './collections/form-fields.ts'
import { databaseRecordHooks } from './collections/database-records.ts'

export function formsRepositories(db: PrismaClient) {
  return {
    forms: createRepository({ collection: forms, prisma: db, model: 'form' }),
    formFields: createRepository({ collection: formFields, prisma: db, model: 'formField', hooks: formFieldHooks(db) }),
    formResponses: createRepository({ collection: formResponses, prisma: db, model: 'formResponse', hooks: formResponseHooks(db) }),
    databases: createRepository({ collection: databases, prisma: db, model: 'database' }),
    databaseRecords: createRepository({ collection: databaseRecords, prisma: db, model: 'databaseRecord', hooks: databaseRecordHooks(db) }),
  }
}
export type FormsRepositories = ReturnType<typeof formsRepositories>

/** the repositories of one database client, built once */
export const repositoriesOf = perClient(formsRepositories)
