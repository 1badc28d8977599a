import { test } from 'node:test'
import assert from 'node:assert/strict'
import { actionText, delayText, eventText, whenText } from './run-history.ts'
import { formatDateTime } from '../format.ts'

const ID = '60398b0231a295e64f084fd9'

test('actions in words, a journey named by its title', () => {
  const titles = (id: string) => (id === ID ? 'Diabetes programme' : undefined)
  assert.equal(actionText({ type: 'setEnduserStatus', info: { status: 'Graduated' } }), "Set the state to 'Graduated'")
  assert.equal(actionText({ type: 'addEnduserTags', info: { tags: ['a', 'b'], replaceExisting: true } }), 'Replace tags with: a, b')
  assert.equal(actionText({ type: 'addToJourney', info: { journeyId: ID } }, titles), 'Add to the journey Diabetes programme')
  assert.equal(actionText({ type: 'removeFromJourney', info: { journeyId: 'f'.repeat(24) } }, titles), 'Remove from the journey (another journey)')
  assert.equal(actionText({ type: 'createTicket', info: { title: 'Call the patient' } }), "Create the ticket 'Call the patient'")
  assert.equal(actionText({ type: 'sendSMS', info: { templateId: ID, senderId: ID } }), 'Send a text message')
  assert.equal(actionText(undefined), 'Unknown step')
})

test('delays: as given, or the largest whole unit of delayInMS', () => {
  assert.equal(delayText({ delay: 1, unit: 'Days' }), '1 day')
  assert.equal(delayText({ delay: 3, unit: 'Minutes' }), '3 minutes')
  assert.equal(delayText({ delayInMS: 7_200_000 }), '2 hours')
  assert.equal(delayText({ delayInMS: 90_000 }), '90 seconds')
  assert.equal(delayText({ delayInMS: 0 }), 'right')
})

test('what started a run; when it is due or ran', () => {
  assert.equal(eventText({ type: 'onJourneyStart', info: {} }), 'Started when the patient joined the journey')
  assert.equal(eventText({ type: 'afterAction', info: { automationStepId: ID, delay: 1, unit: 'Days' } }, () => 'Send an email'), "Started 1 day after 'Send an email'")
  assert.equal(eventText({ type: 'afterAction', info: { automationStepId: ID, delay: 0, unit: 'Days' } }), 'Started right after an earlier step')
  const due = Date.parse('2026-03-01T08:00:00.000Z')
  assert.equal(whenText({ status: 'active', processAfter: due }), `Due ${formatDateTime(due)}`)
  assert.equal(whenText({ status: 'cancelled', processAfter: due }), `Was due ${formatDateTime(due)}`)
  assert.equal(whenText({ status: 'error', processAfter: due, processedAt: '2026-03-01T08:00:02.000Z' }), `Ran ${formatDateTime('2026-03-01T08:00:02.000Z')}`)
})
