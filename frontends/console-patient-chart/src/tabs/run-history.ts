// The patient's run history in words ('why did this patient get this email?'): each automated
// action (one run of a journey step, written by records' engine) says what it did, what started it,
// how it went and when it was due or ran.
import { formatDateTime } from '../format.ts'
import type { AutomatedAction } from '../records.ts'

type Action = NonNullable<AutomatedAction['action']>
type Event = NonNullable<AutomatedAction['event']>
export type RunStatus = NonNullable<AutomatedAction['status']>

const list = (items: readonly string[] | undefined) => (items ?? []).join(', ')

/** 'Send an email', "Set the state to 'Active care'", 'Add tags: diabetes-programme' */
export function actionText(action: Action | undefined, journeyTitle: (id: string) => string | undefined = () => undefined): string {
  if (!action) return 'Unknown step'
  switch (action.type) {
    case 'setEnduserStatus':
      return `Set the state to '${action.info.status}'`
    case 'setEnduserFields':
      return `Set fields: ${list(action.info.fields.map((f) => f.name))}`
    case 'addEnduserTags':
      return `${action.info.replaceExisting ? 'Replace tags with' : 'Add tags'}: ${list(action.info.tags)}`
    case 'removeEnduserTags':
      return `Remove tags: ${list(action.info.tags)}`
    case 'addToJourney':
      return `Add to the journey ${journeyTitle(action.info.journeyId) ?? '(another journey)'}`
    case 'removeFromJourney':
      return `Remove from the journey ${journeyTitle(action.info.journeyId) ?? '(another journey)'}`
    case 'removeFromAllJourneys':
      return 'Remove from every journey'
    case 'createTicket':
      return `Create the ticket '${action.info.title}'`
    case 'sendEmail':
      return 'Send an email'
    case 'sendSMS':
      return 'Send a text message'
    default:
      return `Run ${(action as { type?: string }).type ?? 'a step'}`
  }
}

const UNIT_WORDS = { Days: 'day', Hours: 'hour', Minutes: 'minute', Seconds: 'second' } as const
const UNIT_MS: [number, keyof typeof UNIT_WORDS][] = [[86_400_000, 'Days'], [3_600_000, 'Hours'], [60_000, 'Minutes'], [1000, 'Seconds']]

/** '1 day', '2 hours'; from delayInMS alone, the largest whole unit */
export function delayText(info: { delay?: number; unit?: keyof typeof UNIT_WORDS; delayInMS?: number }): string {
  let delay = info.delay
  let unit = info.unit
  if ((delay === undefined || !unit) && typeof info.delayInMS === 'number') {
    const [ms, u] = UNIT_MS.find(([ms]) => info.delayInMS! % ms === 0 && info.delayInMS! >= ms) ?? [1000, 'Seconds' as const]
    delay = info.delayInMS / ms
    unit = u
  }
  if (!delay || !unit) return 'right'
  return `${delay} ${UNIT_WORDS[unit]}${delay === 1 ? '' : 's'}`
}

/**
 * What started the run: 'The patient joined the journey', "1 day after 'Add tags: …'" (the earlier
 * step's run, found among the patient's runs by its step, says what it was).
 */
export function eventText(event: Event | undefined, earlierStep: (automationStepId: string) => string | undefined = () => undefined): string {
  if (!event) return 'Started by an unknown event'
  switch (event.type) {
    case 'onJourneyStart':
      return 'Started when the patient joined the journey'
    case 'afterAction': {
      const before = earlierStep(event.info.automationStepId)
      return `Started ${delayText(event.info)} after ${before ? `'${before}'` : 'an earlier step'}`
    }
    case 'formResponse':
    case 'formResponses':
      return 'Started by a form response'
    case 'formUnsubmitted':
    case 'formsUnsubmitted':
      return `Started when a form was still not submitted ${delayText(event.info)} later`
    case 'ticketCompleted':
      return 'Started when a ticket was completed'
    case 'waitForTrigger':
      return 'Started by a trigger'
    default:
      return `Started by ${(event as { type?: string }).type ?? 'an event'}`
  }
}

export const STATUS_LABELS: Record<RunStatus, string> = { active: 'Active', finished: 'Finished', cancelled: 'Cancelled', error: 'Error' }

/** 'Due Jan 5, 2026, 10:00 AM' while active; 'Ran …' once finished or failed; a cancelled run says when it was due */
export function whenText(run: Pick<AutomatedAction, 'status' | 'processAfter' | 'processedAt'>): string {
  if (run.status === 'active') return `Due ${formatDateTime(run.processAfter)}`
  if (run.status === 'cancelled') return `Was due ${formatDateTime(run.processAfter)}`
  return `Ran ${formatDateTime(run.processedAt ?? run.processAfter)}`
}
