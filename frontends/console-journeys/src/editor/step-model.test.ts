import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildStep, draftOf, emptyDraft, linkedDraft, type Step } from './step-model.ts'
import { actionText, eventText, linkText } from './step-labels.ts'

const A = 'a'.repeat(24)
const T = 't'.replace('t', 'b').repeat(24)

test('a draft makes each action the editor offers, in the SDK shapes', () => {
  const d = { ...emptyDraft(), eventType: 'afterAction' as const, afterStepId: A, delay: '2', unit: 'Hours' as const }
  const cases: [Partial<typeof d>, unknown][] = [
    [{ actionType: 'setEnduserStatus', status: 'Active' }, { type: 'setEnduserStatus', info: { status: 'Active' } }],
    [{ actionType: 'addEnduserTags', tags: 'vip, new, vip' }, { type: 'addEnduserTags', info: { tags: ['vip', 'new'] } }],
    [{ actionType: 'addEnduserTags', tags: 'vip', replaceExisting: true }, { type: 'addEnduserTags', info: { tags: ['vip'], replaceExisting: true } }],
    [{ actionType: 'removeEnduserTags', tags: 'old' }, { type: 'removeEnduserTags', info: { tags: ['old'] } }],
    [{ actionType: 'addToJourney', journeyId: A }, { type: 'addToJourney', info: { journeyId: A } }],
    [{ actionType: 'removeFromJourney', journeyId: A }, { type: 'removeFromJourney', info: { journeyId: A } }],
    [{ actionType: 'removeFromAllJourneys' }, { type: 'removeFromAllJourneys', info: {} }],
    [{ actionType: 'createTicket', title: ' Call ', description: 'About the plan' }, { type: 'createTicket', info: { title: 'Call', description: 'About the plan' } }],
    [{ actionType: 'sendEmail', templateId: T, senderId: A }, { type: 'sendEmail', info: { templateId: T, senderId: A } }],
    [{ actionType: 'sendSMS', templateId: T, senderId: A, continueOnError: true }, { type: 'sendSMS', info: { templateId: T, senderId: A }, continueOnError: true }],
    [{ actionType: 'setEnduserFields', fields: [{ name: 'plan', type: 'Custom Value', value: 'gold' }, { name: 'seen', type: 'Current Date', value: 'x' }] },
      { type: 'setEnduserFields', info: { fields: [{ name: 'plan', type: 'Custom Value', value: 'gold' }, { name: 'seen', type: 'Current Date', value: '' }] } }],
  ]
  for (const [change, action] of cases) {
    const built = buildStep({ ...d, ...change })
    assert.ok(built.ok, JSON.stringify(change))
    assert.deepEqual(built.step.action, action)
    assert.deepEqual(built.step.events, [{ type: 'afterAction', info: { automationStepId: A, delay: 2, unit: 'Hours' } }])
  }
})

test('what is missing is named by the field the server would name', () => {
  const built = buildStep({ ...emptyDraft(), eventType: 'afterAction', afterStepId: '', delay: '-1', actionType: 'sendEmail', conditions: '{ nope' })
  assert.equal(built.ok, false)
  const errors = (built as { errors: Record<string, string> }).errors
  assert.deepEqual(Object.keys(errors).sort(), ['action.info.senderId', 'action.info.templateId', 'enduserConditions', 'events.0.info.automationStepId', 'events.0.info.delay'])
  assert.equal(errors['events.0.info.delay'], 'Enter a delay of 0 or more')
  const tags = buildStep({ ...emptyDraft(), actionType: 'addEnduserTags', tags: ' , ' })
  assert.deepEqual((tags as { errors: object }).errors, { 'action.info.tags': 'Enter at least one tag' })
})

test('a stored step round-trips; an action or event the form does not edit is kept as it is', () => {
  const step = {
    id: A, journeyId: A, events: [{ type: 'afterAction', info: { automationStepId: T, delay: 0, unit: 'Seconds', delayInMS: 0 } }, { type: 'onJourneyStart', info: {} }],
    action: { type: 'addEnduserTags', info: { tags: ['a', 'b'] } }, enduserConditions: { tags: 'vip' },
  } as unknown as Step
  const d = draftOf(step)
  assert.equal(d.eventType, 'afterAction')
  assert.equal(d.delay, '0')
  assert.equal(d.unit, 'Seconds')
  assert.equal(d.tags, 'a, b')
  const again = buildStep(d, step)
  assert.ok(again.ok)
  assert.deepEqual(again.step.events, [{ type: 'afterAction', info: { automationStepId: T, delay: 0, unit: 'Seconds' } }, { type: 'onJourneyStart', info: {} }])
  assert.deepEqual(again.step.enduserConditions, { tags: 'vip' })

  const other = { id: A, events: [{ type: 'waitForTrigger', info: { automationStepId: T, triggerId: T } }], action: { type: 'notifyTeam', info: { templateId: T, forAssigned: true } } } as unknown as Step
  const kept = buildStep({ ...draftOf(other), actionType: 'setEnduserStatus', status: '' }, other)
  assert.ok(kept.ok)
  assert.deepEqual(kept.step.action, other.action)
  assert.deepEqual(kept.step.events, other.events)
})

test('steps in words', () => {
  const names = { journey: () => 'Onboarding', template: () => 'Welcome', user: () => 'Avery', step: (id: string) => (id === A ? 'Step 1' : undefined) }
  assert.equal(actionText({ type: 'setEnduserStatus', info: { status: 'Active' } }), "Set the state to 'Active'")
  assert.equal(actionText({ type: 'sendEmail', info: { templateId: T } }, names), "Send an email 'Welcome'")
  assert.equal(actionText({ type: 'addToJourney', info: { journeyId: T } }, names), "Add to 'Onboarding'")
  assert.equal(actionText({ type: 'cancelFutureAppointments', info: {} }), 'cancelFutureAppointments')
  assert.equal(eventText({ type: 'afterAction', info: { automationStepId: A, delay: 1, unit: 'Days' } }, names), '1 Day after Step 1')
  assert.equal(eventText({ type: 'afterAction', info: { automationStepId: T, delay: 0, unit: 'Seconds' } }, names), '0 Seconds after a deleted step')
  assert.equal(eventText({ type: 'onJourneyStart', info: {} }), 'When the journey starts')
  assert.equal(linkText({ type: 'ticketCompleted', info: { automationStepId: A, closedForReason: 'Done' } }), 'ticket closed: Done')
  assert.equal(linkText({ type: 'afterAction', info: { delay: 3, unit: 'Minutes' } }), '3 Minutes')
})

test('a connection drawn on the flowchart sets what the step follows, keeping its kind of following', () => {
  const fromStart = linkedDraft({ ...emptyDraft(), eventType: 'afterAction', afterStepId: 'a' }, { start: true })
  assert.equal(fromStart.eventType, 'onJourneyStart')
  assert.equal(fromStart.afterStepId, '')
  const started = linkedDraft(emptyDraft(), { stepId: 'b' })
  assert.deepEqual([started.eventType, started.afterStepId], ['afterAction', 'b'], 'a start step now waits after b')
  const ticket = linkedDraft({ ...emptyDraft(), eventType: 'ticketCompleted', afterStepId: 'a', closedForReason: 'Done' }, { stepId: 'c' })
  assert.deepEqual([ticket.eventType, ticket.afterStepId, ticket.closedForReason], ['ticketCompleted', 'c', 'Done'])
  const built = buildStep({ ...started, delay: '2', unit: 'Hours', status: 'Welcomed' })
  if (!built.ok) assert.fail(JSON.stringify(built.errors))
  assert.ok(built.ok)
  if (built.ok) assert.deepEqual(built.step.events, [{ type: 'afterAction', info: { automationStepId: 'b', delay: 2, unit: 'Hours' } }])
})
