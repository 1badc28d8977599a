// Whether a business's portal disables its Community page (spec 2 §2.1, §6), as learnt from the
// identity service's portal_customizations events (reactions/community-page.ts). Patients of such
// a business reach nothing of the community: reads answer nothing, writes and forum listings 403.
import { forbidden } from '@care/contracts/errors'
import { COMMUNITY_DISABLED } from '@care/contracts/collections/forums'
import type { Session } from '@care/contracts/session'
import type { PrismaClient } from '../db.ts'

export async function communityClosed(db: PrismaClient, businessId: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>('SELECT 1 FROM "community_closures" WHERE "businessId" = $1 LIMIT 1', businessId)
  return rows.length > 0
}

/** 403 COMMUNITY_DISABLED for a patient whose portal disables Community; staff are never refused */
export async function checkCommunityOpen(db: PrismaClient, session: Session | undefined): Promise<void> {
  if (session?.type === 'enduser' && (await communityClosed(db, session.businessId))) throw forbidden(COMMUNITY_DISABLED)
}
