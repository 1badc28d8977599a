// journeys' entity rules (spec 1 §5), pure: the SDK's initializers (no states → one state named
// after defaultState or 'New', priority 'N/A'; no defaultState → the first state's name) and the
// cross-field rule on the journey as it will be stored — defaultState among the states, state
// names unique (also after an update appends states, the engine's default for lists).
import { ApiError, uniquenessViolation } from '@care/contracts/errors'
import { DEFAULT_JOURNEY_STATE } from '@care/contracts/constants'
import { defaultStateIssues, ValueMessages } from '@care/contracts/values/index'

export interface JourneyState { name: string; priority: string; description?: string; requiresFollowup?: boolean }
export interface JourneyShape { defaultState?: string; states?: JourneyState[] }

const refuse = (field: string, message: string) => new ApiError(400, message, [{ field, message }])

/** the SDK's initializers for a journey about to be created */
export function initializeJourney<J extends JourneyShape>(journey: J): J {
  const states = journey.states?.length ? journey.states : [{ name: journey.defaultState || DEFAULT_JOURNEY_STATE, priority: 'N/A' }]
  return { ...journey, states, defaultState: journey.defaultState || states[0]!.name }
}

/** throws 409 for a repeated state name, 400 for any other rule the journey as stored would break */
export function checkJourney(journey: JourneyShape): void {
  const names = new Set<string>()
  for (const [i, s] of (journey.states ?? []).entries()) {
    // the SDK's 'Uniqueness Violation' (409), the field's own message beside it
    if (names.has(s.name)) throw uniquenessViolation(`states.${i}.name`, ValueMessages.duplicateJourneyStateName)
    names.add(s.name)
  }
  const [issue] = defaultStateIssues(journey)
  if (issue) throw refuse(issue.field, issue.message)
}

/** the journey an update leaves: its states appended (the engine's default; a name given again is then the 409) or replaced */
export function journeyAfterUpdate(existing: JourneyShape, updates: JourneyShape, replace: boolean): JourneyShape {
  const states = updates.states === undefined ? existing.states
    : replace || !existing.states ? updates.states : [...existing.states, ...updates.states]
  return { defaultState: updates.defaultState ?? existing.defaultState, states }
}
