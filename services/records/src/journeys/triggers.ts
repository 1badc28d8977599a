// Escape hatch (raw Prisma): automation_trigger_firings is not a collection — no API reads it, no
// event is published for it — only the record that a oncePerEnduser trigger has fired for a patient.
//
// Automation triggers fire (spec 1 §3 automation_triggers; the SDK's AutomationTriggerEvents): when
// something happens to a patient, every Active trigger of the business for that event — its info
// matching (the form, the appointment's title or type) and the patient meeting its enduserCondition
// — runs its action for the patient. oncePerEnduser is claimed by an insert into
// automation_trigger_firings (its key is trigger and patient), so a trigger fires at most once per
// patient even when the event is delivered twice or by two replicas. Events learnt from their
// owners' streams, never their tables: identity's patients, forms' responses, billing's purchases,
// scheduling's events. The actions run as the trigger's creator (automationSession), as steps do.
// Built: 'Contact Created', 'Form Submitted', 'Purchase Made', 'Appointment Created' × 'Add To
// Journey', 'Remove From Journey', 'Remove From All Journeys', 'Add Tags', 'Remove Tags'; a trigger
// with another action is stored and logged as not run.
import type { BusEvent } from '@care/contracts/bus'
import { onEvent } from '@care/kit/reactions/index'
import type { AutomationDeps } from './deps.ts'
import { enroll, unenroll } from './engine.ts'
import { automationSession, type Patient } from './endusers-port.ts'
import { meetsConditions } from './conditions.ts'

type Rec = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

interface Happening {
  event: string
  enduserId: string
  /** what the trigger's event info is matched against */
  facts: { formId?: string; title?: string; templateId?: string }
}

interface TriggerRow {
  id: string
  creator: string
  event: { type: string; info?: Rec }
  action: { type: string; info?: Rec }
  enduserCondition?: unknown
  oncePerEnduser?: boolean | null
}

/** what happened to which patients, from an event of another service */
export function happeningsOf(event: BusEvent): Happening[] {
  switch (event.subject) {
    case 'evt.endusers.created':
      return event.records.map((r) => ({ event: 'Contact Created', enduserId: text(r.id), facts: {} }))
    case 'evt.form_responses.updated':
      return event.records
        .filter((r) => text(event.changes?.find((c) => c.id === r.id)?.changes.submittedAt) && text(r.submittedAt))
        .map((r) => ({ event: 'Form Submitted', enduserId: text(r.enduserId), facts: { formId: text(r.formId) } }))
    case 'evt.purchases.created':
      return event.records.map((r) => ({ event: 'Purchase Made', enduserId: text(r.enduserId), facts: {} }))
    case 'evt.calendar_events.created':
      return event.records.flatMap((r) => (Array.isArray(r.attendees) ? (r.attendees as Rec[]) : [])
        .filter((a) => a.type === 'enduser')
        .map((a) => ({ event: 'Appointment Created', enduserId: text(a.id), facts: { title: text(r.title), templateId: text(r.templateId) } })))
    default:
      return []
  }
}

/** whether the trigger's event info names this happening (an empty list or no field names any) */
export function infoMatches(info: Rec | undefined, facts: Happening['facts']): boolean {
  if (!info) return true
  if (typeof info.formId === 'string' && info.formId && info.formId !== facts.formId && !strings(info.otherFormIds).includes(facts.formId ?? '')) return false
  const titles = strings(info.titles)
  if (titles.length && !titles.includes(facts.title ?? '')) return false
  const templateIds = strings(info.templateIds)
  if (templateIds.length && !templateIds.includes(facts.templateId ?? '')) return false
  return true
}

async function firstFiring(d: AutomationDeps, businessId: string, trigger: TriggerRow, enduserId: string): Promise<boolean> {
  if (!trigger.oncePerEnduser) return true
  const claimed = await d.db.automationTriggerFiring.createMany({ data: [{ triggerId: trigger.id, enduserId, businessId }], skipDuplicates: true })
  return claimed.count === 1
}

async function act(d: AutomationDeps, businessId: string, trigger: TriggerRow, patient: Patient): Promise<boolean> {
  const as = automationSession(businessId, trigger.creator || businessId)
  const info = trigger.action.info ?? {}
  const journeyId = text(info.journeyId)
  switch (trigger.action.type) {
    case 'Add To Journey':
      if (journeyId) await enroll(d, { businessId, journeyId, enduserIds: [patient.id], as, source: `trigger:${trigger.id}` })
      return true
    case 'Remove From Journey':
      if (journeyId) await unenroll(d, { businessId, journeyId, enduserIds: [patient.id], as, by: `trigger:${trigger.id}` })
      return true
    case 'Remove From All Journeys':
      for (const id of Object.keys(patient.journeys ?? {})) await unenroll(d, { businessId, journeyId: id, enduserIds: [patient.id], as, by: `trigger:${trigger.id}` })
      return true
    case 'Add Tags':
      await d.endusers.update(as, patient.id, { tags: strings(info.tags) })
      return true
    case 'Remove Tags': {
      const gone = new Set(strings(info.tags))
      await d.endusers.update(as, patient.id, { tags: (patient.tags ?? []).filter((t) => !gone.has(t)) }, { replace: true })
      return true
    }
    default:
      return false
  }
}

export const SUBJECTS = ['evt.endusers.created', 'evt.form_responses.updated', 'evt.purchases.created', 'evt.calendar_events.created']

export const automationTriggersFire = (d: AutomationDeps) =>
  onEvent('automation-triggers', SUBJECTS, async (event, { businessId, log }) => {
    const happenings = happeningsOf(event).filter((h) => h.enduserId)
    if (!happenings.length) return
    const active = (await d.repos.automationTriggers.systemRepo(businessId).findRows({ status: 'Active' }, { fields: ['id', 'creator', 'event', 'action', 'enduserCondition', 'oncePerEnduser'] })) as unknown as TriggerRow[]
    for (const h of happenings) {
      const triggers = active.filter((t) => t.event?.type === h.event && infoMatches(t.event.info, h.facts))
      if (!triggers.length) continue
      const patient = await d.endusers.get(businessId, h.enduserId)
      if (!patient) continue
      for (const trigger of triggers) {
        if (trigger.enduserCondition && !meetsConditions(patient as unknown as Parameters<typeof meetsConditions>[0], trigger.enduserCondition)) continue
        if (!(await firstFiring(d, businessId, trigger, patient.id))) continue
        try {
          if (!(await act(d, businessId, trigger, patient))) log.warn({ triggerId: trigger.id, action: trigger.action.type }, 'automation trigger: this action is not run yet')
        } catch (err) {
          // the claim goes with the failure: the event's redelivery fires it again
          if (trigger.oncePerEnduser) await d.db.automationTriggerFiring.deleteMany({ where: { triggerId: trigger.id, enduserId: patient.id } })
          throw err
        }
      }
    }
  })
