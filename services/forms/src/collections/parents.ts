// The parent a record names on create (a field's form, a record's database, a response's form) must
// be one the caller may read in their own business: otherwise it does not exist for them (404
// naming the field), and nothing is created under it for the counters to follow. The generic calls
// run these checks; the service's own writes (system repository) name parents they have just read.
import { mayRead } from '@care/contracts/access/visibility'
import { FormsMessages } from '@care/contracts/collections/forms'
import { databases, forms } from '@care/contracts/collections/index'
import { ApiError } from '@care/contracts/errors'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export const DATABASE_NOT_FOUND = 'Database not found'

/** A record missing a required field is refused for that (400) by the repository, before its parents matter. */
export const hasRequired = (collection: { required?: readonly string[] }, record: Record<string, unknown>) =>
  (collection.required ?? []).every((f) => record[f] !== undefined)

const missing = (message: string, field: string) => new ApiError(404, message, [{ field, message }])

type Ctx = Pick<OperationContext, 'session'>

/** A non-empty `formId` (at `field`) must be a form of the business the caller may read. */
export async function requireForm(db: PrismaClient, ctx: Ctx, businessId: unknown, formId: unknown, field = 'formId'): Promise<void> {
  if (typeof formId !== 'string' || formId === '') return
  const form = await repositoriesOf(db).forms.systemRepo(String(businessId)).row(formId)
  if (!form || (ctx.session && !mayRead(ctx.session, forms, form))) throw missing(FormsMessages.formNotFound, field)
}

/** A non-empty `databaseId` (at `field`) must be a database of the business the caller may read. */
export async function requireDatabase(db: PrismaClient, ctx: Ctx, businessId: unknown, databaseId: unknown, field = 'databaseId'): Promise<void> {
  if (typeof databaseId !== 'string' || databaseId === '') return
  const database = await repositoriesOf(db).databases.systemRepo(String(businessId)).row(databaseId)
  if (!database || (ctx.session && !mayRead(ctx.session, databases, database))) throw missing(DATABASE_NOT_FOUND, field)
}

const databaseOf = (prepopulate: unknown) => (prepopulate && typeof prepopulate === 'object' ? (prepopulate as { databaseId?: unknown }).databaseId : undefined)

/** form_fields: their form; the database they prepopulate from. */
export async function checkFieldParents(db: PrismaClient, ctx: Ctx, businessId: unknown, fields: Record<string, unknown>): Promise<void> {
  await requireForm(db, ctx, businessId, fields.formId)
  await requireDatabase(db, ctx, businessId, databaseOf(fields.prepopulateFromDatabase), 'prepopulateFromDatabase.databaseId')
}
