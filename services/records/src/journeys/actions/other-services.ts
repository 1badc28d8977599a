// Effects in the services that own them, over the bus: an automation webhook (messaging's delivery,
// signed and retried; the action finishes only when the receiver answered 2xx), content shared with
// the patient (content's assignments), the patient's future appointments cancelled (scheduling).
import { ApiError, isApiError } from '@care/contracts/errors'
import { schedulingBusCalls } from '@care/contracts/routes/scheduling'
import { webhookBusRoutes } from '@care/contracts/routes/webhooks'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import { AUTOMATION_ACTOR, call, onceKey, retrying503, type Executors } from './run-context.ts'

const deliverAutomation = routeNamed(webhookBusRoutes, 'webhooks.deliver-automation')
const cancelFuture = routeNamed(schedulingBusCalls, 'calendar_events.cancel-future-for-enduser')
/** messaging makes the first attempt (at most 5 s) before it answers */
const WEBHOOK_CALL_MS = 15_000

export const otherServiceActions: Executors<'sendWebhook' | 'shareContent' | 'cancelFutureAppointments'> = {
  // never a success the receiver did not confirm: not delivered yet is the action's error (messaging goes on retrying the delivery)
  async sendWebhook(d, a, run) {
    const r = await retrying503(() => callRoute(d.bus, deliverAutomation, {
      businessId: run.businessId, key: onceKey(run), message: a.info.message, enduserId: run.enduserId, automationStepId: run.automationStepId, journeyId: run.journeyId,
      ...(a.info.url ? { url: a.info.url } : {}), ...(a.info.fields?.length ? { fields: a.info.fields } : {}),
    }, { requestId: onceKey(run) }, { timeoutMs: WEBHOOK_CALL_MS }))
    if (r.status === 'delivered') return
    const why = r.error ?? (r.responseCode !== undefined ? `the receiver answered ${r.responseCode}` : 'no answer')
    throw new ApiError(502, r.status === 'pending'
      ? `Webhook not delivered yet: ${why} (delivery ${r.deliveryId} is retried by its schedule)`
      : `Webhook ${r.status}: ${why} (delivery ${r.deliveryId})`)
  },
  // one assignment per content and patient: one already there (an earlier run's, or staff's) is the effect wanted
  async shareContent(d, a, run) {
    for (const contentId of new Set(a.info.managedContentRecordIds)) {
      try {
        await call(d, 'content', 'managed_content_record_assignments.createOne', { contentId, enduserId: run.enduserId }, run)
      } catch (e) {
        if (!(isApiError(e) && e.status === 409)) throw e
      }
    }
  },
  async cancelFutureAppointments(d, _a, run) {
    const from = d.now()
    await retrying503(() => callRoute(d.bus, cancelFuture, { businessId: run.businessId, enduserId: run.enduserId, from, actor: AUTOMATION_ACTOR }, { requestId: onceKey(run) }))
  },
}
