// The counts behind Home's banners (spec 2 §2.5, §2.8, §2.11). Pure.
import type { RecordOf } from '@care/sdk'

/** what decides whether a form response is outstanding */
export type FormResponseLike = Pick<RecordOf<'form_responses'>, 'enduserId' | 'submittedAt' | 'isInternalNote' | 'hideFromEnduserPortal'>

/** Outstanding forms: the patient's unsubmitted, non-internal responses not hidden from the portal. */
export function outstandingFormCount(responses: readonly FormResponseLike[], enduserId: string): number {
  return responses.filter((r) => r.enduserId === enduserId && !r.submittedAt && !r.isInternalNote && !r.hideFromEnduserPortal).length
}

export interface ChatRoomLike {
  endedAt?: string | null
  infoForUser?: Record<string, { unreadCount?: number } | undefined>
}

/** Unread messages: the patient's unread counts summed over their open rooms. */
export function unreadMessageCount(rooms: readonly ChatRoomLike[], enduserId: string): number {
  return rooms.reduce((sum, r) => {
    const n = r.infoForUser?.[enduserId]?.unreadCount
    return sum + (typeof n === 'number' && n > 0 ? Math.floor(n) : 0)
  }, 0)
}
