// What a step does and when, in words — for the flowchart's nodes and edges, the step list and the
// simulator's timeline. Names of the records a step points at come from `names` (journeys,
// templates, users); an id not known (yet) is shown as what it is.

export const ACTION_LABELS: Record<string, string> = {
  setEnduserStatus: 'Set the state',
  setEnduserFields: 'Set fields',
  addEnduserTags: 'Add tags',
  removeEnduserTags: 'Remove tags',
  addToJourney: 'Add to a journey',
  removeFromJourney: 'Remove from a journey',
  removeFromAllJourneys: 'Remove from all journeys',
  createTicket: 'Create a ticket',
  sendEmail: 'Send an email',
  sendSMS: 'Send an SMS',
}

export const EVENT_LABELS: Record<string, string> = {
  onJourneyStart: 'When the journey starts',
  afterAction: 'After a step',
  formResponse: "When a step's form is answered",
  ticketCompleted: "When a step's ticket is completed",
}

export interface Names {
  journey(id: string): string | undefined
  template(id: string): string | undefined
  user(id: string): string | undefined
  /** a step's short name ('Step 2') */
  step(id: string): string | undefined
}

export const noNames: Names = { journey: () => undefined, template: () => undefined, user: () => undefined, step: () => undefined }

type Info = Record<string, unknown>
const infoOf = (x: { info?: unknown }): Info => (x.info && typeof x.info === 'object' ? (x.info as Info) : {})
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const quoted = (s: string | undefined, fallback: string) => (s ? `'${s}'` : fallback)

/** 'Set the state to 'Active care'', 'Add tags: vip, new', 'Send an email 'Welcome'' … or the type itself */
export function actionText(action: { type: string; info?: unknown }, names: Names = noNames): string {
  const info = infoOf(action)
  const id = (v: unknown) => (typeof v === 'string' ? v : '')
  switch (action.type) {
    case 'setEnduserStatus':
      return `Set the state to ${quoted(id(info.status), 'a state')}`
    case 'setEnduserFields':
      return `Set fields: ${((info.fields as Info[] | undefined) ?? []).map((f) => String(f.name ?? '')).join(', ')}`
    case 'addEnduserTags':
      return `${info.replaceExisting === true ? 'Replace tags with' : 'Add tags'}: ${strings(info.tags).join(', ')}`
    case 'removeEnduserTags':
      return `Remove tags: ${strings(info.tags).join(', ')}`
    case 'addToJourney':
      return `Add to ${quoted(names.journey(id(info.journeyId)), 'a journey')}`
    case 'removeFromJourney':
      return `Remove from ${quoted(names.journey(id(info.journeyId)), 'a journey')}`
    case 'removeFromAllJourneys':
      return 'Remove from all journeys'
    case 'createTicket':
      return `Create a ticket ${quoted(id(info.title), '')}`.trim()
    case 'sendEmail':
      return `Send an email ${quoted(names.template(id(info.templateId)), '')}`.trim()
    case 'sendSMS':
      return `Send an SMS ${quoted(names.template(id(info.templateId)), '')}`.trim()
    default:
      return action.type
  }
}

/** '2 Days', '1 Hour', '0 Seconds' */
export function delayText(info: { delay?: unknown; unit?: unknown; delayInMS?: unknown }): string {
  if (typeof info.delay !== 'number' && typeof info.delayInMS === 'number') return `${info.delayInMS} ms`
  const n = typeof info.delay === 'number' ? info.delay : 0
  const unit = typeof info.unit === 'string' ? info.unit : 'Seconds'
  return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`
}

/** the edge's words for an event that follows a step: its delay, or what it waits for */
export function linkText(event: { type: string; info?: unknown }): string {
  const info = infoOf(event)
  switch (event.type) {
    case 'afterAction':
      return delayText(info)
    case 'formResponse':
    case 'formResponses':
      return 'form answered'
    case 'formUnsubmitted':
    case 'formsUnsubmitted':
      return `${delayText(info)} if unanswered`
    case 'ticketCompleted':
      return typeof info.closedForReason === 'string' && info.closedForReason ? `ticket closed: ${info.closedForReason}` : 'ticket completed'
    case 'waitForTrigger':
      return 'a trigger fires'
    default:
      return event.type
  }
}

/** 'When the journey starts', '2 Days after Step 1', 'When the form of Step 3 is answered' … */
export function eventText(event: { type: string; info?: unknown } | undefined, names: Names = noNames): string {
  if (!event) return 'Never (no event)'
  const info = infoOf(event)
  const earlier = typeof info.automationStepId === 'string' ? names.step(info.automationStepId) ?? 'a deleted step' : 'a step'
  switch (event.type) {
    case 'onJourneyStart':
      return 'When the journey starts'
    case 'afterAction':
      return `${delayText(info)} after ${earlier}`
    case 'formResponse':
    case 'formResponses':
      return `When the form of ${earlier} is answered`
    case 'formUnsubmitted':
    case 'formsUnsubmitted':
      return `${delayText(info)} after ${earlier}, if its form is unanswered`
    case 'ticketCompleted':
      return `When the ticket of ${earlier} is completed${typeof info.closedForReason === 'string' && info.closedForReason ? ` ('${info.closedForReason}')` : ''}`
    case 'waitForTrigger':
      return `After ${earlier}, when a trigger fires`
    default:
      return event.type
  }
}
