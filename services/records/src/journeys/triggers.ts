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
// Built events: 'Contact Created', 'Field Equals' (identity's patients: a field set at creation or
// just changed, holding the value — or anything, for the SDK's '$exists'), 'Form Submitted' (forms;
// its `event.conditions` judged on the submitted answers),
// 'Purchase Made' and 'Refund Issued' (billing), 'Appointment Created' / 'Cancelled' / 'Rescheduled' / 'Completed'
// (scheduling), 'Medication Added' (records' enduser_medications), 'Incoming Message' (messaging);
// any trigger also fires on demand (/automation-triggers/trigger-events, admins only). Actions:
// 'Add To Journey', 'Remove From Journey', 'Remove From All Journeys', 'Add Tags' (naming the patient's fields: '{{enduser.fname}}'), 'Remove Tags',
// 'Set Fields', 'Move To Step' (nothing of its own: the patient's steps waiting on the trigger go
// on). After any action the patient's steps that wait for this trigger (waitForTrigger) go on. A
// trigger with another action is stored and logged as not run.
import type { BusEvent } from '@care/contracts/bus'
import { onEvent } from '@care/kit/reactions/index'
import type { AutomationDeps } from './deps.ts'
import { enroll, unenroll } from './engine.ts'
import { automationSession, type Patient } from './endusers-port.ts'
import { meetsConditions } from './conditions.ts'
import { fieldValue, type FieldSetter } from './field-setters.ts'
import { continueAfterTrigger } from './step-events.ts'
import { changesOf, justSet } from './event-changes.ts'

type Rec = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' ? v : '')
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

interface Happening {
  event: string
  enduserId: string
  /** what the trigger's event info is matched against */
  facts: { formId?: string; title?: string; templateId?: string; record?: Rec; changed?: string[]; answers?: Rec }
}

interface TriggerRow {
  id: string
  creator: string
  event: { type: string; info?: Rec; conditions?: unknown }
  action: { type: string; info?: Rec }
  enduserCondition?: unknown
  oncePerEnduser?: boolean | null
  createdAt?: string
}


/** a patient's (or an update's) field names, top-level and each custom field's own, of the values `keep` keeps */
const fieldNames = (r: Rec, keep: (value: unknown) => boolean = () => true) => {
  const fields = r.fields && typeof r.fields === 'object' ? (r.fields as Rec) : {}
  return [...Object.keys(r).filter((k) => keep(r[k])), ...Object.keys(fields).filter((k) => keep(fields[k]))]
}
const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)

/** an appointment's patients, when it was made (no field) or when `field` was just set */
function appointments(event: BusEvent, name: string, field?: string): Happening[] {
  return event.records.filter((r) => !field || justSet(event, r, field)).flatMap((r) => (Array.isArray(r.attendees) ? (r.attendees as Rec[]) : [])
    .filter((a) => a.type === 'enduser')
    .map((a) => ({ event: name, enduserId: text(a.id), facts: { title: text(r.title), templateId: text(r.templateId) } })))
}

/** a submitted response's answers by field id (what a 'Form Submitted' trigger's conditions judge) */
function answersOf(response: Rec): Rec {
  const responses = Array.isArray(response.responses) ? (response.responses as Rec[]) : []
  return Object.fromEntries(responses
    .filter((r) => typeof r?.fieldId === 'string')
    .map((r) => [r.fieldId as string, r.answer && typeof r.answer === 'object' ? (r.answer as Rec).value : undefined]))
}

/** what happened to which patients, from an event of another service */
export function happeningsOf(event: BusEvent): Happening[] {
  switch (event.subject) {
    case 'evt.endusers.created':
      return event.records.flatMap((r) => [
        { event: 'Contact Created', enduserId: text(r.id), facts: {} },
        // 'Field Equals' also judges the fields a patient is created with
        { event: 'Field Equals', enduserId: text(r.id), facts: { record: r, changed: fieldNames(r, filled) } },
      ])
    case 'evt.form_responses.updated':
      return event.records
        .filter((r) => text(event.changes?.find((c) => c.id === r.id)?.changes.submittedAt) && text(r.submittedAt))
        .map((r) => ({ event: 'Form Submitted', enduserId: text(r.enduserId), facts: { formId: text(r.formId), answers: answersOf(r) } }))
    case 'evt.purchases.created':
      return event.records.map((r) => ({ event: 'Purchase Made', enduserId: text(r.enduserId), facts: {} }))
    case 'evt.purchases.updated':
      // a refund raises the purchase's refundedAmount (billing never lowers it)
      return event.records
        .filter((r) => 'refundedAmount' in changesOf(event, r) && Number(r.refundedAmount) > 0)
        .map((r) => ({ event: 'Refund Issued', enduserId: text(r.enduserId), facts: {} }))
    case 'evt.calendar_events.created':
      return appointments(event, 'Appointment Created')
    case 'evt.calendar_events.updated':
      return [
        ...appointments(event, 'Appointment Cancelled', 'cancelledAt'),
        ...appointments(event, 'Appointment Rescheduled', 'startTimeInMS'),
        ...appointments(event, 'Appointment Completed', 'completedAt'),
      ]
    case 'evt.endusers.updated':
      // 'Field Equals' is matched against the patient as they are now, when one of their fields changed
      return event.records.filter((r) => Object.keys(changesOf(event, r)).length > 0).map((r) => ({ event: 'Field Equals', enduserId: text(r.id), facts: { record: r, changed: fieldNames(changesOf(event, r)) } }))
    case 'evt.enduser_medications.created':
      return event.records.map((r) => ({ event: 'Medication Added', enduserId: text(r.enduserId), facts: { title: text(r.title) } }))
    case 'evt.incoming_communications.created':
      return event.records.map((r) => ({ event: 'Incoming Message', enduserId: text(r.enduserId), facts: {} }))
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
  // 'Field Equals' { field, value }: the update changed that field (or custom field) and it holds the value now
  if (facts.record && typeof info.field === 'string') {
    if (!facts.changed?.includes(info.field)) return false
    const r = facts.record
    const fields = (r.fields && typeof r.fields === 'object' ? r.fields : {}) as Rec
    const now = info.field in r ? r[info.field] : fields[info.field]
    // the SDK's '$exists': the field holds anything
    if (info.value === '$exists') return now !== undefined && now !== null && now !== ''
    if (String(now ?? '') !== String(info.value ?? '')) return false
  }
  return true
}

/**
 * A 'Form Submitted' trigger's conditions (the SDK's compound filter on the answers, keyed by field
 * id: `{ $and: [{ condition: { <fieldId>: 'x' } }] }`, $exists, $contains …): met by the answers
 * submitted. Other events carry no answers: their conditions are not judged here.
 */
export function answersMeet(conditions: unknown, facts: Happening['facts']): boolean {
  if (!facts.answers || !conditions || typeof conditions !== 'object' || !Object.keys(conditions).length) return true
  return meetsConditions(facts.answers, conditions)
}

async function firstFiring(d: AutomationDeps, businessId: string, trigger: TriggerRow, enduserId: string): Promise<boolean> {
  if (!trigger.oncePerEnduser) return true
  const claimed = await d.db.automationTriggerFiring.createMany({ data: [{ triggerId: trigger.id, enduserId, businessId }], skipDuplicates: true })
  return claimed.count === 1
}

/** a tag naming the patient's fields, as the SDK's are written: '{{enduser.fname}}', '{{enduser.fields.plan}}' */
export function filledTag(tag: string, patient: Patient): string {
  return tag.replace(/\{\{\s*enduser\.([\w.]+)\s*\}\}/g, (_all, path: string) => {
    let v: unknown = patient
    for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Rec)[key] : undefined
    return typeof v === 'string' || typeof v === 'number' ? String(v) : ''
  }).trim()
}

async function act(d: AutomationDeps, businessId: string, trigger: TriggerRow, patient: Patient, journeyContext?: Rec): Promise<boolean> {
  const as = automationSession(businessId, trigger.creator || businessId)
  const info = trigger.action.info ?? {}
  const journeyId = text(info.journeyId)
  switch (trigger.action.type) {
    case 'Add To Journey':
      if (journeyId) await enroll(d, { businessId, journeyId, enduserIds: [patient.id], as, source: `trigger:${trigger.id}`, ...(journeyContext ? { journeyContext } : {}) })
      return true
    case 'Remove From Journey':
      if (journeyId) await unenroll(d, { businessId, journeyId, enduserIds: [patient.id], as, by: `trigger:${trigger.id}` })
      return true
    case 'Remove From All Journeys':
      for (const id of Object.keys(patient.journeys ?? {})) await unenroll(d, { businessId, journeyId: id, enduserIds: [patient.id], as, by: `trigger:${trigger.id}` })
      return true
    case 'Add Tags':
      await d.endusers.update(as, patient.id, { tags: strings(info.tags).map((t) => filledTag(t, patient)).filter(Boolean) })
      return true
    case 'Remove Tags': {
      const gone = new Set(strings(info.tags))
      await d.endusers.update(as, patient.id, { tags: (patient.tags ?? []).filter((t) => !gone.has(t)) }, { replace: true })
      return true
    }
    case 'Set Fields': {
      const setters = (Array.isArray(info.fields) ? info.fields : []) as (FieldSetter & { name: string })[]
      const now = d.now()
      await d.endusers.update(as, patient.id, { fields: Object.fromEntries(setters.filter((f) => typeof f?.name === 'string').map((f) => [f.name, fieldValue(f, patient.fields?.[f.name], now)])) })
      return true
    }
    case 'Move To Step':
      // its work is the waiting steps going on (fire's continueAfterTrigger)
      return true
    default:
      return false
  }
}

export const SUBJECTS = [
  'evt.endusers.created', 'evt.endusers.updated', 'evt.form_responses.updated', 'evt.purchases.created', 'evt.purchases.updated', 'evt.calendar_events.created', 'evt.calendar_events.updated',
  'evt.enduser_medications.created', 'evt.incoming_communications.created',
]

const TRIGGER_FIELDS = ['id', 'creator', 'event', 'action', 'enduserCondition', 'oncePerEnduser', 'status', 'createdAt'] as const

/**
 * Fires one trigger for one patient: its enduserCondition, oncePerEnduser, its action, then the
 * patient's steps waiting on it. `firing` names this firing (the event's id): a redelivery
 * starts no waiting step twice. `occurrence` is a time trigger's claimed occurrence (time-triggers.ts),
 * released when the action fails so the next sweep fires it again. Answers whether it fired.
 */
export async function fire(d: AutomationDeps, o: { businessId: string; trigger: TriggerRow; patient: Patient; firing: string; occurrence?: string; journeyContext?: Rec; log?: { warn(o: object, m: string): void } }): Promise<boolean> {
  const { businessId, trigger, patient } = o
  if (trigger.enduserCondition && !meetsConditions(patient as unknown as Parameters<typeof meetsConditions>[0], trigger.enduserCondition)) return false
  if (!(await firstFiring(d, businessId, trigger, patient.id))) return false
  try {
    if (!(await act(d, businessId, trigger, patient, o.journeyContext))) o.log?.warn({ triggerId: trigger.id, action: trigger.action.type }, 'automation trigger: this action is not run yet')
  } catch (err) {
    // the claims go with the failure: the event's redelivery (or the next sweep) fires it again
    const occurrences = [...(trigger.oncePerEnduser ? [''] : []), ...(o.occurrence ? [o.occurrence] : [])]
    if (occurrences.length) await d.db.automationTriggerFiring.deleteMany({ where: { triggerId: trigger.id, enduserId: patient.id, occurrence: { in: occurrences } } })
    throw err
  }
  await continueAfterTrigger(d, businessId, trigger.id, patient.id, `${trigger.id}:${o.firing}`)
  return true
}

export async function triggerRows(d: AutomationDeps, businessId: string, where: Record<string, unknown>): Promise<TriggerRow[]> {
  return (await d.repos.automationTriggers.systemRepo(businessId).findRows(where, { fields: [...TRIGGER_FIELDS] })) as unknown as TriggerRow[]
}

export type { TriggerRow }

export const automationTriggersFire = (d: AutomationDeps) =>
  onEvent('automation-triggers', SUBJECTS, async (event, { businessId, log }) => {
    const happenings = happeningsOf(event).filter((h) => h.enduserId)
    if (!happenings.length) return
    const active = await triggerRows(d, businessId, { status: 'Active' })
    for (const h of happenings) {
      const triggers = active.filter((t) => t.event?.type === h.event && infoMatches(t.event.info, h.facts) && answersMeet(t.event.conditions, h.facts))
      if (!triggers.length) continue
      const patient = await d.endusers.get(businessId, h.enduserId)
      if (!patient) continue
      for (const trigger of triggers) await fire(d, { businessId, trigger, patient, firing: event.id, log })
    }
  })
