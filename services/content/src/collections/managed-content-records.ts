// managed_content_records' rules: HTML sanitized before storage; a patient reads only the content
// spec 2 §2.6 lets them see (domain/visibility.ts) — the contract already hides forInternalUse.
import type { CollectionHooks } from '@care/kit/collections/index'
import type { PrismaClient } from '../db.ts'
import { patientContentCondition } from '../domain/visibility.ts'
import { runtimeOf } from '../runtime.ts'
import { cleanHtmlFields } from './html.ts'

export const contentRecordHooks = (db: PrismaClient): CollectionHooks => ({
  async readScope(ctx) {
    const session = ctx.session
    if (session?.type !== 'enduser') return
    const tags = await runtimeOf(db).enduserTags(session.businessId, session.id, ctx)
    return patientContentCondition(db, session.businessId, session.id, tags)
  },
  beforeCreate: (record) => cleanHtmlFields(record, { businessId: record.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
  beforeUpdate: (existing, updates) => cleanHtmlFields(updates, { businessId: existing.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
})
