import { test } from 'node:test'
import assert from 'node:assert/strict'
import { START_ID, brokenLinks, mayFollow, stepEdges, stepLayout, stepOrder } from './step-graph.ts'
import type { Step } from './step-model.ts'

const id = (n: number) => n.toString(16).padStart(24, '0')
const step = (n: number, events: unknown[], extra: Record<string, unknown> = {}) =>
  ({ id: id(n), createdAt: `2026-01-0${n}T00:00:00.000Z`, events, action: { type: 'removeFromAllJourneys', info: {} }, ...extra }) as unknown as Step
const after = (n: number, delay = 1, unit = 'Days') => ({ type: 'afterAction', info: { automationStepId: id(n), delay, unit } })

test('edges from Start and from the step each event follows, with the delay or what it waits for', () => {
  const steps = [step(3, [after(1, 2, 'Hours')]), step(1, [{ type: 'onJourneyStart', info: {} }]), step(2, [{ type: 'ticketCompleted', info: { automationStepId: id(1) } }]), step(4, [after(9)])]
  assert.deepEqual(stepEdges(steps).map((e) => [e.source, e.target, e.label]), [
    [id(1), id(3), '2 Hours'],
    [START_ID, id(1), ''],
    [id(1), id(2), 'ticket completed'],
  ])
  // the run's order: from Start breadth first (the order the steps were made breaks ties), then the unreached
  assert.deepEqual(stepOrder(steps).map((s) => s.id), [id(1), id(3), id(2), id(4)])
  assert.equal(brokenLinks(steps[3]!, steps).length, 1, 'step 4 follows a step that is gone')
  assert.equal(brokenLinks(steps[0]!, steps).length, 0)
})

test('nodes in rows by depth, columns within a row; a saved place wins', () => {
  const steps = [step(1, [{ type: 'onJourneyStart', info: {} }]), step(2, [after(1)]), step(3, [after(1)]), step(4, [after(2)], { flowchartUI: { x: 900, y: 40 } })]
  const at = new Map(stepLayout(steps).map((n) => [n.id, n.position]))
  assert.equal(at.get(START_ID)!.y, 0)
  assert.equal(at.get(id(1))!.y, 150)
  assert.equal(at.get(id(2))!.y, 300)
  assert.equal(at.get(id(3))!.y, 300)
  assert.notEqual(at.get(id(2))!.x, at.get(id(3))!.x)
  assert.deepEqual(at.get(id(4)), { x: 900, y: 40 })
})

test('a drawn connection: a step may follow Start or another step, never itself or a step that leads to it', () => {
  // 1 starts the journey, 2 follows 1, 3 follows 2, 4 stands alone
  const steps = [step(1, [{ type: 'onJourneyStart', info: {} }]), step(2, [after(1)]), step(3, [after(2)]), step(4, [after(9)])]
  assert.equal(mayFollow(steps, START_ID, id(4)), true)
  assert.equal(mayFollow(steps, id(3), id(4)), true)
  assert.equal(mayFollow(steps, id(1), id(3)), true, 'a shortcut is no loop')
  assert.equal(mayFollow(steps, id(2), id(2)), false, 'itself')
  assert.equal(mayFollow(steps, id(3), id(1)), false, '1 leads to 3: a loop')
  assert.equal(mayFollow(steps, id(3), id(2)), false, '2 leads to 3: a loop')
  assert.equal(mayFollow(steps, id(1), START_ID), false, 'nothing leads into Start')
  assert.equal(mayFollow(steps, START_ID, id(9)), false, 'a step not in the journey')
})
