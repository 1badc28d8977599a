// Automation events, actions and conditions (spec 1 §3 "Journeys and automation", §9 delay
// units), in the public SDK's shapes (@tellescope/types-models: AutomationEvent,
// AutomationActionForType, CancelCondition, EnduserFieldSetter). Every event type of the SDK is
// accepted; actions are the ones the records service runs — any other type is refused with
// 'Unsupported automation action: <type>' (issue #23). The actions added after the first part
// (sendChat … cancelFutureAppointments) keep only the SDK fields records really honours and refuse
// any other key naming it ('Unrecognized field'), so a setting is never silently ignored.
import { z } from 'zod'
import { DELAY_UNITS } from '../constants.ts'
import { answeredWhole } from '../errors.ts'
import { booleanValidator } from './booleans.ts'
import { enumeration } from './enumerations.ts'
import { idValidator } from './ids.ts'
import { journeyStateNameValidator } from './journey.ts'
import { nonNegativeNumberValidator, numberValidator } from './numbers.ts'
import { listValidator, maxLengthString as text } from './strings.ts'
import { urlValidator } from './slug-url-mime.ts'

const json = z.record(z.string().max(250), z.unknown())

/** how many milliseconds one of each delay unit is (spec 1 §9: Days, Hours, Minutes, Seconds) */
export const DELAY_UNIT_MS: Record<(typeof DELAY_UNITS)[number], number> = { Days: 86_400_000, Hours: 3_600_000, Minutes: 60_000, Seconds: 1000 }

export const delayUnitValidator = enumeration(DELAY_UNITS)

// ── cancel conditions (the SDK's CancelCondition) ───────────────────────────────────────────────
export const cancelConditionValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('formResponse'), info: z.object({ automationStepId: idValidator }) }),
  z.object({ type: z.literal('formResponses'), info: z.object({ automationStepId: idValidator, unsubmittedFormCount: nonNegativeNumberValidator }) }),
])
export const cancelConditionsValidator = listValidator(cancelConditionValidator, 100)

// ── events ──────────────────────────────────────────────────────────────────────────────────────
/** afterAction's info (and the form-unsubmitted events'): the delay after the step named; delayInMS is the real one (filled from delay and unit when left out) */
const afterActionInfo = z.object({
  automationStepId: idValidator,
  delayInMS: nonNegativeNumberValidator.optional(),
  delay: nonNegativeNumberValidator,
  unit: delayUnitValidator,
  officeHoursOnly: booleanValidator.optional(),
  cancelConditions: cancelConditionsValidator.optional(),
  abTestCondition: text(250).optional(),
  formCondition: z.object({ formId: idValidator, formFieldId: idValidator, before: booleanValidator.optional() }).optional(),
  fieldCondition: z.object({ field: text(250), before: booleanValidator.optional() }).optional(),
  eventCondition: z.object({ before: booleanValidator.optional() }).optional(),
})
const stepOnly = z.object({ automationStepId: idValidator })

export const AUTOMATION_EVENT_TYPES = ['onJourneyStart', 'afterAction', 'formResponse', 'formResponses', 'formUnsubmitted', 'formsUnsubmitted', 'ticketCompleted', 'waitForTrigger'] as const

export const automationEventValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('onJourneyStart'), info: z.object({}).loose() }),
  z.object({ type: z.literal('afterAction'), info: afterActionInfo }),
  z.object({ type: z.literal('formResponse'), info: stepOnly }),
  z.object({ type: z.literal('formResponses'), info: stepOnly }),
  z.object({ type: z.literal('formUnsubmitted'), info: afterActionInfo }),
  z.object({ type: z.literal('formsUnsubmitted'), info: afterActionInfo }),
  z.object({ type: z.literal('ticketCompleted'), info: z.object({ automationStepId: idValidator, closedForReason: text(1000).optional() }) }),
  z.object({ type: z.literal('waitForTrigger'), info: z.object({ automationStepId: idValidator, triggerId: idValidator }) }),
], {
  error: (issue) => (issue.code === 'invalid_union' && (issue as { note?: string }).note === 'No matching discriminator'
    ? `Value must match one of ${AUTOMATION_EVENT_TYPES.join(', ')}` : undefined),
})
export type AutomationEvent = z.output<typeof automationEventValidator>
export const automationEventsValidator = listValidator(automationEventValidator, 100)

// ── actions ─────────────────────────────────────────────────────────────────────────────────────
export const unsupportedActionMessage = (type: unknown) => `Unsupported automation action: ${typeof type === 'string' ? type : JSON.stringify(type)}`

/** every action type of the SDK (AutomationActionForType): the ones not run here answer their refusal as the whole message */
export const SDK_AUTOMATION_ACTION_TYPES = [
  'sendEmail', 'sendSMS', 'sendChat', 'sendForm', 'createTicket', 'sendWebhook', 'setEnduserStatus', 'setEnduserFields', 'shareContent', 'notifyTeam',
  'addEnduserTags', 'removeEnduserTags', 'addToJourney', 'removeFromJourney', 'removeFromAllJourneys', 'iterableSendEmail', 'iterableCustomEvent',
  'zendeskCreateTicket', 'createCarePlan', 'completeCarePlan', 'zusSync', 'zusPull', 'pagerDutyCreateIncident', 'smartMeterPlaceOrder', 'healthieSync',
  'healthieAddToCourse', 'healthieSendChat', 'completeTickets', 'changeContactType', 'activeCampaignSync', 'activeCampaignAddToLists',
  'switchToRelatedContact', 'elationSync', 'canvasSync', 'pushFormsToPortal', 'developHealthMedEligibility', 'cancelFutureAppointments',
] as const
answeredWhole(...SDK_AUTOMATION_ACTION_TYPES.map(unsupportedActionMessage))

/** who sends: the SDK's SenderAssignmentStrategy ('Care Team Primary' sends as the patient's first care team member) */
const senderAssignment = z.object({ type: enumeration(['Care Team Primary', 'Default'] as const), info: json.optional() })
const message = {
  templateId: idValidator,
  senderId: idValidator,
  assignment: senderAssignment.optional(),
  sendToDestinationOfRelatedContactTypes: listValidator(text(100), 100).optional(),
}
export const ENDUSER_FIELD_SETTER_TYPES = ['Custom Value', 'Current Timestamp', 'Current Date', 'Increment Number'] as const
export const enduserFieldSetterValidator = z.object({
  name: text(256).refine((n) => n.trim().length > 0, { error: 'name must not be blank' }),
  type: enumeration(ENDUSER_FIELD_SETTER_TYPES),
  value: text(512),
  increment: numberValidator.optional(),
})
export const CREATE_TICKET_ASSIGNMENTS = [
  'care-team-random', 'care-team-primary', 'by-tags', 'previous-owner', 'queue', 'Recently-Booked Appointment Host', 'Form Submitter for Journey Trigger', 'default',
] as const
const tags = listValidator(text(100), 100)
const continueOnError = booleanValidator.optional()

/** an info object of the SDK's fields named, any other key refused naming it */
export const UNRECOGNIZED_FIELD = 'Unrecognized field'
const strictInfo = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape).superRefine((info, ctx) => {
  for (const key of Object.keys(info)) if (!(key in shape)) ctx.addIssue({ code: 'custom', path: [key], message: UNRECOGNIZED_FIELD })
}) as unknown as z.ZodObject<S>
const nonBlank = (max: number, field: string) => text(max).refine((t) => t.trim().length > 0, { error: `${field} must not be blank` })
const ids = (max = 100) => listValidator(idValidator, max)
const someIds = (field: string, max = 100) => ids(max).min(1, { error: `${field} must name at least one record` })
/** the SDK's ListOfStringsWithQualifier ('One Of' / 'All Of') */
export const LIST_QUALIFIERS = ['One Of', 'All Of'] as const
const qualifiedList = z.strictObject({ qualifier: enumeration(LIST_QUALIFIERS), values: listValidator(text(100), 100) })
/** the channels sendForm sends its link by (the SDK's CommunicationsChannel, less Chat: not run here) */
export const SEND_FORM_ACTION_CHANNELS = ['Email', 'SMS'] as const

/**
 * The actions the records service runs, in the SDK's shapes. setEnduserStatus comes first: it is
 * the simplest valid action, the one generated examples (the authorization matrix) take.
 */
export const SUPPORTED_AUTOMATION_ACTIONS = [
  'setEnduserStatus', 'setEnduserFields', 'addEnduserTags', 'removeEnduserTags', 'addToJourney', 'removeFromJourney', 'removeFromAllJourneys',
  'createTicket', 'sendEmail', 'sendSMS', 'sendChat', 'sendForm', 'pushFormsToPortal', 'sendWebhook', 'notifyTeam', 'completeTickets', 'shareContent',
  'createCarePlan', 'completeCarePlan', 'cancelFutureAppointments',
] as const
export type SupportedAutomationAction = (typeof SUPPORTED_AUTOMATION_ACTIONS)[number]

export const automationActionValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setEnduserStatus'), info: z.object({ status: journeyStateNameValidator }), continueOnError }),
  z.object({ type: z.literal('setEnduserFields'), info: z.object({ fields: listValidator(enduserFieldSetterValidator, 100) }), continueOnError }),
  z.object({ type: z.literal('addEnduserTags'), info: z.object({ tags, replaceExisting: booleanValidator.optional() }), continueOnError }),
  z.object({ type: z.literal('removeEnduserTags'), info: z.object({ tags }), continueOnError }),
  z.object({ type: z.literal('addToJourney'), info: z.object({ journeyId: idValidator }), continueOnError }),
  z.object({ type: z.literal('removeFromJourney'), info: z.object({ journeyId: idValidator }), continueOnError }),
  z.object({ type: z.literal('removeFromAllJourneys'), info: z.object({}).loose(), continueOnError }),
  z.object({
    type: z.literal('createTicket'),
    info: z.object({
      title: text(250).refine((t) => t.trim().length > 0, { error: 'title must not be blank' }),
      assignmentStrategy: z.object({ type: enumeration(CREATE_TICKET_ASSIGNMENTS), info: json.optional() }).optional(),
      defaultAssignee: idValidator.optional(),
      closeReasons: listValidator(text(250), 100).optional(),
      hiddenFromTickets: booleanValidator.optional(),
      description: text(5000).optional(),
      htmlDescription: text(25000).optional(),
      dueDateOffsetInMS: nonNegativeNumberValidator.optional(),
      priority: numberValidator.optional(),
      tags: tags.optional(),
    }).loose(),
    continueOnError,
  }),
  z.object({ type: z.literal('sendEmail'), info: z.object({ ...message, fromEmailOverride: text(100).optional() }), continueOnError }),
  z.object({ type: z.literal('sendSMS'), info: z.object(message), continueOnError }),
  // a chat in the patient's room of this identifier with the sender (userIds' first, else the care team's first, else the step's author)
  z.object({
    type: z.literal('sendChat'),
    info: strictInfo({ templateId: idValidator, identifier: nonBlank(100, 'identifier'), includeCareTeam: booleanValidator.optional(), userIds: ids().optional() }),
    continueOnError,
  }),
  z.object({
    type: z.literal('sendForm'),
    info: strictInfo({ formId: idValidator, senderId: idValidator, assignment: senderAssignment.optional(), channel: enumeration(SEND_FORM_ACTION_CHANNELS).optional() }),
    continueOnError,
  }),
  z.object({ type: z.literal('pushFormsToPortal'), info: strictInfo({ formIds: someIds('formIds') }), continueOnError }),
  z.object({
    type: z.literal('sendWebhook'),
    info: strictInfo({
      message: nonBlank(5000, 'message'),
      url: urlValidator.optional(),
      fields: listValidator(z.strictObject({ field: nonBlank(250, 'field'), value: text(5000) }), 100).optional(),
    }),
    continueOnError,
  }),
  z.object({
    type: z.literal('notifyTeam'),
    info: strictInfo({ templateId: idValidator, forAssigned: booleanValidator, roles: listValidator(text(100), 100).optional(), tags: qualifiedList.optional() }),
    continueOnError,
  }),
  z.object({ type: z.literal('completeTickets'), info: strictInfo({ journeyIds: ids().optional() }), continueOnError }),
  z.object({ type: z.literal('shareContent'), info: strictInfo({ managedContentRecordIds: someIds('managedContentRecordIds') }), continueOnError }),
  z.object({
    type: z.literal('createCarePlan'),
    info: strictInfo({
      title: nonBlank(250, 'title'),
      htmlDescription: text(25000).optional(),
      hideRemainingTicketsProgress: booleanValidator.optional(),
      highlightedEnduserFields: listValidator(text(250), 100).optional(),
    }),
    continueOnError,
  }),
  z.object({ type: z.literal('completeCarePlan'), info: strictInfo({}), continueOnError }),
  z.object({ type: z.literal('cancelFutureAppointments'), info: strictInfo({}), continueOnError }),
], {
  error: (issue) => {
    if (issue.code !== 'invalid_union' || (issue as { note?: string }).note !== 'No matching discriminator') return undefined
    const input = issue.input as { type?: unknown } | undefined
    return input && typeof input === 'object' && 'type' in input ? unsupportedActionMessage(input.type) : 'Value not provided for required field: type'
  },
})
export type AutomationAction = z.output<typeof automationActionValidator>

// ── conditions ──────────────────────────────────────────────────────────────────────────────────
/** the SDK's deprecated AutomationCondition (atJourneyState): kept as given */
export const automationConditionValidator = z.object({
  type: z.literal('atJourneyState'),
  info: z.object({ journeyId: idValidator, state: journeyStateNameValidator }),
})
export const automationConditionsValidator = listValidator(automationConditionValidator, 100)

/**
 * enduserConditions: a MongoDB-style filter on the patient (the SDK's `Record<any, any>`):
 * `{ "tags": "vip" }`, `{ "fields.plan": { "$in": ["gold"] } }`, `{ "$and": [...] }` — at most 10
 * levels deep and 10,000 characters as JSON (evaluated by records' domain/conditions.ts).
 */
export const ENDUSER_CONDITIONS_MAX_CHARACTERS = 10_000
const depth = (v: unknown): number => (v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v as object).map(depth)) : 0)
export const enduserConditionsValidator = json.superRefine((v, ctx) => {
  if (JSON.stringify(v).length > ENDUSER_CONDITIONS_MAX_CHARACTERS) ctx.addIssue({ code: 'custom', message: `Conditions may not exceed ${ENDUSER_CONDITIONS_MAX_CHARACTERS} characters as JSON` })
  else if (depth(v) > 10) ctx.addIssue({ code: 'custom', message: 'Conditions may not be nested more than 10 levels deep' })
})

/** the delay an afterAction-like event waits, in ms: delayInMS when given, else delay × unit */
export function eventDelayMs(info: { delayInMS?: number; delay?: number; unit?: (typeof DELAY_UNITS)[number] }): number {
  if (typeof info.delayInMS === 'number') return info.delayInMS
  return (info.delay ?? 0) * (info.unit ? DELAY_UNIT_MS[info.unit] : 0)
}
