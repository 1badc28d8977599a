// What every action family is given: the run (which action, patient, journey, session) and one way
// to call the service that owns what an action changes — request/reply over the bus with the
// run's session, never that service's tables. Writes that a retried run (a claim taken over after
// its process died, run.ts) would repeat carry an Idempotency-Key derived from the action's id: the
// owning service answers the first reply again and changes nothing. A 503 answer (the owner short of
// database connections) is asked again a few times before it becomes the action's error.
import type { ServiceName } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { AutomationAction } from '@care/contracts/values/automation'
import type { AutomationDeps } from '../deps.ts'
import type { Patient } from '../endusers-port.ts'
import { busCall } from '../bus-call.ts'

export interface ActionRun {
  businessId: string
  /** the automated action's id */
  id: string
  journeyId: string
  automationStepId: string
  enduserId: string
  patient: Patient
  as: Session
  journeyContext?: Record<string, unknown>
}

export type ActionType = AutomationAction['type']
export type ActionOf<T extends ActionType> = Extract<AutomationAction, { type: T }>
export type Executor<T extends ActionType> = (d: AutomationDeps, action: ActionOf<T>, run: ActionRun) => Promise<void>
/** one family's executors, by action type */
export type Executors<K extends ActionType> = { [T in K]: Executor<T> }

/** who the records service's own writes for an action name as their cause */
export const AUTOMATION_ACTOR = { type: 'system', id: 'automation' } as const

/** the Idempotency-Key of the action's write (`part` tells apart several writes of one operation) */
export const onceKey = (run: ActionRun, part?: string) => `automation-${run.id}${part ? `-${part}` : ''}`

/** the run's session acting as the staff member `userId` (the sender of a message, the author of a chat) */
export const actingAs = (run: ActionRun, userId: string): Session => ({ ...run.as, id: userId })

export interface CallOptions {
  /** the write is made once per key (the owning service's Idempotency-Key) */
  idempotencyKey?: string
  /** the session to call with; the run's by default */
  as?: Session
}

export { RETRY_503_MS, retrying503 } from '../retry-503.ts'

/** one call of `operation` on `service` with the run's session; an error reply is thrown as the ApiError it carries */
export function call<T>(d: AutomationDeps, service: ServiceName, operation: string, payload: unknown, run: ActionRun, o: CallOptions = {}): Promise<T> {
  return busCall<T>(d.bus, service, operation, payload, o.as ?? run.as, { requestId: `automation-${run.id}`, ...(o.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : {}) })
}

/** who sends: 'Care Team Primary' is the patient's first care team member, else the step's sender */
export const senderOf = (info: { senderId: string; assignment?: { type: string } }, patient: Patient) =>
  info.assignment?.type === 'Care Team Primary' && patient.assignedTo?.[0] ? patient.assignedTo[0] : info.senderId

export interface Template {
  subject: string
  message: string
  html?: string
}
export interface Filled {
  plaintext: string
  html: string
  subject?: string
}

/** messaging's template, read with the run's session (another business's, or a deleted one: 404) */
export const readTemplate = (d: AutomationDeps, templateId: string, run: ActionRun) => call<Template>(d, 'messaging', 'templates.getOne', { id: templateId }, run)

/** `template` filled for the patient with `userId` as its {{user.*}} (messaging's /templated-message) */
export const fill = (d: AutomationDeps, template: Template, userId: string, run: ActionRun, channel?: 'Email' | 'SMS' | 'Chat') =>
  call<Filled>(d, 'messaging', 'templates.templated-message', {
    message: template.message, ...(template.html ? { html: template.html } : {}), subject: template.subject, userId, enduserId: run.enduserId,
    ...(channel ? { channel } : {}), automationStepId: run.automationStepId, ...(run.journeyContext ? { journeyContext: run.journeyContext } : {}),
  }, run, { as: actingAs(run, userId) })

export async function fillTemplate(d: AutomationDeps, templateId: string, userId: string, run: ActionRun, channel?: 'Email' | 'SMS' | 'Chat'): Promise<{ template: Template; filled: Filled }> {
  const template = await readTemplate(d, templateId, run)
  return { template, filled: await fill(d, template, userId, run, channel) }
}
