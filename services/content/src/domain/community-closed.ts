// Whether a patient's portal disables its Community page (spec 2 §2.1, §6), as identity answers it
// (domain/community-setting.ts, through the service's runtime). Patients of such a business reach
// nothing of the community: reads answer nothing, writes and forum listings 403. Staff are never
// refused, and never make identity answer.
import { forbidden } from '@care/contracts/errors'
import { COMMUNITY_DISABLED } from '@care/contracts/collections/forums'
import type { Session } from '@care/contracts/session'
import { runtimeOf } from '../runtime.ts'
import type { CallContext } from './community-setting.ts'

export async function communityClosed(db: object, session: Session | undefined, call: CallContext): Promise<boolean> {
  if (session?.type !== 'enduser') return false
  return runtimeOf(db).community.closed(session, call)
}

/** 403 COMMUNITY_DISABLED for a patient whose portal disables Community */
export async function checkCommunityOpen(db: object, session: Session | undefined, call: CallContext): Promise<void> {
  if (await communityClosed(db, session, call)) throw forbidden(COMMUNITY_DISABLED)
}
