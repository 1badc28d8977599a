// Records' journey calls (spec 1 §7 "Enduser session and management", "Journeys"), in the public
// SDK's paths and payloads (@tellescope/schema endusers.customActions add_to_journey,
// remove_from_journey; journeys.customActions delete_states, get_journey_statistics).
// (/journeys/handle-incoming-communication is messaging's today: routes/outbound.ts.)
import { z } from 'zod'
import { journeys } from '../collections/journeys.ts'
import { booleanValidator, idValidator, instantValidator, journeyStateNameValidator, listValidator, maxLengthString } from '../values/index.ts'
import { routesOf } from './define.ts'

const { call } = routesOf('records')

/** at most this many patients per call (the SDK's warning: the size limit of every list) */
export const ENROLL_MAX = 1000

const enduserIds = listValidator(idValidator, ENROLL_MAX).min(1, { error: 'enduserIds must not be empty' })

export const addEndusersToJourneyInput = z.object({
  enduserIds,
  journeyId: idValidator,
  automationStepId: idValidator.optional(),
  journeyContext: z.record(z.string().max(250), z.unknown()).optional(),
  /** spread the starts over time (10 patients a second) instead of all at once */
  throttle: booleanValidator.optional(),
  source: maxLengthString(250).optional(),
  /** when the journey's first steps are due (the patients' states are set at once) */
  startAt: z.union([instantValidator, z.number().min(0)]).optional(),
}).loose()

export const removeEndusersFromJourneyInput = z.object({ enduserIds, journeyId: idValidator }).loose()

export const deleteJourneyStatesInput = z.object({
  id: idValidator,
  states: listValidator(journeyStateNameValidator).min(1, { error: 'states must not be empty' }),
}).loose()

const count = z.number().int().min(0)
const runCounts = z.object({ active: count, finished: count, cancelled: count, error: count })

/** GET /journeys/statistics: the SDK answers `{ statistics }` without documenting its shape; ours */
export const journeyStatistics = z.object({
  journeyId: z.string(),
  /** patients in the journey now */
  total: count,
  /** by state, in the journey's order of states (a state no longer in the journey last) */
  states: z.array(z.object({ state: z.string(), count })),
  /** automated actions of the journey by status */
  actions: runCounts,
  /** the same per step */
  steps: z.array(runCounts.extend({ automationStepId: z.string() })),
  /**
   * each patient's run through the journey (spec 1 §4 'Journey run status'), from their actions in it:
   * error when one failed, else active while one is pending, else cancelled when the last was cancelled
   * (they left, or its conditions were not met), else finished
   */
  runs: runCounts,
})

/** the simulator looks this far ahead at most (and by default 90 days) */
export const SIMULATION_MAX_DAYS = 3650
export const SIMULATION_DEFAULT_DAYS = 90
/** at most this many entries in one simulated timeline (a journey that loops stops here, `truncated`) */
export const SIMULATION_MAX_ENTRIES = 500

export const simulateJourneyInput = z.object({
  journeyId: idValidator,
  /** a real patient of the business, read as the caller may read them */
  enduserId: idValidator.optional(),
  /** a hypothetical patient (or changes over the real one): fields, tags, and any other enduser field conditions may test */
  enduser: z.record(z.string().max(250), z.unknown()).optional(),
  /** when the journey would start; now by default */
  startAt: z.union([instantValidator, z.number().min(0)]).optional(),
  /** how far ahead to look, in days */
  horizonDays: z.number().int().min(1).max(SIMULATION_MAX_DAYS).optional(),
}).loose()

export const SIMULATION_OUTCOMES = ['fires', 'skipped', 'waits', 'cancelled'] as const
export const simulationEntry = z.object({
  automationStepId: z.string(),
  /** the step's action as it would run */
  action: z.object({ type: z.string(), info: z.record(z.string(), z.unknown()).optional() }).loose(),
  /** the event that starts it */
  event: z.object({ type: z.string() }).loose(),
  /** when it would run (ms since the epoch) and how long after the start; absent when it waits for something outside the journey */
  at: z.number().optional(),
  offsetMs: z.number().optional(),
  /** fires; skipped (its enduserConditions not met at that time); waits (a form response, a ticket closed, a trigger); cancelled (the patient left the journey before) */
  outcome: z.enum(SIMULATION_OUTCOMES),
  /** why, in words: the event and, when skipped, the condition */
  because: z.string(),
  /** the entry (index) whose action it follows, when it follows one */
  after: z.number().int().optional(),
})
export const journeySimulation = z.object({
  journeyId: z.string(),
  startAt: z.number(),
  /** the state the patient starts in (the journey's defaultState) */
  startState: z.string(),
  timeline: z.array(simulationEntry),
  /** the patient as they would be at the end (fields, tags, journeys) */
  enduser: z.record(z.string(), z.unknown()),
  /** the timeline stopped at SIMULATION_MAX_ENTRIES or at the horizon */
  truncated: z.boolean(),
})

/** at most this many firings per /automation-triggers/trigger-events call */
export const TRIGGER_EVENTS_MAX = 100

export const triggerEventsInput = z.object({
  triggers: listValidator(z.object({
    automationTriggerId: idValidator,
    enduserId: idValidator,
    journeyContext: z.record(z.string().max(250), z.unknown()).optional(),
  }), TRIGGER_EVENTS_MAX).min(1, { error: 'triggers must not be empty' }),
}).loose()

export const journeyRoutes = [
  call({
    operation: 'journeys.add-endusers', method: 'POST', path: '/add-endusers-to-journey', callers: ['user', 'apiKey', 'enduser'],
    input: addEndusersToJourneyInput, output: z.object({}).loose(),
    summary: "Adds (or restarts) patients in a journey: their state becomes its defaultState and its onJourneyStart steps (or the step named) are queued; a patient adds only themselves",
  }),
  call({
    operation: 'journeys.remove-endusers', method: 'POST', path: '/remove-endusers-from-journey', callers: ['user', 'apiKey', 'enduser'],
    input: removeEndusersFromJourneyInput, output: z.object({}).loose(),
    summary: "Removes patients from a journey: their state there is removed and their pending actions in it cancelled; a patient removes only themselves",
  }),
  call({
    operation: 'journeys.delete-states', method: 'DELETE', path: '/journey/:id/states', callers: ['user', 'apiKey'],
    input: deleteJourneyStatesInput, output: z.object({ updated: journeys.record }),
    summary: "Deletes states of a journey: patients in them move to the journey's defaultState (the first state left when it was deleted), steps setting them are deleted and their pending actions cancelled",
  }),
  call({
    operation: 'journeys.statistics', method: 'GET', path: '/journeys/statistics', callers: ['user', 'apiKey'],
    input: z.object({ journeyId: idValidator }).loose(), output: z.object({ statistics: journeyStatistics }),
    summary: 'How many patients are in each state of a journey, and its automated actions by status (overall and per step)',
  }),
  call({
    operation: 'automation_triggers.trigger-events', method: 'POST', path: '/automation-triggers/trigger-events', callers: ['user', 'apiKey'],
    input: triggerEventsInput, output: z.object({}).loose(),
    summary: "Fires automation triggers for patients now, whatever their event (admins only): each trigger's enduserCondition and oncePerEnduser still hold; its action runs and the patient's steps waiting on it go on",
  }),
  call({
    operation: 'journeys.simulate', method: 'POST', path: '/journeys/simulate', callers: ['user', 'apiKey'],
    input: simulateJourneyInput, output: z.object({ simulation: journeySimulation }),
    summary: "A dry run: for a journey and a real or hypothetical patient, every action that would fire, when and why (the event and the conditions), sending and writing nothing",
  }),
] as const
