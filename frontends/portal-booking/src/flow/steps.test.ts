import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { backStep, firstStep, nextStep, pathOf, type FlowFacts } from './steps.ts'

const facts = (f: Partial<FlowFacts> = {}): FlowFacts => ({ templates: 1, limitedByState: false, needsIntake: true, needsState: false, hasProducts: false, ...f })

describe('booking steps (spec 2 §2.16, §4)', () => {
  test('first step: several types → PickAppointmentType; one → Calendar; one, state-limited → Intake', () => {
    assert.equal(firstStep(facts({ templates: 3 })), 'PickAppointmentType')
    assert.equal(firstStep(facts()), 'Calendar')
    assert.equal(firstStep(facts({ limitedByState: true })), 'Intake')
    // a signed-in patient on a state-limited page: their state, or straight to the calendar
    assert.equal(firstStep(facts({ limitedByState: true, needsIntake: false, needsState: true })), 'PickState')
    assert.equal(firstStep(facts({ limitedByState: true, needsIntake: false })), 'Calendar')
  })

  test('picking a time goes to Intake, or to Confirmation when state-limited or signed in', () => {
    assert.equal(nextStep('Calendar', facts()), 'Intake')
    assert.equal(nextStep('Calendar', facts({ limitedByState: true })), 'Confirmation')
    assert.equal(nextStep('Calendar', facts({ needsIntake: false })), 'Confirmation')
    assert.equal(nextStep('Intake', facts({ limitedByState: true })), 'Calendar')
    assert.equal(nextStep('PickAppointmentType', facts({ templates: 2 })), 'Calendar')
  })

  test('Payment only with products, then ThankYou', () => {
    assert.deepEqual(pathOf(facts()), ['Calendar', 'Intake', 'Confirmation', 'ThankYou'])
    assert.deepEqual(pathOf(facts({ hasProducts: true })), ['Calendar', 'Intake', 'Confirmation', 'Payment', 'ThankYou'])
    assert.equal(nextStep('Confirmation', facts()), 'ThankYou')
    assert.equal(nextStep('Confirmation', facts({ hasProducts: true })), 'Payment')
    assert.equal(nextStep('ThankYou', facts()), 'ThankYou')
  })

  test('back arrow: one step back, on Intake, Confirmation and Payment only', () => {
    const f = facts({ templates: 2, hasProducts: true })
    assert.equal(backStep('Intake', f), 'Calendar')
    assert.equal(backStep('Confirmation', f), 'Intake')
    assert.equal(backStep('Payment', f), 'Confirmation')
    assert.equal(backStep('Calendar', f), undefined, 'no back arrow on the calendar unless state-limited')
    assert.equal(backStep('PickAppointmentType', f), undefined)
    assert.equal(backStep('ThankYou', f), undefined)
  })

  test('back arrow signed in: two steps back from Confirmation (the skipped Intake)', () => {
    assert.equal(backStep('Confirmation', facts({ needsIntake: false })), 'Calendar')
    assert.equal(backStep('Payment', facts({ needsIntake: false, hasProducts: true })), 'Confirmation')
  })

  test('state-limited ordering: Calendar → Intake and Confirmation → Calendar', () => {
    const f = facts({ limitedByState: true, templates: 2 })
    assert.deepEqual(pathOf(f), ['PickAppointmentType', 'Intake', 'Calendar', 'Confirmation', 'ThankYou'])
    assert.equal(backStep('Calendar', f), 'Intake')
    assert.equal(backStep('Confirmation', f), 'Calendar')
    assert.equal(backStep('Intake', f), 'PickAppointmentType')
    // a single state-limited type starts at Intake: nothing before it
    assert.equal(backStep('Intake', facts({ limitedByState: true })), undefined)
    // signed in with a state: the calendar goes back to the types (two steps)
    assert.equal(backStep('Calendar', facts({ limitedByState: true, templates: 2, needsIntake: false })), 'PickAppointmentType')
  })
})
