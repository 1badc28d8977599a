// Forms' collections, listed once: the kit builds a repository for each (the one way its code
// reaches their rows), serves their generic calls, and derives the Prisma model from the name
// (`form_fields` → `formField`). Entity rules (hooks) are given beside their contract, as functions
// of the client where they read it. The ids records name (a response's patient, form, parent…) are
// checked by the kit against the contracts' `references` (tenancy/references.ts).
import { databaseRecords, databases, formFields, formResponses, forms } from '@care/contracts/collections/index'
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from './db.ts'
import { formResponseHooks } from './collections/form-responses.ts'
import { formFieldHooks } from './collections/form-fields.ts'
import { databaseRecordHooks } from './collections/database-records.ts'

export const formsCollectionList = [
  forms,
  [formFields, formFieldHooks],
  [formResponses, formResponseHooks],
  databases,
  [databaseRecords, databaseRecordHooks],
] as const

export type FormsRepositories = RepositoriesOf<typeof formsCollectionList, PrismaClient>

/** the repositories of one database client, built once (the same ones the service serves) */
export const repositoriesOf: (db: PrismaClient) => FormsRepositories = repositoriesFor(formsCollectionList)
