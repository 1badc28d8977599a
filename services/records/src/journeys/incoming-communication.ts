// A patient's incoming message takes them out of the journeys that say so (spec 1 §3 journeys
// onIncomingEnduserCommunication 'Remove'): on messaging's evt.incoming_communications.created (an
// inbound SMS or email, or a client's /journeys/handle-incoming-communication), every journey of the
// business with 'Remove' that the patient is in cancels their pending actions there and leaves
// their journeys map — written as the journey's creator, as the journey's own steps are.
import { onEvent } from '@care/kit/reactions/index'
import type { AutomationDeps } from './deps.ts'
import { unenroll } from './engine.ts'
import { automationSession } from './endusers-port.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export const leaveJourneysOnIncomingMessage = (d: AutomationDeps) =>
  onEvent('journeys-incoming-communication', 'evt.incoming_communications.created', async (event, { businessId }) => {
    const removing = await d.repos.journeys.systemRepo(businessId).findRows({ onIncomingEnduserCommunication: 'Remove' }, { fields: ['id', 'creator'] })
    if (!removing.length) return
    for (const enduserId of new Set(event.records.map((r) => text(r.enduserId)).filter(Boolean))) {
      const patient = await d.endusers.get(businessId, enduserId)
      for (const journey of removing) {
        if (!patient?.journeys || !(journey.id in patient.journeys)) continue
        const as = automationSession(businessId, text(journey.creator) || businessId)
        await unenroll(d, { businessId, journeyId: journey.id, enduserIds: [enduserId], as, by: 'incoming-communication' })
      }
    }
  })
