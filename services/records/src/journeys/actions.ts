// What each automation action does (values/automation.ts's SUPPORTED_AUTOMATION_ACTIONS), for one
// patient. Patients' data through identity (endusers-port.ts), tickets in records' own table,
// emails and SMS through messaging's generic calls over the bus with the action's id as the
// Idempotency-Key — a retried run sends nothing twice.
import { requestSubject, isErrorReply } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { AutomationAction } from '@care/contracts/values/automation'
import type { AutomationDeps } from './deps.ts'
import type { Patient } from './endusers-port.ts'
import { enroll, setState, unenroll } from './engine.ts'

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

type ActionOf<T extends AutomationAction['type']> = Extract<AutomationAction, { type: T }>
type Executor<T extends AutomationAction['type']> = (d: AutomationDeps, action: ActionOf<T>, run: ActionRun) => Promise<void>

async function call<T>(d: AutomationDeps, service: 'messaging' | 'identity', operation: string, payload: unknown, run: ActionRun, idempotencyKey?: string): Promise<T> {
  const reply = await d.bus.request(requestSubject(service, operation), { requestId: `automation-${run.id}`, payload, session: run.as, ...(idempotencyKey ? { idempotencyKey } : {}) })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  return reply.body as T
}

/** who sends: 'Care Team Primary' is the patient's first care team member, else the step's sender */
const senderOf = (info: { senderId: string; assignment?: { type: string } }, patient: Patient) =>
  info.assignment?.type === 'Care Team Primary' && patient.assignedTo?.[0] ? patient.assignedTo[0] : info.senderId

async function templated(d: AutomationDeps, info: { templateId: string; senderId: string; assignment?: { type: string } }, run: ActionRun, channel: 'Email' | 'SMS') {
  const template = await call<{ subject: string; message: string; html?: string }>(d, 'messaging', 'templates.getOne', { id: info.templateId }, run)
  const userId = senderOf(info, run.patient)
  const filled = await call<{ plaintext: string; html: string; subject?: string }>(d, 'messaging', 'templates.templated-message', {
    message: template.message, ...(template.html ? { html: template.html } : {}), subject: template.subject, userId, enduserId: run.enduserId, channel,
    automationStepId: run.automationStepId, ...(run.journeyContext ? { journeyContext: run.journeyContext } : {}),
  }, { ...run, as: { ...run.as, id: userId } })
  return { userId, filled }
}

function fieldValue(setter: { type: string; value: string; increment?: number }, current: unknown, now: number): unknown {
  switch (setter.type) {
    case 'Current Timestamp': return new Date(now + (setter.increment ?? 0)).toISOString()
    case 'Current Date': return new Date(now + (setter.increment ?? 0)).toISOString().slice(0, 10)
    case 'Increment Number': {
      const base = Number(current ?? setter.value ?? 0)
      return (Number.isFinite(base) ? base : 0) + (setter.increment ?? 1)
    }
    default: return setter.value
  }
}

const executors: { [T in AutomationAction['type']]: Executor<T> } = {
  async setEnduserStatus(d, a, run) {
    await setState(d, { businessId: run.businessId, journeyId: run.journeyId, enduserId: run.enduserId, status: a.info.status, as: run.as })
  },
  async setEnduserFields(d, a, run) {
    const now = d.now()
    const fields = Object.fromEntries(a.info.fields.map((f) => [f.name, fieldValue(f, run.patient.fields?.[f.name], now)]))
    await d.endusers.update(run.as, run.enduserId, { fields })
  },
  async addEnduserTags(d, a, run) {
    await d.endusers.update(run.as, run.enduserId, { tags: a.info.tags }, { replace: a.info.replaceExisting === true })
  },
  async removeEnduserTags(d, a, run) {
    const gone = new Set(a.info.tags)
    await d.endusers.update(run.as, run.enduserId, { tags: (run.patient.tags ?? []).filter((t) => !gone.has(t)) }, { replace: true })
  },
  async addToJourney(d, a, run) {
    await enroll(d, { businessId: run.businessId, journeyId: a.info.journeyId, enduserIds: [run.enduserId], as: run.as, source: 'automation' })
  },
  async removeFromJourney(d, a, run) {
    await unenroll(d, { businessId: run.businessId, journeyId: a.info.journeyId, enduserIds: [run.enduserId], as: run.as, by: 'automation', except: run.id })
  },
  async removeFromAllJourneys(d, _a, run) {
    for (const journeyId of Object.keys(run.patient.journeys ?? {})) {
      await unenroll(d, { businessId: run.businessId, journeyId, enduserIds: [run.enduserId], as: run.as, by: 'automation', except: run.id })
    }
  },
  async createTicket(d, a, run) {
    const i = a.info
    const careTeam = run.patient.assignedTo ?? []
    const strategy = i.assignmentStrategy?.type
    const owner = strategy === 'care-team-primary' ? careTeam[0] ?? i.defaultAssignee
      : strategy === 'care-team-random' && careTeam.length ? careTeam[Math.floor(Math.random() * careTeam.length)]
        : i.defaultAssignee
    const repo = d.repos.tickets.systemRepo(run.businessId, { type: 'system', id: 'automation' })
    // the ticket takes the action's id: a second run of the same action finds it made (409) and makes no other
    if (await repo.row(run.id)) return
    await repo.create({
      title: i.title, enduserId: run.enduserId, journeyId: run.journeyId, automationStepId: run.automationStepId,
      ...(owner ? { owner } : {}), ...(i.closeReasons ? { closeReasons: i.closeReasons } : {}), ...(i.description ? { message: i.description } : {}),
      ...(i.htmlDescription ? { htmlDescription: i.htmlDescription } : {}), ...(i.priority !== undefined ? { priority: i.priority } : {}),
      ...(i.tags ? { tags: i.tags } : {}), ...(i.hiddenFromTickets !== undefined ? { hiddenFromTickets: i.hiddenFromTickets } : {}),
      ...(i.dueDateOffsetInMS !== undefined ? { dueDateInMS: d.now() + i.dueDateOffsetInMS } : {}),
      nextReminderInMS: -1,
    }, { id: run.id, creator: run.as.id })
  },
  async sendEmail(d, a, run) {
    const { userId, filled } = await templated(d, a.info, run, 'Email')
    await call(d, 'messaging', 'emails.createOne', {
      enduserId: run.enduserId, userId, subject: filled.subject || 'Message', textContent: filled.plaintext, HTMLContent: filled.html,
      templateId: a.info.templateId, automationStepId: run.automationStepId, journeyId: run.journeyId,
      ...(a.info.fromEmailOverride ? { fromEmailOverride: a.info.fromEmailOverride } : {}),
    }, { ...run, as: { ...run.as, id: userId } }, `automation-${run.id}`)
  },
  async sendSMS(d, a, run) {
    const { userId, filled } = await templated(d, a.info, run, 'SMS')
    await call(d, 'messaging', 'sms_messages.createOne', {
      enduserId: run.enduserId, userId, message: filled.plaintext, templateId: a.info.templateId, automationStepId: run.automationStepId, journeyId: run.journeyId,
    }, { ...run, as: { ...run.as, id: userId } }, `automation-${run.id}`)
  },
}

export function runAction(d: AutomationDeps, action: AutomationAction, run: ActionRun): Promise<void> {
  const execute = executors[action.type] as Executor<AutomationAction['type']> | undefined
  // stored actions were checked on the step's create; an older or foreign one is refused the same way
  if (!execute) throw new ApiError(400, `Unsupported automation action: ${String((action as { type?: unknown }).type)}`)
  return execute(d, action, run)
}
