import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import { defaultStateIssues, enduserJourneysValidator, journeyStateNameValidator, journeyStatesValidator } from './journey.ts'

const ID = '60398b0231a295e64f084fd9'

test('state names hold at most 75 characters', () => {
  assert.equal(parseOrThrow(journeyStateNameValidator, 'x'.repeat(75)).length, 75)
  assert.throws(() => parseOrThrow(journeyStateNameValidator, 'x'.repeat(76)), { message: 'Journey state names may not exceed 75 characters' })
})

test('states: names of at most 75 characters, a known priority (a repeated name is the journey rules\' 409, in records)', () => {
  const states = [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged', requiresFollowup: 'true' }]
  assert.deepEqual(parseOrThrow(journeyStatesValidator, states)[1], { name: 'Active', priority: 'Engaged', requiresFollowup: true })
  assert.throws(() => parseOrThrow(journeyStatesValidator, [{ name: 'x'.repeat(76), priority: 'N/A' }]), { message: 'Error parsing field 0.name: Journey state names may not exceed 75 characters' })
  assert.throws(() => parseOrThrow(journeyStatesValidator, [{ name: 'New', priority: 'High' }]), { message: 'Error parsing field 0.priority: Value must match one of Disengaged, N/A, Engaged' })
})

test('defaultState must be one of the states', () => {
  const states = [{ name: 'New' }, { name: 'Done' }]
  assert.deepEqual(defaultStateIssues({ defaultState: 'Done', states }), [])
  assert.deepEqual(defaultStateIssues({ defaultState: 'Lost', states }), [{ field: 'defaultState', message: 'defaultState does not exist in states' }])
  assert.deepEqual(defaultStateIssues({ defaultState: 'New', states: [] }), [{ field: 'defaultState', message: 'defaultState does not exist in states' }])
  assert.deepEqual(defaultStateIssues({ states }), [])
})

test("an enduser's journeys map journey ids to state names", () => {
  assert.deepEqual(parseOrThrow(enduserJourneysValidator, { [ID]: 'New' }), { [ID]: 'New' })
  assert.throws(() => parseOrThrow(enduserJourneysValidator, { [ID]: 'x'.repeat(76) }), { message: `Error parsing field ${ID}: Journey state names may not exceed 75 characters` })
  assert.throws(() => parseOrThrow(enduserJourneysValidator, { 'not-an-id': 'New' }), { message: 'Error parsing field not-an-id: Invalid id' })
})
