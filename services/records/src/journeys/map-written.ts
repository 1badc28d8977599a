// A patient's journeys map written by staff or a partner through identity — the SDK's
// `endusers.updateOne(id, { journeys: { [journeyId]: '' } })`, or a patient created with one — works
// as /add-endusers-to-journey does (records' evt.endusers.created and .updated; identity has
// already refused a key that is not a journey of the business):
// - a journey the map gained starts: the state given is kept ('' takes the journey's defaultState),
//   its onJourneyStart steps are queued;
// - a state the map changed joins the patient's status history (enduser_status_updates).
// The engine's own writes (an enrolment, a step moving the state) record that status update just
// before they write the map, so a change whose state was recorded for this patient and journey in
// the minute before the event is the engine's, and left alone; so is a merge (identity's update of
// the patient who stays says `mergedFrom`). A journey the map lost keeps its
// pending actions until they come due: each is then cancelled because the patient left ('left-journey').
import { onEvent } from '@care/kit/reactions/index'
import type { BusEvent } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'
import { automationSession } from './endusers-port.ts'
import { enroll } from './engine.ts'
import { changesOf } from './event-changes.ts'

export const MAP_WRITTEN = 'journeys-map'
/** how long before its map's event the engine's own status update can be */
const ENGINE_WRITE_WINDOW_MS = 60_000

type JourneysMap = Record<string, string>
const mapOf = (v: unknown): JourneysMap =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, s]) => typeof s === 'string')) as JourneysMap : {}

/** the journeys a write added, and those whose state it changed, with the state the map holds now */
export function mapChanges(before: JourneysMap, after: JourneysMap): { journeyId: string; state: string; added: boolean }[] {
  return Object.entries(after)
    .filter(([journeyId, state]) => before[journeyId] !== state)
    .map(([journeyId, state]) => ({ journeyId, state, added: !(journeyId in before) }))
}

const previousOf = (event: BusEvent, id: unknown): JourneysMap => mapOf(event.previous?.find((p) => p.id === id)?.journeys)

export const journeysMapWritten = (d: AutomationDeps) =>
  onEvent(MAP_WRITTEN, ['evt.endusers.created', 'evt.endusers.updated'], async (event, { businessId }) => {
    // staff and partners' API keys (a patient cannot write their map)
    if (event.actor?.type !== 'user') return
    const at = Date.parse(event.occurredAt) || d.now()
    const history = d.repos.enduserStatusUpdates.systemRepo(businessId, SYSTEM)
    for (const patient of event.records) {
      if (event.op === 'updated' && !('journeys' in changesOf(event, patient))) continue
      // a merge carries the journeys of the patient merged in over: they were in them already
      if (patient.mergedFrom) continue
      const enduserId = String(patient.id)
      for (const { journeyId, state, added } of mapChanges(event.op === 'created' ? {} : previousOf(event, patient.id), mapOf(patient.journeys))) {
        const [latest] = await history.findRows({ enduserId, journeyId }, { take: 1, fields: ['status', 'createdAt'] })
        const recorded = latest && latest.status === state && new Date(String(latest.createdAt)).getTime() >= at - ENGINE_WRITE_WINDOW_MS
        if (recorded) continue
        const as = automationSession(businessId, event.actor.id)
        if (added) {
          try {
            await enroll(d, { businessId, journeyId, enduserIds: [enduserId], as, source: MAP_WRITTEN, ...(state ? { state } : {}) })
          } catch (e) {
            // the journey went between the write and now: nothing to start
            if (e instanceof ApiError && e.status === 400) continue
            throw e
          }
        } else {
          await history.create({ journeyId, enduserId, status: state }, { creator: event.actor.id })
        }
      }
    }
  })
