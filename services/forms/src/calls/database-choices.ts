// GET /form-fields/load-choices-from-database {fieldId, limit, lastId}: a Database Select field's
// choices (spec 3 §7, §9) — the records of the field's database, oldest first, in pages of at most
// 500; the next page starts after `lastId`. Whoever may read the field (a patient filling the form
// too) may read its choices; the database itself stays staff-only.
import { DATABASE_CHOICES_PAGE, type formsRoutes } from '@care/contracts/routes/forms'
import { databaseRecords } from '@care/contracts/collections/index'
import { FormsMessages } from '@care/contracts/collections/forms'
import { badRequest, notFound } from '@care/contracts/errors'
import { toApiRecord } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { FormsDeps } from './deps.ts'

export const loadChoicesFromDatabase = (d: FormsDeps): Handler<typeof formsRoutes, 'form_fields.load-choices-from-database'> => async (input, ctx) => {
  const field = await d.repos.formFields.repo(ctx).get(input.fieldId)
  // a public form's visitor: the fields of that form only
  const scope = ctx.session?.scope
  if (scope && field.formId !== scope.formId) throw notFound()
  const databaseId = field.options?.databaseId
  if (!databaseId) throw badRequest(FormsMessages.notDatabaseSelect, [{ field: 'fieldId', message: FormsMessages.notDatabaseSelect }])
  if (input.databaseId && input.databaseId !== databaseId) throw badRequest(FormsMessages.notDatabaseSelect, [{ field: 'databaseId', message: FormsMessages.notDatabaseSelect }])
  // keyset paging, oldest first
  const rows = await d.repos.databaseRecords.systemRepo(ctx.session!.businessId).findRows(
    { databaseId, ...(input.lastId ? { id: { gt: input.lastId } } : {}) },
    { orderBy: { id: 'asc' }, take: input.limit ?? DATABASE_CHOICES_PAGE },
  )
  return { choices: rows.map((r) => toApiRecord(databaseRecords, r)) }
}
