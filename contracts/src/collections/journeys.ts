// journeys (spec 1 §3 "Journeys and automation", §5), owned by records: a care pathway with named
// states. Title unique per business; state names unique and at most 75 characters, each with a
// priority (Disengaged, N/A, Engaged); defaultState — the state a patient enters it in — must be
// one of the states ('defaultState does not exist in states'). As the public SDK initializes them,
// a journey created without states gets one ('New', or its defaultState, priority 'N/A') and
// without defaultState the first state's name (records' collections/journeys.ts). A patient's
// state in each journey is their `journeys` map (identity's endusers). Patients have no access.
import { DEFAULT_JOURNEY_STATE } from '../constants.ts'
import { enumeration, journeyStateNameValidator, journeyStatesValidator, maxLengthString as text, uniqueListValidator as uniqueList } from '../values/index.ts'
import { defineCollection } from './define.ts'

export { DEFAULT_JOURNEY_STATE }
export const JOURNEY_TITLE_TAKEN = 'A journey with this title already exists'

export const journeys = defineCollection({
  name: 'journeys',
  service: 'records',
  fields: {
    title: text(250).optional(),
    defaultState: journeyStateNameValidator.optional(),
    description: text(1000).optional(),
    states: journeyStatesValidator.optional(),
    /** 'Remove': a patient's incoming message removes them from the journey */
    onIncomingEnduserCommunication: enumeration(['Remove', ''] as const).optional(),
    tags: uniqueList(text(100)).optional(),
  },
  required: ['title'],
  unique: [{ fields: ['title'], message: JOURNEY_TITLE_TAKEN }],
  searchFields: ['title', 'description', 'tags'],
})
