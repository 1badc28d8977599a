// automation_steps (spec 1 §3 "Journeys and automation", §5), owned by records: what a journey does
// — when one of its `events` happens to a patient in the journey (onJourneyStart, afterAction of
// another step with a delay in Days / Hours / Minutes / Seconds …) and the patient meets the
// `enduserConditions`, the `action` runs (records' automation engine). Actions are the ones the
// engine runs (values/automation.ts); any other type: 400 'Unsupported automation action: <type>'.
// A second step of the same journey with the same events, action and conditions is refused
// (AUTOMATION_STEP_DUPLICATE, records' collections/automation-steps.ts). Patients have no access.
import { booleanValidator, idValidator, maxLengthString as text, uniqueListValidator as uniqueList } from '../values/index.ts'
import {
  automationActionValidator, automationConditionsValidator, automationEventsValidator, enduserConditionsValidator,
} from '../values/automation.ts'
import { z } from 'zod'
import { defineCollection } from './define.ts'

/** the SDK's text for its automation_steps relationship constraint (spec 1 §5 "duplicate event/action/conditions combination") */
export const AUTOMATION_STEP_DUPLICATE = 'Event, action, and conditions cannot all be shared by an existing event automation (no duplicates)'

/** the editor's layout (the SDK's FlowchartUI): kept as given */
const flowchartUI = z.object({
  x: z.number().optional(), y: z.number().optional(),
}).loose()

export const automationSteps = defineCollection({
  name: 'automation_steps',
  service: 'records',
  references: {
    journeyId: 'journeys',
    'events[].info.automationStepId': 'automation_steps',
    'action.info.journeyId': 'journeys',
    'action.info.templateId': 'templates',
    'action.info.senderId': 'users',
    'action.info.defaultAssignee': 'users',
    'action.info.userIds[]': 'users',
    'action.info.journeyIds[]': 'journeys',
    'action.info.formId': 'forms',
    'action.info.formIds[]': 'forms',
    'action.info.managedContentRecordIds[]': 'managed_content_records',
  },
  fields: {
    journeyId: idValidator.optional(),
    events: automationEventsValidator.optional(),
    action: automationActionValidator.optional(),
    conditions: automationConditionsValidator.optional(),
    flowchartUI: flowchartUI.optional(),
    continueOnError: booleanValidator.optional(),
    enduserConditions: enduserConditionsValidator.optional(),
    tags: uniqueList(text(100)).optional(),
  },
  required: ['journeyId', 'events', 'action'],
  updatesDisabled: ['journeyId'],
  searchFields: ['tags'],
})
