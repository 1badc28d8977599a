// The Care Plan page's rules (spec 2 §2.7), pure: a plan's events are the calendar events naming it
// (carePlanId) or that it names (eventIds), not hidden from the portal, in time order; the header
// image is the organization's Care Plan page setting.
import type { RecordOf } from '@care/sdk'

export type CarePlanLike = Pick<RecordOf<'care_plans'>, 'id' | 'eventIds'>
export type PlanEvent = Pick<RecordOf<'calendar_events'>, 'id' | 'title' | 'startTimeInMS' | 'carePlanId' | 'enableVideoCall' | 'videoURL' | 'videoIntegration' | 'hiddenFromPortal' | 'cancelledAt' | 'rescheduledAt'>

export const CARE_PLAN_PAGE = 'Care Plan'

export function planEvents<E extends PlanEvent>(plans: readonly CarePlanLike[], events: readonly E[]): E[] {
  const planIds = new Set(plans.map((p) => p.id))
  const named = new Set(plans.flatMap((p) => p.eventIds ?? []))
  return events
    .filter((e) => !e.hiddenFromPortal && ((e.carePlanId && planIds.has(e.carePlanId)) || named.has(e.id)))
    .sort((a, b) => (a.startTimeInMS ?? 0) - (b.startTimeInMS ?? 0))
}

/** a video event: video enabled, or a video link (Zoom) */
export const isVideoEvent = (e: Pick<PlanEvent, 'enableVideoCall' | 'videoURL' | 'videoIntegration'>) => !!e.enableVideoCall || !!e.videoURL || e.videoIntegration === 'Zoom'

/** the organization's header image for the Care Plan page, if it set one */
export function headerImageOf(customizations: readonly Pick<RecordOf<'portal_customizations'>, 'page' | 'headerImageURL'>[]): string | undefined {
  return customizations.find((c) => c.page === CARE_PLAN_PAGE)?.headerImageURL || undefined
}
