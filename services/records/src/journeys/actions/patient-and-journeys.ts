// Actions on the patient and their journeys: state, custom fields and tags (identity's patients
// over the bus, endusers-port.ts) and enrolments (the engine).
import { enroll, setState, unenroll } from '../engine.ts'
import { fieldValue } from '../field-setters.ts'
import type { Executors } from './run-context.ts'

export const patientActions: Executors<'setEnduserStatus' | 'setEnduserFields' | 'addEnduserTags' | 'removeEnduserTags' | 'addToJourney' | 'removeFromJourney' | 'removeFromAllJourneys'> = {
  async setEnduserStatus(d, a, run) {
    await setState(d, { businessId: run.businessId, journeyId: run.journeyId, enduserId: run.enduserId, status: a.info.status, as: run.as })
  },
  async setEnduserFields(d, a, run) {
    const now = d.now()
    const fields = Object.fromEntries(a.info.fields.map((f) => [f.name, fieldValue(f, run.patient.fields?.[f.name], now)]))
    await d.endusers.update(run.as, run.enduserId, { fields })
  },
  async addEnduserTags(d, a, run) {
    await d.endusers.update(run.as, run.enduserId, { tags: a.info.tags }, { replace: a.info.replaceExisting === true })
  },
  async removeEnduserTags(d, a, run) {
    const gone = new Set(a.info.tags)
    await d.endusers.update(run.as, run.enduserId, { tags: (run.patient.tags ?? []).filter((t) => !gone.has(t)) }, { replace: true })
  },
  async addToJourney(d, a, run) {
    await enroll(d, { businessId: run.businessId, journeyId: a.info.journeyId, enduserIds: [run.enduserId], as: run.as, source: 'automation' })
  },
  async removeFromJourney(d, a, run) {
    await unenroll(d, { businessId: run.businessId, journeyId: a.info.journeyId, enduserIds: [run.enduserId], as: run.as, by: 'automation', except: run.id })
  },
  async removeFromAllJourneys(d, _a, run) {
    for (const journeyId of Object.keys(run.patient.journeys ?? {})) {
      await unenroll(d, { businessId: run.businessId, journeyId, enduserIds: [run.enduserId], as: run.as, by: 'automation', except: run.id })
    }
  },
}
