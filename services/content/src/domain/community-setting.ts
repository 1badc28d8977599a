// Whether a business's portal disables its Community page (spec 2 §2.1, §6): the setting is the
// identity service's (a portal_customizations record of page 'Community' with disabled set), read
// through identity's own generic call over the bus, `portal_customizations.getSome`, with the
// patient's session (patients read their portal's customizations) — never its tables. Asked once
// per business for a few seconds (every forum, post, comment and like read or write of a patient
// needs it); the reaction to identity's portal_customizations events forgets a business's answer at
// once (reactions/community-page.ts), other replicas within the few seconds.
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { Bus } from '@care/kit/bus/types'
import type { OperationContext } from '@care/kit/runtime/operation'

export const COMMUNITY_SETTING_TTL_MS = 5_000

export type CallContext = Pick<OperationContext, 'requestId' | 'traceparent'>

export interface CommunitySetting {
  /** true when the session's portal disables Community (identity's answer, at most a few seconds old) */
  closed(session: Session, call: CallContext): Promise<boolean>
  /** drops the business's remembered answer (its customizations changed) */
  forget(businessId: string): void
}

type Customization = { page?: unknown; disabled?: unknown }

export function communitySetting(bus: Bus, ttlMs = COMMUNITY_SETTING_TTL_MS): CommunitySetting {
  const known = new Map<string, { at: number; closed: Promise<boolean> }>()
  const ask = async (session: Session, call: CallContext): Promise<boolean> => {
    const reply = await bus.request(requestSubject('identity', 'portal_customizations.getSome'), {
      requestId: call.requestId, ...(call.traceparent ? { traceparent: call.traceparent } : {}), session,
      payload: { filter: { page: 'Community' }, limit: 10 },
    })
    if (isErrorReply(reply)) throw new ApiError(reply.status >= 500 ? reply.status : 503, reply.message)
    const pages = Array.isArray(reply.body) ? (reply.body as Customization[]) : []
    return pages.some((p) => p.page === 'Community' && p.disabled === true)
  }
  return {
    closed(session, call) {
      const hit = known.get(session.businessId)
      if (hit && Date.now() - hit.at < ttlMs) return hit.closed
      const closed = ask(session, call)
      const entry = { at: Date.now(), closed }
      known.set(session.businessId, entry)
      // a failed answer is not remembered: the next request asks again
      closed.catch(() => known.get(session.businessId) === entry && known.delete(session.businessId))
      return closed
    },
    forget: (businessId) => void known.delete(businessId),
  }
}
