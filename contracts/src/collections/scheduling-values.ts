// Values shared by the scheduling service's collections (spec 1 §3 "Calendar and booking", spec 2 §3),
// in the public SDK's shapes (@tellescope/types-models CalendarEventReminder, UserIdentity,
// AppointmentTerm, GenericAttachment, CalendarEventPortalSettings, WeeklyAvailability).
import { z } from 'zod'
import {
  booleanValidator, customFieldsValidator, enumeration, idValidator, listValidator as list, maxLengthString as text, numberInRange, numberValidator,
} from '../values/index.ts'

export const ATTENDEE_TYPES = ['user', 'enduser'] as const
export const MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const
export const VIDEO_INTEGRATIONS = ['Zoom', 'No Integration'] as const
export const AVAILABILITY_ENTITIES = ['organization', 'user'] as const
/**
 * the reminder types (the SDK's CalendarEventReminderType): email / SMS to patients or a notification
 * to staff, the business's webhook, the patients attending added to or removed from a journey
 * (info.journeyId), a ticket (info.title) per patient attending
 */
export const REMINDER_TYPES = ['enduser-notification', 'user-notification', 'webhook', 'add-to-journey', 'Remove From Journey', 'create-ticket'] as const
export type ReminderType = (typeof REMINDER_TYPES)[number]
/** what a reminder's info must name for its type: a journey id, or a ticket's title */
const REMINDER_INFO_NEEDS: Partial<Record<ReminderType, { field: string; validator: z.ZodType }>> = {
  'add-to-journey': { field: 'journeyId', validator: idValidator },
  'Remove From Journey': { field: 'journeyId', validator: idValidator },
  'create-ticket': { field: 'title', validator: text(250).refine((t) => t.trim() !== '', { message: 'A ticket title is required' }) },
}
export const REMINDER_CHANNELS = ['Email', 'SMS'] as const

export const TIMEZONE_MESSAGE = 'Must be a valid IANA time zone'
/** an IANA time zone the runtime knows ('America/New_York'); '' clears it */
export const isTimezone = (zone: string): boolean => {
  if (zone === '') return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
export const timezoneValidator = text(100).refine(isTimezone, { message: TIMEZONE_MESSAGE })

/** a whole number within [min, max] */
export const wholeNumber = (min: number, max: number) =>
  numberInRange(min, max).refine(Number.isInteger, { message: 'Not a valid number' })

/** who takes part in an event (the SDK's UserIdentity plus its join link token) */
export const attendeeValidator = z.object({
  type: enumeration(ATTENDEE_TYPES),
  id: idValidator,
  joinLinkToken: text(250).optional(),
}).loose()
export type Attendee = z.output<typeof attendeeValidator>

/** a reminder before an event starts; didRemind is set by the service once it has been sent */
export const reminderValidator = z.object({
  type: enumeration(REMINDER_TYPES),
  info: z.object({
    templateId: text(250).optional(),
    channel: enumeration(REMINDER_CHANNELS).optional(),
  }).loose().optional().default({}),
  /** negative: after the event starts (a follow-up) */
  msBeforeStartTime: numberValidator,
  dontSendIfPassed: booleanValidator.optional(),
  didRemind: booleanValidator.optional(),
}).loose().superRefine((r, ctx) => {
  const need = REMINDER_INFO_NEEDS[r.type]
  if (!need) return
  const value = (r.info as Record<string, unknown>)[need.field]
  const parsed = need.validator.safeParse(value ?? '')
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['info', need.field], message: parsed.error.issues[0]?.message ?? 'Invalid value' })
})
export type CalendarEventReminder = z.output<typeof reminderValidator>

export const termValidator = z.object({ title: text(1000), link: text(5000) }).loose()

export const eventAttachmentValidator = z.object({
  fileId: text(250).optional(),
  displayName: text(1000).optional(),
  type: text(250).optional(),
  secureName: text(250),
}).loose()

export const portalSettingsValidator = z.object({ hideUsers: booleanValidator.optional() }).loose()

export const enduserTaskForEventValidator = z.object({ id: idValidator, enduserId: idValidator }).loose()
export const enduserFormResponseForEventValidator = z.object({ formId: idValidator, enduserId: idValidator, accessCode: text(250) }).loose()

export const FIELDS_TOO_DEEP = 'Custom field values may nest at most 10 levels'
const depthOf = (v: unknown, limit: number): number => {
  if (!v || typeof v !== 'object' || limit < 0) return 0
  let max = 0
  for (const x of Object.values(v)) max = Math.max(max, depthOf(x, limit - 1))
  return max + 1
}
/** an event's custom fields (the enduser's rules: key limits, values cut, objects at most 4096 characters as JSON), nested at most 10 levels */
export const eventFieldsValidator = customFieldsValidator.refine((fields) => depthOf(fields, 12) <= 11, { message: FIELDS_TOO_DEEP })

export { list, text }
