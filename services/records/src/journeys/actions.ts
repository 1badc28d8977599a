// What each automation action does (values/automation.ts's SUPPORTED_AUTOMATION_ACTIONS), for one
// patient — one file per family under actions/:
//   patient-and-journeys.ts  setEnduserStatus, setEnduserFields, add/removeEnduserTags, addToJourney,
//                            removeFromJourney, removeFromAllJourneys (identity's patients, the engine)
//   messages.ts              sendEmail, sendSMS, sendChat, notifyTeam (messaging)
//   forms.ts                 sendForm, pushFormsToPortal (forms; the link sent through messaging)
//   work-items.ts            createTicket, completeTickets, createCarePlan, completeCarePlan (records' own)
//   other-services.ts        sendWebhook (messaging's signed deliveries), shareContent (content),
//                            cancelFutureAppointments (scheduling)
// Another service's records only through its calls over the bus; writes a retried run would repeat
// carry the action's Idempotency-Key or take the action's id, so nothing happens twice.
import { ApiError } from '@care/contracts/errors'
import type { AutomationAction } from '@care/contracts/values/automation'
import type { AutomationDeps } from './deps.ts'
import { formActions } from './actions/forms.ts'
import { messageActions } from './actions/messages.ts'
import { otherServiceActions } from './actions/other-services.ts'
import { patientActions } from './actions/patient-and-journeys.ts'
import type { ActionRun, ActionType, Executor, Executors } from './actions/run-context.ts'
import { workItemActions } from './actions/work-items.ts'

export type { ActionRun } from './actions/run-context.ts'
/** the value a setEnduserFields setter writes (kept here for the modules that import it from the actions) */
export { fieldValue } from './field-setters.ts'

const executors: Executors<ActionType> = { ...patientActions, ...messageActions, ...formActions, ...workItemActions, ...otherServiceActions }

export function runAction(d: AutomationDeps, action: AutomationAction, run: ActionRun): Promise<void> {
  const execute = executors[action.type] as Executor<ActionType> | undefined
  // stored actions were checked on the step's create; an older or foreign one is refused the same way
  if (!execute) throw new ApiError(400, `Unsupported automation action: ${String((action as { type?: unknown }).type)}`)
  return execute(d, action, run)
}
