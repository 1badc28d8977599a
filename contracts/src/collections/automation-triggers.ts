// automation_triggers (spec 1 §3 "Journeys and automation", §4), owned by records: when something
// happens to a patient (the SDK's AutomationTriggerEvents: 'Contact Created', 'Form Submitted' …)
// and they meet `enduserCondition`, do `action` ('Add To Journey', 'Add Tags' …); `status` Active
// or Inactive; `oncePerEnduser` fires it at most once per patient. Stored in the SDK's shapes.
// Active ones fire in records (services/records/src/journeys/triggers.ts, time-triggers.ts). Patients have no access.
import { z } from 'zod'
import { booleanValidator, emptyOk, enumeration, idValidator, instantValidator, maxLengthString as text, uniqueListValidator as uniqueList } from '../values/index.ts'
import { enduserConditionsValidator } from '../values/automation.ts'
import { defineCollection } from './define.ts'

/** the SDK's AutomationTriggerEventType */
export const AUTOMATION_TRIGGER_EVENT_TYPES = [
  'Form Submitted', 'Form Unsubmitted', 'Purchase Made', 'Refund Issued', 'Subscription Ended', 'Appointment No-Showed', 'Field Equals',
  'Contact Created', 'Appointment Created', 'Appointment Completed', 'Appointment Cancelled', 'Appointment Rescheduled', 'Medication Added',
  'No Recent Appointment', 'On Birthday', 'Has Not Engaged', 'Vital Count', 'Vital Update', 'SMS Reply', 'Order Status Equals', 'Missed Call',
  'Left Voicemail', 'Order Created', 'Problem Created', 'Message Delivery Failure', 'Incoming Message', 'Pregnancy Ended', 'Form Group Completed',
  'Form Group Incomplete', 'Message Opened', 'Message Link Clicked', 'Healthie Note Locked', 'Database Entry Added', 'Form Started',
  'Eligibility Result Received',
] as const
/** the SDK's AutomationTriggerActionType */
export const AUTOMATION_TRIGGER_ACTION_TYPES = [
  'Add To Journey', 'Remove From Journey', 'Remove From All Journeys', 'Add Tags', 'Remove Tags', 'Add Access Tags', 'Set Fields', 'Move To Step',
  'Assign Care Team', 'Canvas: Add Patient', 'Zus: Delete Enrollment', 'Remove Care Team', 'Require Form Followups', 'Add to Waitlist',
  'Grant Access From Waitlist',
] as const
export const AUTOMATION_TRIGGER_STATUSES = ['Active', 'Inactive'] as const

const info = z.record(z.string().max(250), z.unknown())

export const automationTriggers = defineCollection({
  name: 'automation_triggers',
  service: 'records',
  references: { journeyId: 'journeys', 'action.info.journeyId': 'journeys' },
  fields: {
    title: text(250).optional(),
    event: z.object({ type: enumeration(AUTOMATION_TRIGGER_EVENT_TYPES), info, conditions: info.optional() }).optional(),
    action: z.object({ type: enumeration(AUTOMATION_TRIGGER_ACTION_TYPES), info }).optional(),
    status: enumeration(AUTOMATION_TRIGGER_STATUSES).optional(),
    enduserCondition: enduserConditionsValidator.optional(),
    journeyId: emptyOk(idValidator).optional(),
    oncePerEnduser: booleanValidator.optional(),
    triggerNextAt: instantValidator.optional(),
    tags: uniqueList(text(100)).optional(),
  },
  required: ['title', 'event', 'action', 'status'],
  searchFields: ['title', 'tags'],
})
