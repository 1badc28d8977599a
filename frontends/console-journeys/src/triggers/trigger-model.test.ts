import { test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTrigger, triggerActionText, triggerDraft, triggerEventText, type Trigger } from './trigger-model.ts'

const F = 'f'.repeat(24)
const J = 'c'.repeat(24)

test('a trigger from its draft: the form for form events, titles for appointments, a journey or tags for the action', () => {
  const built = buildTrigger({ ...triggerDraft(), title: ' Intake done ', eventType: 'Form Submitted', formId: F, actionType: 'Add To Journey', journeyId: J, oncePerEnduser: true, condition: '{ "tags": "vip" }' })
  assert.ok(built.ok)
  assert.deepEqual(built.trigger, {
    title: 'Intake done', event: { type: 'Form Submitted', info: { formId: F } }, action: { type: 'Add To Journey', info: { journeyId: J } }, status: 'Active', oncePerEnduser: true, enduserCondition: { tags: 'vip' },
  })
  const appt = buildTrigger({ ...triggerDraft(), title: 'Booked', eventType: 'Appointment Created', titles: 'Follow-up visit, Intro', actionType: 'Add Tags', tags: 'booked' })
  assert.ok(appt.ok)
  assert.deepEqual(appt.trigger.event, { type: 'Appointment Created', info: { titles: ['Follow-up visit', 'Intro'] } })
  assert.deepEqual(appt.trigger.action, { type: 'Add Tags', info: { tags: ['booked'] } })
  const other = buildTrigger({ ...triggerDraft(), title: 'Birthday', eventType: 'On Birthday', eventInfo: '', actionType: 'Set Fields', actionInfo: '{ "fields": [] }' })
  assert.ok(other.ok)
  assert.deepEqual([other.trigger.event.info, other.trigger.action.info], [{}, { fields: [] }])
})

test('what is missing is named; stored info keys the form does not show are kept', () => {
  const missing = buildTrigger({ ...triggerDraft(), title: '', eventType: 'Form Submitted', formId: '', actionType: 'Add Tags', tags: '', condition: '[1]' })
  assert.equal(missing.ok, false)
  assert.deepEqual(Object.keys((missing as { errors: object }).errors).sort(), ['action.info.tags', 'enduserCondition', 'event.info.formId', 'title'])
  const stored = { id: J, title: 'T', event: { type: 'Form Submitted', info: { formId: F, otherFormIds: [J] } }, action: { type: 'Add To Journey', info: { journeyId: J } }, status: 'Inactive' } as unknown as Trigger
  const d = triggerDraft(stored)
  assert.equal(d.status, 'Inactive')
  const again = buildTrigger(d, stored)
  assert.ok(again.ok)
  assert.deepEqual(again.trigger.event.info, { formId: F, otherFormIds: [J] })
  assert.equal(triggerEventText(stored, () => 'Intake'), 'Form Submitted: Intake')
  assert.equal(triggerActionText(stored, () => 'Onboarding'), 'Add To Journey: Onboarding')
})
