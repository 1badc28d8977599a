// The dry-run simulator (issue #23): for a journey and a patient (real, hypothetical, or a real
// one with changes), the timeline of every action that would fire, when, and why — computed by
// the engine's own rules, sending and writing nothing. Pure: the journey, its steps and the
// patient come in, the timeline goes out (calls.ts reads them for the caller).
//
// The rules it follows are the engine's (engine.ts, run.ts): enrolling sets the journey's
// defaultState and queues each step's first onJourneyStart event at the start; an action runs at
// its processAfter if the patient is still in the journey and meets the step's enduserConditions
// *then* (the effects of earlier actions — states, fields, tags — counted), else it is skipped and
// nothing follows it; a finished action queues the steps waiting on it (afterAction and
// formUnsubmitted with their delay). What depends on the world outside the journey — a form
// answered, a ticket closed, a trigger fired — is shown as 'waits' and not followed further; the
// simulation assumes forms stay unanswered (so formUnsubmitted reminders fire).
import type { AutomationEvent } from '@care/contracts/values/automation'
import { eventDelayMs } from '@care/contracts/values/automation'
import { SIMULATION_MAX_ENTRIES, type journeySimulation, type simulationEntry } from '@care/contracts/routes/journeys'
import type { z } from 'zod'
import { meetsConditions } from './conditions.ts'
import { fieldValue, type FieldSetter } from './field-setters.ts'
import { eventsOf } from './engine.ts'

type Entry = z.output<typeof simulationEntry>
export type Simulation = z.output<typeof journeySimulation>
type Rec = Record<string, unknown>

export interface SimulatedStep {
  id: string
  events: unknown
  action: unknown
  enduserConditions?: unknown
}

export interface SimulationInput {
  journey: { id: string; title?: string; defaultState?: string | null }
  steps: readonly SimulatedStep[]
  patient: Rec
  startAt: number
  horizonMs: number
}

interface Pending {
  at?: number
  seq: number
  step: SimulatedStep
  event: AutomationEvent
  because: string
  after?: number
  waits?: boolean
}

const actionOf = (step: SimulatedStep) => (step.action && typeof step.action === 'object' ? step.action as { type: string; info?: Rec } : { type: 'unknown' })
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** '2 Days', '90 Minutes', '0 Seconds' */
function delayWords(info: { delay?: number; unit?: string; delayInMS?: number }): string {
  if (typeof info.delayInMS === 'number' && info.delay === undefined) return `${info.delayInMS} ms`
  const n = info.delay ?? 0
  const unit = info.unit ?? 'Seconds'
  return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`
}

const stepName = (step: SimulatedStep) => `step ${step.id} (${actionOf(step).type})`

/** the patient after an action that fires (a copy: the caller's object is never changed) */
function applyEffects(patient: Rec, journeyId: string, action: { type: string; info?: Rec }, at: number): { patient: Rec; leaves: boolean; restarts: boolean } {
  const info = action.info ?? {}
  const journeys = { ...(patient.journeys as Record<string, string> | undefined) }
  const tags = strings(patient.tags)
  const next: Rec = { ...patient, journeys }
  let leaves = false
  let restarts = false
  switch (action.type) {
    case 'setEnduserStatus':
      journeys[journeyId] = String(info.status ?? '')
      break
    case 'setEnduserFields': {
      const fields = { ...(patient.fields as Rec | undefined) }
      for (const f of (Array.isArray(info.fields) ? info.fields : []) as (FieldSetter & { name: string })[]) fields[f.name] = fieldValue(f, fields[f.name], at)
      next.fields = fields
      break
    }
    case 'addEnduserTags':
      next.tags = info.replaceExisting === true ? strings(info.tags) : [...new Set([...tags, ...strings(info.tags)])]
      break
    case 'removeEnduserTags': {
      const gone = new Set(strings(info.tags))
      next.tags = tags.filter((t) => !gone.has(t))
      break
    }
    case 'removeFromJourney':
      if (info.journeyId === journeyId) { delete journeys[journeyId]; leaves = true }
      else if (typeof info.journeyId === 'string') delete journeys[info.journeyId]
      break
    case 'removeFromAllJourneys':
      for (const id of Object.keys(journeys)) delete journeys[id]
      leaves = true
      break
    case 'addToJourney':
      if (info.journeyId === journeyId) restarts = true
      break
  }
  return { patient: next, leaves, restarts }
}

export function simulateJourney(input: SimulationInput): Simulation {
  const { journey, steps, startAt } = input
  const end = startAt + input.horizonMs
  const startState = journey.defaultState ?? ''
  let patient: Rec = { ...input.patient, journeys: { ...(input.patient.journeys as Rec | undefined), [journey.id]: startState } }
  const timeline: Entry[] = []
  let queue: Pending[] = []
  let seq = 0
  let truncated = false

  const start = (at: number, because: string) => {
    for (const step of steps) {
      const event = eventsOf(step).find((e) => e.type === 'onJourneyStart')
      if (event) queue.push({ at, seq: seq++, step, event, because })
    }
  }
  /** the steps waiting on the entry `index` (its step `stepId`), queued from `at` */
  const follow = (stepId: string, index: number, at: number) => {
    for (const step of steps) {
      for (const event of eventsOf(step)) {
        const info = event.info as { automationStepId?: string }
        if (info.automationStepId !== stepId) continue
        const earlier = steps.find((s) => s.id === stepId)!
        if (event.type === 'afterAction') {
          queue.push({ at: at + eventDelayMs(event.info), seq: seq++, step, event, after: index, because: `${delayWords(event.info)} after ${stepName(earlier)}` })
          break
        }
        if (event.type === 'formUnsubmitted' || event.type === 'formsUnsubmitted') {
          queue.push({ at: at + eventDelayMs(event.info), seq: seq++, step, event, after: index, because: `${delayWords(event.info)} after ${stepName(earlier)}, if its form is still unanswered then` })
          break
        }
        const waitsFor = event.type === 'formResponse' || event.type === 'formResponses' ? `the form sent by ${stepName(earlier)} to be answered`
          : event.type === 'ticketCompleted' ? `the ticket made by ${stepName(earlier)} to be closed${event.info.closedForReason ? ` for '${event.info.closedForReason}'` : ''}`
            : event.type === 'waitForTrigger' ? `automation trigger ${event.info.triggerId} to fire for the patient after ${stepName(earlier)}`
              : undefined
        if (waitsFor) {
          queue.push({ seq: seq++, step, event, after: index, because: `waits for ${waitsFor}`, waits: true })
          break
        }
      }
    }
  }

  start(startAt, 'the journey starts (onJourneyStart)')
  let inJourney = true
  while (queue.length) {
    // waiting entries come out in the order queued, right after what they follow; timed ones by time
    queue.sort((a, b) => (a.waits === b.waits ? 0 : a.waits ? -1 : 1) || (a.at ?? 0) - (b.at ?? 0) || a.seq - b.seq)
    const next = queue.shift()!
    if (timeline.length >= SIMULATION_MAX_ENTRIES) { truncated = true; break }
    const base = { automationStepId: next.step.id, action: actionOf(next.step), event: { type: next.event.type }, ...(next.after !== undefined ? { after: next.after } : {}) }
    if (next.waits) {
      timeline.push({ ...base, outcome: 'waits', because: next.because })
      continue
    }
    const at = next.at!
    if (at > end) { truncated = true; break }
    const when = { at, offsetMs: at - startAt }
    if (!inJourney) {
      timeline.push({ ...base, ...when, outcome: 'cancelled', because: `${next.because}; the patient has left the journey by then` })
      continue
    }
    const conditions = next.step.enduserConditions
    if (conditions && typeof conditions === 'object' && Object.keys(conditions).length && !meetsConditions(patient, conditions)) {
      timeline.push({ ...base, ...when, outcome: 'skipped', because: `${next.because}; the patient would not meet its conditions then: ${JSON.stringify(conditions)}` })
      continue
    }
    const index = timeline.length
    timeline.push({ ...base, ...when, outcome: 'fires', because: next.because + (conditions && Object.keys(conditions as object).length ? `; conditions met: ${JSON.stringify(conditions)}` : '') })
    const effect = applyEffects(patient, journey.id, actionOf(next.step), at)
    patient = effect.patient
    if (effect.restarts) {
      // addToJourney of this same journey: its pending actions cancelled, the journey starts again
      queue = queue.filter((p) => p.waits)
      patient = { ...patient, journeys: { ...(patient.journeys as Rec), [journey.id]: startState } }
      start(at, `the journey starts again (${stepName(next.step)} adds the patient to it)`)
      continue
    }
    if (effect.leaves) { inJourney = false; continue }
    follow(next.step.id, index, at)
  }
  if (queue.some((p) => !p.waits)) truncated = true
  return { journeyId: journey.id, startAt, startState, timeline, enduser: patient, truncated }
}
