import { test } from 'node:test'
import assert from 'node:assert/strict'
import { areaTabOf, journeysLocation, urlOf } from './route.ts'

const ID = '0123456789abcdef01234567'

test('the area tabs and a journey with its tabs live in the URL, and back', () => {
  assert.deepEqual(journeysLocation('/console/journeys'), { view: 'journeys' })
  assert.deepEqual(journeysLocation('/console/journeys/triggers'), { view: 'triggers' })
  assert.deepEqual(journeysLocation('/console/journeys/errors'), { view: 'errors' })
  assert.deepEqual(journeysLocation(`/console/journeys/${ID}`), { view: 'journey', journeyId: ID, tab: 'steps' })
  assert.deepEqual(journeysLocation(`/console/journeys/${ID}/patients`), { view: 'journey', journeyId: ID, tab: 'patients' })
  assert.deepEqual(journeysLocation(`/console/journeys/${ID}/nonsense`), { view: 'journey', journeyId: ID, tab: 'steps' })
  assert.deepEqual(journeysLocation('/console/journeys/not-an-id'), { view: 'journeys' })
  assert.deepEqual(journeysLocation('/console/journeysx'), { view: 'journeys' })
  for (const l of [{ view: 'journeys' }, { view: 'triggers' }, { view: 'journey', journeyId: ID, tab: 'steps' }, { view: 'journey', journeyId: ID, tab: 'states' }] as const) {
    assert.deepEqual(journeysLocation(urlOf(l)), l)
  }
  assert.equal(urlOf({ view: 'journey', journeyId: ID, tab: 'errors' }, '/elsewhere/'), `/elsewhere/${ID}/errors`)
  assert.equal(areaTabOf({ view: 'journey', journeyId: ID, tab: 'states' }), 'journeys')
})
