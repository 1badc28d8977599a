import { test } from 'node:test'
import assert from 'node:assert/strict'
import { headerImageOf, isVideoEvent, planEvents } from './care-plan-rules.ts'

test("a plan's events: named by carePlanId or by the plan's eventIds, not hidden, in time order", () => {
  const plans = [{ id: 'p1', eventIds: ['e4'] }]
  const events = [
    { id: 'e1', carePlanId: 'p1', startTimeInMS: 30 },
    { id: 'e2', carePlanId: 'p2', startTimeInMS: 10 },
    { id: 'e3', carePlanId: 'p1', startTimeInMS: 20, hiddenFromPortal: true },
    { id: 'e4', startTimeInMS: 5 },
  ]
  assert.deepEqual(planEvents(plans, events).map((e) => e.id), ['e4', 'e1'])
  assert.deepEqual(planEvents([], events), [])
})

test('video events and the header image', () => {
  assert.equal(isVideoEvent({ enableVideoCall: true }), true)
  assert.equal(isVideoEvent({ videoURL: 'https://zoom.test' }), true)
  assert.equal(isVideoEvent({}), false)
  assert.equal(headerImageOf([{ page: 'Home', headerImageURL: 'a' }, { page: 'Care Plan', headerImageURL: 'b' }]), 'b')
  assert.equal(headerImageOf([{ page: 'Care Plan', headerImageURL: '' }]), undefined)
})
