// Which managed content a patient sees (spec 2 §2.6, spec 3 §6): content assigned to All, to them
// directly (enduserId), By Tags when they have every one of the content's tags, through a Manual
// assignment (managed_content_record_assignments), or shared by one of their calendar events
// (sharedContentIds, learnt from the scheduling service's events: reactions/event-shares.ts);
// and, as the public SDK's suite expects, content marked publicRead. Never content forInternalUse.
// One SQL condition serves the generic reads (readScope: the ids) and the search (a join).
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import type { Session } from '@care/contracts/session'
import { communityClosed } from './community-closed.ts'
import type { CallContext } from './community-setting.ts'

/** The SQL condition on alias `c` for the patient `$2` with tags `$3` in business `$1`. */
export const PATIENT_VISIBLE_SQL = `
  c."businessId" = $1 AND c."forInternalUse" IS NOT TRUE AND (
    c."publicRead" IS TRUE
    OR c."assignmentType" = 'All'
    OR c."enduserId" = $2
    OR (c."assignmentType" = 'By Tags' AND cardinality(c."tags") > 0 AND c."tags" <@ $3::text[])
    OR EXISTS (SELECT 1 FROM "managed_content_record_assignments" a WHERE a."businessId" = $1 AND a."contentId" = c."id" AND a."enduserId" = $2)
    OR EXISTS (SELECT 1 FROM "content_event_shares" s WHERE s."businessId" = $1 AND s."contentId" = c."id" AND s."enduserId" = $2)
  )`

/**
 * The same rule as a Prisma condition for the generic reads (the contract's enduserHiddenWhen
 * already leaves internal content out): the flags and the patient's own content directly; By Tags
 * content none of whose tags is outside the patient's (the tags By Tags content uses that the
 * patient lacks are listed: the condition grows with the business's tag vocabulary, not with the
 * library); and the ids the patient reaches by a Manual assignment or a calendar event.
 */
export async function patientContentCondition(db: PrismaClient, businessId: string, enduserId: string, tags: readonly string[]) {
  // raw SQL: the tags of By Tags content (unnest) and the ids of two tables Prisma reads separately
  const lacking = await db.$queryRawUnsafe<{ tag: string }[]>(
    `SELECT DISTINCT t AS tag FROM "managed_content_records" c, unnest(c."tags") t
      WHERE c."businessId" = $1 AND c."assignmentType" = 'By Tags' AND NOT (t = ANY($2::text[]))`,
    businessId, [...tags],
  )
  const reached = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT a."contentId" AS id FROM "managed_content_record_assignments" a WHERE a."businessId" = $1 AND a."enduserId" = $2
     UNION
     SELECT s."contentId" AS id FROM "content_event_shares" s WHERE s."businessId" = $1 AND s."enduserId" = $2`,
    businessId, enduserId,
  )
  const byTags = {
    AND: [
      { assignmentType: 'By Tags' },
      { NOT: { tags: { isEmpty: true } } },
      ...(lacking.length ? [{ NOT: { tags: { hasSome: lacking.map((r) => r.tag) } } }] : []),
    ],
  }
  return {
    OR: [
      { publicRead: true },
      { assignmentType: 'All' },
      { enduserId },
      byTags,
      ...(reached.length ? [{ id: { in: reached.map((r) => r.id) } }] : []),
    ],
  }
}

/** The public forums of a business: the only ones patients reach (and their posts, comments and likes). */
export async function publicForumIds(db: PrismaClient, session: Session, call: CallContext): Promise<string[]> {
  // a portal without Community: none (domain/community-closed.ts)
  if (await communityClosed(db, session, call)) return []
  const rows = await repositoriesOf(db).forums.systemRepo(session.businessId).findRows({ publicRead: true }, { fields: ['id'] })
  return rows.map((r) => r.id)
}
