// A deleted journey takes its automation with it (records' evt.journeys.deleted): its steps and the
// triggers made for it (journeyId) are deleted, its patients' pending actions cancelled
// ('journey-deleted'; finished runs stay as history), and it leaves its patients' journeys maps at
// identity — written as the journey's creator, as its steps are. Each through records' own
// repositories, so every deletion and cancellation is published and open screens follow.
import { onEvent } from '@care/kit/reactions/index'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'
import { automationSession } from './endusers-port.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export const JOURNEY_DELETED = 'journey-deleted'

export const journeyDeleted = (d: AutomationDeps) =>
  onEvent('journey-deleted', 'evt.journeys.deleted', async (event, { businessId }) => {
    for (const journey of event.records) {
      const journeyId = text(journey.id)
      if (!journeyId) continue
      const actions = d.repos.automatedActions.systemRepo(businessId, SYSTEM)
      for (const { id } of await actions.findRows({ journeyId, status: 'active' }, { fields: ['id'] })) {
        await actions.modify(id, (row) => (row.status === 'active' ? { status: 'cancelled', cancelledBy: JOURNEY_DELETED } : undefined))
      }
      const steps = d.repos.automationSteps.systemRepo(businessId, SYSTEM)
      for (const { id } of await steps.findRows({ journeyId }, { fields: ['id'] })) await steps.delete(id)
      const triggers = d.repos.automationTriggers.systemRepo(businessId, SYSTEM)
      for (const { id } of await triggers.findRows({ journeyId }, { fields: ['id'] })) await triggers.delete(id)
      const as = automationSession(businessId, text(journey.creator) || text(event.actor?.id) || businessId)
      for (const patient of await d.endusers.inJourney(as, journeyId)) {
        const { [journeyId]: _gone, ...rest } = patient.journeys ?? {}
        await d.endusers.update(as, patient.id, { journeys: rest }, { replace: true })
      }
    }
  })
