// /managed-content-records/search (spec 1 §7 "Other"): PostgreSQL full-text search over the
// generated search_vector (title weight A over description and body B), ranked by ts_rank, among
// the records the caller may read: a patient only what they see (domain/visibility.ts), never
// internal content; staff 'enduser' (the default) searches content for patients, 'internal' the
// content forInternalUse. websearch_to_tsquery takes whatever the person typed without a syntax error.
import { CONTENT_SEARCH_LIMIT } from '@care/contracts/routes/content'
import { forbidden, unauthenticated } from '@care/contracts/errors'
import { managedContentRecords } from '@care/contracts/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { contentRoutes } from '@care/contracts/routes/content'
import { userAccessLevel } from '@care/kit/collections/index'
import { PATIENT_VISIBLE_SQL } from '../domain/visibility.ts'
import type { ContentDeps } from './deps.ts'

export const search = (d: ContentDeps): Handler<typeof contentRoutes, 'managed_content_records.search'> => async ({ query, type }, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  const internal = type === 'internal'
  let ids: { id: string }[]
  if (session.type === 'enduser') {
    if (internal) throw forbidden()
    const tags = await d.enduserTags(session.businessId, session.id, ctx)
    // raw SQL: the tsvector column and ts_rank have no Prisma query
    ids = await d.db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT c."id" FROM "managed_content_records" c, websearch_to_tsquery('english', $4) q
        WHERE ${PATIENT_VISIBLE_SQL} AND c."search_vector" @@ q
        ORDER BY ts_rank(c."search_vector", q) DESC, c."id" DESC LIMIT ${CONTENT_SEARCH_LIMIT}`,
      session.businessId, session.id, tags, query,
    )
  } else {
    if (userAccessLevel(session, managedContentRecords.name, 'read') === null) throw forbidden()
    ids = await d.db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT c."id" FROM "managed_content_records" c, websearch_to_tsquery('english', $2) q
        WHERE c."businessId" = $1 AND (c."forInternalUse" IS TRUE) = $3 AND c."search_vector" @@ q
        ORDER BY ts_rank(c."search_vector", q) DESC, c."id" DESC LIMIT ${CONTENT_SEARCH_LIMIT}`,
      session.businessId, query, internal,
    )
  }
  // read back through the caller's repository: every rule of theirs (sub-organization, Assigned, projection) applies
  const found = ids.length ? await d.repos.managedContentRecords.repo(ctx).byIds(ids.map((r) => r.id)) : []
  const byId = new Map(found.map((r) => [r.id, r]))
  const matches = ids.map((r) => byId.get(r.id)).filter((r) => r !== undefined)
  return { ...(matches[0] ? { record: matches[0] } : {}), matches, response: '' }
}
