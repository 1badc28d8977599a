// Counters (spec 1 §4): a form's numFields follows its fields' creation and deletion, a database's
// numRecords its records'. Each event recounts (so a redelivered or reordered event cannot drift
// the number) under the parent's row lock, inside the reaction's transaction.
import { onEvent } from '@care/kit/reactions/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

const parents = (records: Record<string, unknown>[], field: string) =>
  [...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== ''))]

export const formFieldCount = (db: PrismaClient) =>
  onEvent('form-field-count', ['evt.form_fields.created', 'evt.form_fields.deleted'], async (event, ctx) => {
    const forms = repositoriesOf(db).forms.systemRepo(ctx.businessId)
    for (const formId of parents(event.records, 'formId')) {
      await forms.modify(formId, async (form) => {
        // counted after the form's lock, inside the reaction's transaction
        const n = await repositoriesOf(db).formFields.systemRepo(ctx.businessId).count({ formId }, { tx: ctx.tx })
        return form.numFields === n ? undefined : { numFields: n }
      }, { tx: ctx.tx })
    }
  })

export const databaseRecordCount = (db: PrismaClient) =>
  onEvent('database-record-count', ['evt.database_records.created', 'evt.database_records.deleted'], async (event, ctx) => {
    const databases = repositoriesOf(db).databases.systemRepo(ctx.businessId)
    for (const databaseId of parents(event.records, 'databaseId')) {
      await databases.modify(databaseId, async (database) => {
        const n = await repositoriesOf(db).databaseRecords.systemRepo(ctx.businessId).count({ databaseId }, { tx: ctx.tx })
        return database.numRecords === n ? undefined : { numRecords: n }
      }, { tx: ctx.tx })
    }
  })
