// automated_actions (spec 1 §3 "Journeys and automation", §4 journey run status), owned by
// records: one run of an automation step for one patient — what fired it (`event`), what it does
// (`action`), when it is due (`processAfter`, ms since epoch) and how it went (`status`: active
// until it runs, then finished or error; cancelled when the patient leaves the journey or a cancel
// condition is met). Written only by records' automation engine (the API reads them: a patient's
// run history); errorMessage says why a run failed. Patients have no access.
import { z } from 'zod'
import { JOURNEY_RUN_STATUSES } from '../constants.ts'
import { booleanValidator, enumeration, idValidator, instantValidator, maxLengthString as text, nonNegativeNumberValidator } from '../values/index.ts'
import { automationActionValidator, automationEventValidator, cancelConditionsValidator, enduserConditionsValidator } from '../values/automation.ts'
import { defineCollection } from './define.ts'

export const automatedActions = defineCollection({
  name: 'automated_actions',
  service: 'records',
  references: { enduserId: 'endusers', journeyId: 'journeys', automationStepId: 'automation_steps' },
  fields: {
    automationStepId: idValidator.optional(),
    enduserId: idValidator.optional(),
    journeyId: idValidator.optional(),
    event: automationEventValidator.optional(),
    action: automationActionValidator.optional(),
    status: enumeration(JOURNEY_RUN_STATUSES).optional(),
    processAfter: nonNegativeNumberValidator.optional(),
    cancelConditions: cancelConditionsValidator.optional(),
    enduserConditions: enduserConditionsValidator.optional(),
    /** when it ran (finished or error) */
    processedAt: instantValidator.optional(),
    errorMessage: text(5000).optional(),
    /** what started the journey (the SDK's source: 'add-endusers-to-journey', 'automation' …) */
    source: text(250).optional(),
    triggerId: idValidator.optional(),
    journeyContext: z.record(z.string(), z.unknown()).optional(),
    /** who (or what) cancelled it */
    cancelledBy: text(250).optional(),
    isNOP: booleanValidator.optional(),
  },
  required: ['automationStepId', 'enduserId', 'journeyId', 'event', 'action', 'status', 'processAfter'],
  writtenBySystemOnly: true,
  searchFields: ['status'],
})
