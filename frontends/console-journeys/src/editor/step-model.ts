// One automation step as the editor's form holds it (a draft of plain strings), and back: the step's
// first event (when the journey starts; after a step with a delay; when a step's form is answered or
// its ticket completed) and its action, for the action types the editor offers. Any other action
// type the server accepts is kept as it is (shown read-only as JSON); events the form does not
// offer are kept too. Pure: tested without a DOM.
import { DELAY_UNITS } from '@care/contracts/constants'
import { ENDUSER_FIELD_SETTER_TYPES } from '@care/contracts/values/automation'
import type { RecordOf } from '@care/sdk'
import { conditionsText, parseConditions } from '../shared/conditions.ts'

export type Step = RecordOf<'automation_steps'>
export type StepEvent = NonNullable<Step['events']>[number]
export type StepAction = NonNullable<Step['action']>
export type DelayUnit = (typeof DELAY_UNITS)[number]
export type FieldSetterType = (typeof ENDUSER_FIELD_SETTER_TYPES)[number]

/** the actions the form edits; every other type is shown read-only with its JSON */
export const EDITABLE_ACTIONS = [
  'setEnduserStatus', 'setEnduserFields', 'addEnduserTags', 'removeEnduserTags', 'addToJourney', 'removeFromJourney', 'removeFromAllJourneys',
  'createTicket', 'sendEmail', 'sendSMS',
] as const
export type EditableAction = (typeof EDITABLE_ACTIONS)[number]
export const isEditableAction = (type: unknown): type is EditableAction => (EDITABLE_ACTIONS as readonly unknown[]).includes(type)

export const EDITABLE_EVENTS = ['onJourneyStart', 'afterAction', 'formResponse', 'ticketCompleted'] as const
export type EditableEvent = (typeof EDITABLE_EVENTS)[number]
export const isEditableEvent = (type: unknown): type is EditableEvent => (EDITABLE_EVENTS as readonly unknown[]).includes(type)

export interface FieldSetterDraft {
  name: string
  type: FieldSetterType
  value: string
}

export interface StepDraft {
  eventType: EditableEvent
  /** the earlier step an afterAction / formResponse / ticketCompleted event names */
  afterStepId: string
  delay: string
  unit: DelayUnit
  closedForReason: string
  actionType: EditableAction
  status: string
  fields: FieldSetterDraft[]
  /** comma-separated */
  tags: string
  replaceExisting: boolean
  journeyId: string
  title: string
  description: string
  defaultAssignee: string
  templateId: string
  senderId: string
  continueOnError: boolean
  conditions: string
}

type Info = Record<string, unknown>
const infoOf = (x: { info?: unknown } | undefined): Info => (x?.info && typeof x.info === 'object' ? (x.info as Info) : {})
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

export function emptyDraft(): StepDraft {
  return {
    eventType: 'onJourneyStart', afterStepId: '', delay: '0', unit: 'Days', closedForReason: '', actionType: 'setEnduserStatus', status: '',
    fields: [{ name: '', type: 'Custom Value', value: '' }], tags: '', replaceExisting: false, journeyId: '', title: '', description: '',
    defaultAssignee: '', templateId: '', senderId: '', continueOnError: false, conditions: '',
  }
}

/** the form's draft of a stored step (or a new one) */
export function draftOf(step?: Pick<Step, 'events' | 'action' | 'enduserConditions' | 'continueOnError'>): StepDraft {
  const d = emptyDraft()
  if (!step) return d
  const event = step.events?.[0]
  if (event && isEditableEvent(event.type)) {
    const info = infoOf(event)
    d.eventType = event.type
    d.afterStepId = str(info.automationStepId)
    if (typeof info.delay === 'number') d.delay = String(info.delay)
    if ((DELAY_UNITS as readonly unknown[]).includes(info.unit)) d.unit = info.unit as DelayUnit
    d.closedForReason = str(info.closedForReason)
  }
  const action = step.action
  if (action && isEditableAction(action.type)) {
    const info = infoOf(action)
    d.actionType = action.type
    d.status = str(info.status)
    const fields = Array.isArray(info.fields) ? (info.fields as Info[]) : []
    if (fields.length) d.fields = fields.map((f) => ({ name: str(f.name), type: (ENDUSER_FIELD_SETTER_TYPES as readonly unknown[]).includes(f.type) ? (f.type as FieldSetterType) : 'Custom Value', value: str(f.value) }))
    d.tags = list(info.tags).join(', ')
    d.replaceExisting = info.replaceExisting === true
    d.journeyId = str(info.journeyId)
    d.title = str(info.title)
    d.description = str(info.description)
    d.defaultAssignee = str(info.defaultAssignee)
    d.templateId = str(info.templateId)
    d.senderId = str(info.senderId)
  }
  d.continueOnError = step.continueOnError === true || (action as { continueOnError?: boolean } | undefined)?.continueOnError === true
  d.conditions = conditionsText(step.enduserConditions)
  return d
}

export const tagsOf = (text: string) => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))]

/** where an error shows: the server's field names (validation[].field), so its refusals land in the same places */
export const STEP_FIELDS = [
  'events', 'events.0.info.automationStepId', 'events.0.info.delay', 'events.0.info.unit', 'action', 'action.type', 'action.info.status', 'action.info.fields',
  'action.info.tags', 'action.info.journeyId', 'action.info.title', 'action.info.templateId', 'action.info.senderId', 'action.info.defaultAssignee', 'enduserConditions',
] as const
export type StepField = (typeof STEP_FIELDS)[number]

export type BuiltStep =
  | { ok: true; step: { events: StepEvent[]; action: StepAction; enduserConditions?: Record<string, unknown>; continueOnError?: boolean } }
  | { ok: false; errors: Partial<Record<StepField, string>> }

const REQUIRED = 'Required'

/**
 * The step to send for a draft, or what is missing. `keep` is the stored step being edited: its
 * other events stay, and an action of a type the form does not edit is sent back unchanged.
 */
export function buildStep(d: StepDraft, keep?: Pick<Step, 'events' | 'action'>): BuiltStep {
  const errors: Partial<Record<StepField, string>> = {}
  let event: StepEvent
  const kept = keep?.events?.[0]
  if (kept && !isEditableEvent(kept.type)) event = kept
  else if (d.eventType === 'onJourneyStart') event = { type: 'onJourneyStart', info: {} }
  else {
    if (!d.afterStepId) errors['events.0.info.automationStepId'] = 'Choose the step it follows'
    if (d.eventType === 'afterAction') {
      const delay = Number(d.delay)
      if (d.delay.trim() === '' || !Number.isFinite(delay) || delay < 0) errors['events.0.info.delay'] = 'Enter a delay of 0 or more'
      event = { type: 'afterAction', info: { automationStepId: d.afterStepId, delay, unit: d.unit } }
    } else if (d.eventType === 'ticketCompleted') {
      event = { type: 'ticketCompleted', info: { automationStepId: d.afterStepId, ...(d.closedForReason.trim() ? { closedForReason: d.closedForReason.trim() } : {}) } }
    } else event = { type: 'formResponse', info: { automationStepId: d.afterStepId } }
  }
  const events = [event, ...(keep?.events?.slice(1) ?? [])]

  let action: StepAction
  if (keep?.action && !isEditableAction(keep.action.type)) action = keep.action
  else {
    const built = actionOf(d, errors)
    action = (d.continueOnError ? { ...built, continueOnError: true } : built) as StepAction
  }
  const conditions = parseConditions(d.conditions)
  if (!conditions.ok) errors.enduserConditions = conditions.error
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, step: { events, action, ...(conditions.ok && conditions.value ? { enduserConditions: conditions.value } : {}) } }
}

function actionOf(d: StepDraft, errors: Partial<Record<StepField, string>>): { type: EditableAction; info: Info } {
  const need = (field: StepField, value: string, message = REQUIRED) => {
    if (!value.trim()) errors[field] = message
    return value.trim()
  }
  switch (d.actionType) {
    case 'setEnduserStatus':
      return { type: d.actionType, info: { status: need('action.info.status', d.status, 'Choose a state') } }
    case 'setEnduserFields': {
      const fields = d.fields.filter((f) => f.name.trim() || f.value.trim())
      if (!fields.length || fields.some((f) => !f.name.trim())) errors['action.info.fields'] = 'Every field needs a name'
      return { type: d.actionType, info: { fields: fields.map((f) => ({ name: f.name.trim(), type: f.type, value: f.type === 'Custom Value' ? f.value : '' })) } }
    }
    case 'addEnduserTags':
    case 'removeEnduserTags': {
      const tags = tagsOf(d.tags)
      if (!tags.length) errors['action.info.tags'] = 'Enter at least one tag'
      return { type: d.actionType, info: d.actionType === 'addEnduserTags' && d.replaceExisting ? { tags, replaceExisting: true } : { tags } }
    }
    case 'addToJourney':
    case 'removeFromJourney':
      return { type: d.actionType, info: { journeyId: need('action.info.journeyId', d.journeyId, 'Choose a journey') } }
    case 'removeFromAllJourneys':
      return { type: d.actionType, info: {} }
    case 'createTicket':
      return {
        type: d.actionType,
        info: {
          title: need('action.info.title', d.title),
          ...(d.description.trim() ? { description: d.description.trim() } : {}),
          ...(d.defaultAssignee ? { defaultAssignee: d.defaultAssignee } : {}),
        },
      }
    case 'sendEmail':
    case 'sendSMS':
      return { type: d.actionType, info: { templateId: need('action.info.templateId', d.templateId, 'Choose a template'), senderId: need('action.info.senderId', d.senderId, 'Choose a sender') } }
  }
}

/**
 * The draft after a connection drawn on the flowchart: from Start, the step runs when the journey
 * starts; from a step, it follows that step — keeping its kind of following (after a delay, a form
 * answered, a ticket completed) when it had one, else after a delay of the draft's.
 */
export function linkedDraft(draft: StepDraft, from: { start: true } | { stepId: string }): StepDraft {
  if ('start' in from) return { ...draft, eventType: 'onJourneyStart', afterStepId: '' }
  return { ...draft, eventType: draft.eventType === 'onJourneyStart' ? 'afterAction' : draft.eventType, afterStepId: from.stepId }
}
