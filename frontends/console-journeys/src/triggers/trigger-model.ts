// An automation trigger as its form holds it, and back (spec 1 §3 automation_triggers, the SDK's
// shapes): the event type with its info — a form for form events, appointment titles for
// appointment events, field and value for 'Field Equals', a time of day for 'On Birthday', days for
// 'Has Not Engaged', a form and how long after it was sent for 'Form Unsubmitted' (time-info.ts),
// JSON for the others — and the action type
// with its info — a journey for 'Add To Journey' / 'Remove From Journey', tags for the tag actions,
// JSON for the others; keys of a stored info the form does not show are kept. Pure.
import { AUTOMATION_TRIGGER_ACTION_TYPES, AUTOMATION_TRIGGER_EVENT_TYPES, AUTOMATION_TRIGGER_STATUSES } from '@care/contracts/collections/automation-triggers'
import type { RecordOf } from '@care/sdk'
import { conditionsText, parseConditions } from '../shared/conditions.ts'
import { tagsOf } from '../editor/step-model.ts'
import { afterIntervalOf, afterText, daysText, intervalWords, minutesOf, quietIntervalOf, timeOfDay, type AfterUnit, type Parsed } from './time-info.ts'

export type Trigger = RecordOf<'automation_triggers'>
export type TriggerEventType = (typeof AUTOMATION_TRIGGER_EVENT_TYPES)[number]
export type TriggerActionType = (typeof AUTOMATION_TRIGGER_ACTION_TYPES)[number]
export type TriggerStatus = (typeof AUTOMATION_TRIGGER_STATUSES)[number]

export const FORM_EVENTS: readonly TriggerEventType[] = ['Form Submitted', 'Form Unsubmitted', 'Form Started']
export const APPOINTMENT_EVENTS: readonly TriggerEventType[] = ['Appointment Created', 'Appointment Completed', 'Appointment Cancelled', 'Appointment Rescheduled', 'Appointment No-Showed']
export const JOURNEY_ACTIONS: readonly TriggerActionType[] = ['Add To Journey', 'Remove From Journey']
export const TAG_ACTIONS: readonly TriggerActionType[] = ['Add Tags', 'Remove Tags', 'Add Access Tags']
export const NO_INFO_ACTIONS: readonly TriggerActionType[] = ['Remove From All Journeys', 'Move To Step']

/** the triggers records fires because time passed (its time-triggers.ts), each with a form of its own */
const TIME_EVENTS = { 'On Birthday': 'birthday', 'Has Not Engaged': 'quiet', 'Form Unsubmitted': 'unsubmitted' } as const
/** a new 'On Birthday' trigger fires at 09:00 */
export const DEFAULT_BIRTHDAY_TIME = '09:00'

export type EventInfoKind = 'form' | 'appointment' | 'field' | (typeof TIME_EVENTS)[keyof typeof TIME_EVENTS] | 'json'
export const eventInfoKind = (type: TriggerEventType): EventInfoKind =>
  TIME_EVENTS[type as keyof typeof TIME_EVENTS] ?? (FORM_EVENTS.includes(type) ? 'form' : APPOINTMENT_EVENTS.includes(type) ? 'appointment' : type === 'Field Equals' ? 'field' : 'json')
export type ActionInfoKind = 'journey' | 'tags' | 'none' | 'json'
export const actionInfoKind = (type: TriggerActionType): ActionInfoKind =>
  JOURNEY_ACTIONS.includes(type) ? 'journey' : TAG_ACTIONS.includes(type) ? 'tags' : NO_INFO_ACTIONS.includes(type) ? 'none' : 'json'

export interface TriggerDraft {
  title: string
  eventType: TriggerEventType
  formId: string
  titles: string
  field: string
  value: string
  /** 'On Birthday': the time of day, '09:00' */
  birthdayTime: string
  /** 'Has Not Engaged': whole days without portal activity */
  quietDays: string
  /** 'Form Unsubmitted': not submitted this many `afterUnit` after it was sent */
  afterAmount: string
  afterUnit: AfterUnit
  eventInfo: string
  actionType: TriggerActionType
  journeyId: string
  tags: string
  actionInfo: string
  status: TriggerStatus
  oncePerEnduser: boolean
  condition: string
}

type Info = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const pretty = (v: Info | undefined) => (v && Object.keys(v).length ? JSON.stringify(v, null, 2) : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export function triggerDraft(t?: Trigger): TriggerDraft {
  const ev = (t?.event?.info ?? {}) as Info
  const ac = (t?.action?.info ?? {}) as Info
  const interval = num(ev.intervalInMS)
  // a stored birthday trigger without minutes fires at midnight (records reads it as 0)
  const minutes = t?.event?.type === 'On Birthday' ? num(ev.minutes) ?? 0 : undefined
  const after = interval !== undefined && interval > 0 ? afterText(interval) : { amount: '', unit: 'Days' as const }
  return {
    title: t?.title ?? '',
    eventType: t?.event?.type ?? 'Form Submitted',
    formId: str(ev.formId),
    titles: strings(ev.titles).join(', '),
    field: str(ev.field),
    value: ev.value === undefined ? '' : String(ev.value),
    birthdayTime: minutes === undefined ? DEFAULT_BIRTHDAY_TIME : timeOfDay(minutes),
    quietDays: interval !== undefined && interval > 0 ? daysText(interval) : '',
    afterAmount: after.amount,
    afterUnit: after.unit,
    eventInfo: pretty(ev),
    actionType: t?.action?.type ?? 'Add To Journey',
    journeyId: str(ac.journeyId),
    tags: strings(ac.tags).join(', '),
    actionInfo: pretty(ac),
    status: t?.status ?? 'Active',
    oncePerEnduser: t?.oncePerEnduser === true,
    condition: conditionsText(t?.enduserCondition),
  }
}

export const TRIGGER_FIELDS = ['title', 'event', 'event.info.formId', 'event.info.minutes', 'event.info.intervalInMS', 'event.info', 'action', 'action.info.journeyId', 'action.info.tags', 'action.info', 'status', 'enduserCondition'] as const
export type TriggerField = (typeof TRIGGER_FIELDS)[number]

export type BuiltTrigger =
  | { ok: true; trigger: { title: string; event: { type: TriggerEventType; info: Info }; action: { type: TriggerActionType; info: Info }; status: TriggerStatus; oncePerEnduser: boolean; enduserCondition?: Info } }
  | { ok: false; errors: Partial<Record<TriggerField, string>> }

const objectOf = (text: string, field: TriggerField, errors: Partial<Record<TriggerField, string>>): Info => {
  const parsed = parseConditions(text)
  if (!parsed.ok) {
    errors[field] = parsed.error.replace('Conditions', 'Settings')
    return {}
  }
  return parsed.value ?? {}
}

/** the value parsed, or its message under `field` */
const valueOf = <T>(parsed: Parsed<T>, field: TriggerField, errors: Partial<Record<TriggerField, string>>): T | undefined => {
  if (parsed.ok) return parsed.value
  errors[field] = parsed.error
  return undefined
}

/** the trigger to send for a draft, or what is missing; `stored` keeps the info keys the form does not show */
export function buildTrigger(d: TriggerDraft, stored?: Trigger): BuiltTrigger {
  const errors: Partial<Record<TriggerField, string>> = {}
  if (!d.title.trim()) errors.title = 'Title is required'
  const keptEvent = stored?.event?.type === d.eventType ? ((stored.event.info ?? {}) as Info) : {}
  let eventInfo: Info
  switch (eventInfoKind(d.eventType)) {
    case 'form': {
      if (!d.formId) errors['event.info.formId'] = 'Choose a form'
      eventInfo = { ...keptEvent, formId: d.formId }
      break
    }
    case 'appointment': {
      const { titles: _old, ...rest } = keptEvent
      const titles = tagsOf(d.titles)
      eventInfo = { ...rest, ...(titles.length ? { titles } : {}) }
      break
    }
    case 'field':
      if (!d.field.trim()) errors['event.info'] = 'Name the field'
      eventInfo = { ...keptEvent, field: d.field.trim(), value: d.value }
      break
    case 'birthday':
      eventInfo = { ...keptEvent, minutes: valueOf(minutesOf(d.birthdayTime), 'event.info.minutes', errors) }
      break
    case 'quiet':
      eventInfo = { ...keptEvent, intervalInMS: valueOf(quietIntervalOf(d.quietDays), 'event.info.intervalInMS', errors) }
      break
    case 'unsubmitted':
      if (!d.formId) errors['event.info.formId'] = 'Choose a form'
      eventInfo = { ...keptEvent, formId: d.formId, intervalInMS: valueOf(afterIntervalOf(d.afterAmount, d.afterUnit), 'event.info.intervalInMS', errors) }
      break
    default:
      eventInfo = objectOf(d.eventInfo, 'event.info', errors)
  }
  const keptAction = stored?.action?.type === d.actionType ? ((stored.action.info ?? {}) as Info) : {}
  let actionInfo: Info
  switch (actionInfoKind(d.actionType)) {
    case 'journey':
      if (!d.journeyId) errors['action.info.journeyId'] = 'Choose a journey'
      actionInfo = { ...keptAction, journeyId: d.journeyId }
      break
    case 'tags': {
      const tags = tagsOf(d.tags)
      if (!tags.length) errors['action.info.tags'] = 'Enter at least one tag'
      actionInfo = { ...keptAction, tags }
      break
    }
    case 'none':
      actionInfo = keptAction
      break
    default:
      actionInfo = objectOf(d.actionInfo, 'action.info', errors)
  }
  const condition = parseConditions(d.condition)
  if (!condition.ok) errors.enduserCondition = condition.error
  if (Object.keys(errors).length) return { ok: false, errors }
  return {
    ok: true,
    trigger: {
      title: d.title.trim(), event: { type: d.eventType, info: eventInfo }, action: { type: d.actionType, info: actionInfo }, status: d.status, oncePerEnduser: d.oncePerEnduser,
      ...(condition.ok && condition.value ? { enduserCondition: condition.value } : {}),
    },
  }
}

/**
 * the list's words: 'Form Submitted: Intake', 'Form Unsubmitted: Intake, after 2 days', 'On Birthday: at 09:00',
 * 'Has Not Engaged: for 30 days', 'Appointment Created: Follow-up visit', 'Add To Journey: Onboarding', 'Add Tags: vip'
 */
export function triggerEventText(t: Trigger, formTitle: (id: string) => string | undefined): string {
  const info = (t.event?.info ?? {}) as Info
  const type = t.event?.type ?? ''
  const interval = num(info.intervalInMS)
  const form = () => formTitle(str(info.formId)) ?? str(info.formId)
  const kind = eventInfoKind(type as TriggerEventType)
  const detail = kind === 'form' ? form()
    : kind === 'unsubmitted' ? [form(), interval === undefined ? '' : `after ${intervalWords(interval)}`].filter(Boolean).join(', ')
      : kind === 'birthday' ? `at ${timeOfDay(num(info.minutes) ?? 0)}`
        : kind === 'quiet' ? (interval === undefined ? '' : `for ${intervalWords(interval)}`)
          : strings(info.titles).join(', ') || (type === 'Field Equals' ? `${str(info.field)} = ${String(info.value ?? '')}` : '')
  return detail ? `${type}: ${detail}` : type
}

export function triggerActionText(t: Trigger, journeyTitle: (id: string) => string | undefined): string {
  const info = (t.action?.info ?? {}) as Info
  const type = t.action?.type ?? ''
  const detail = actionInfoKind(type as TriggerActionType) === 'journey' ? journeyTitle(str(info.journeyId)) ?? str(info.journeyId) : strings(info.tags).join(', ')
  return detail ? `${type}: ${detail}` : type
}
