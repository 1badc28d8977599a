// Journey states (spec 1 §5): state names unique and at most 75 characters; a journey's defaultState
// must be one of its states. An enduser's `journeys` maps journey ids to a state name.
import { z } from 'zod'
import { JOURNEY_STATE_PRIORITIES, LIMITS } from '../constants.ts'
import type { ValidationIssue } from '../errors.ts'
import { booleanValidator } from './booleans.ts'
import { enumeration } from './enumerations.ts'
import { idValidator } from './ids.ts'
import { listValidator, stringValidator } from './strings.ts'
import { ValueMessages } from './value-messages.ts'

export const journeyStateNameValidator = z
  .string({ error: ValueMessages.notAString })
  .max(LIMITS.journeyStateName, { error: ValueMessages.journeyStateNameTooLong })

/** One state of a journey (journeys.states[]). */
export const journeyStateValidator = z.object({
  name: journeyStateNameValidator,
  priority: enumeration(JOURNEY_STATE_PRIORITIES),
  description: stringValidator.optional(),
  requiresFollowup: booleanValidator.optional(),
})

/**
 * journeys.states. A repeated name is the journey rules' (records): 409 'Uniqueness Violation', the
 * SDK's text, naming the repeat (`states.2.name`) — on create and after an update appends states.
 */
export const journeyStatesValidator = listValidator(journeyStateValidator)

/** endusers.journeys: journey id → the enduser's state in it (empty until a state is chosen). */
export const enduserJourneysValidator = z.record(idValidator, journeyStateNameValidator, {
  // zod reports a bad key as 'Invalid key in record'; the key is a journey id
  error: (issue) => (issue.code === 'invalid_key' ? ValueMessages.invalidId : undefined),
})

/** The cross-field rule, checked on the record as it will be stored (create, or stored + updates). */
export function defaultStateIssues(journey: { defaultState?: string; states?: readonly { name: string }[] }): ValidationIssue[] {
  if (journey.defaultState === undefined || journey.states === undefined) return []
  return journey.states.some((s) => s.name === journey.defaultState)
    ? []
    : [{ field: 'defaultState', message: ValueMessages.defaultStateNotInStates }]
}
