// journeys' hooks and update guard (journey-rules.ts): the SDK's initializers on create, the
// cross-field rule on the journey as stored. An update's rule needs to know whether its states
// replace the stored ones (options.replaceObjectFields), which hooks are not told, so the generic
// updateOne is wrapped (served in place of the engine's: service.ts).
import { parseOrThrow } from '@care/contracts/values/issues'
import { journeyStateNameValidator, journeyStatesValidator } from '@care/contracts/values/index'
import { OBJECT_ID_PATTERN } from '@care/contracts/record'
import { updateOneInput } from '@care/contracts/routes/generic'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { Operation } from '@care/kit/runtime/operation'
import type { RecordsRepositories } from '../repositories.ts'
import { checkJourney, initializeJourney, journeyAfterUpdate, type JourneyShape } from './journey-rules.ts'

const isObjectId = (id: string) => OBJECT_ID_PATTERN.test(id)

export const journeyHooks: CollectionHooks = {
  beforeCreate(record) {
    const journey = initializeJourney(record as JourneyShape & Record<string, unknown>)
    checkJourney(journey)
    return journey
  },
}

/** journeys.updateOne: refuses an update that would leave defaultState outside the states or two states of one name */
export const journeyUpdateOne = (repos: RecordsRepositories): Operation => async (payload, ctx) => {
  const input = parseOrThrow(updateOneInput, payload)
  const given = input.updates
  // values their rules refuse are answered by the engine, naming the field
  const states = journeyStatesValidator.optional().safeParse(given.states)
  const defaultState = journeyStateNameValidator.optional().safeParse(given.defaultState)
  if (ctx.session && ('states' in given || 'defaultState' in given) && states.success && defaultState.success && isObjectId(input.id)) {
    const stored = await repos.journeys.systemRepo(ctx.session.businessId).row(input.id)
    // a journey the caller cannot see is answered by the engine (404), as any other
    if (stored) {
      const updates: JourneyShape = { ...(states.data ? { states: states.data } : {}), ...(defaultState.data !== undefined ? { defaultState: defaultState.data } : {}) }
      checkJourney(journeyAfterUpdate({ defaultState: stored.defaultState ?? undefined, states: (stored.states ?? undefined) as JourneyShape['states'] }, updates, input.options?.replaceObjectFields === true))
    }
  }
  return repos.journeys.operations.updateOne(payload, ctx)
}
