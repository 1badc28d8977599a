// database_records' entity rule: a record belongs to a database of the caller's business
// (`databaseId` is set on create only).
import { databaseRecords } from '@care/contracts/collections/index'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { PrismaClient } from '../db.ts'
import { hasRequired, requireDatabase } from './parents.ts'

export const databaseRecordHooks = (db: PrismaClient): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    if (hasRequired(databaseRecords, record)) await requireDatabase(db, ctx, record.businessId, record.databaseId)
  },
})
