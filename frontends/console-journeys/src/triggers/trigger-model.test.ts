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
  const other = buildTrigger({ ...triggerDraft(), title: 'Paid', eventType: 'Purchase Made', eventInfo: '', actionType: 'Set Fields', actionInfo: '{ "fields": [] }' })
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

const DAY = 86_400_000
const HOUR = 3_600_000
const stored = (type: string, info: Record<string, unknown>) =>
  ({ id: J, title: 'T', event: { type, info }, action: { type: 'Add Tags', info: { tags: ['x'] } }, status: 'Active' }) as unknown as Trigger
const eventOf = (d: ReturnType<typeof triggerDraft>, kept?: Trigger) => {
  const built = buildTrigger(d, kept)
  assert.ok(built.ok, JSON.stringify(built))
  return built.trigger.event
}
const errorsOf = (d: ReturnType<typeof triggerDraft>) => {
  const built = buildTrigger(d)
  assert.equal(built.ok, false)
  return (built as { errors: Record<string, string> }).errors
}

test("the time triggers: 'On Birthday' a time of day (09:00 new), 'Has Not Engaged' days, 'Form Unsubmitted' a form and Hours or Days", () => {
  const base = { ...triggerDraft(), title: 'T', actionType: 'Add Tags' as const, tags: 'x' }
  assert.equal(base.birthdayTime, '09:00')
  assert.deepEqual(eventOf({ ...base, eventType: 'On Birthday' }), { type: 'On Birthday', info: { minutes: 540 } })
  assert.deepEqual(eventOf({ ...base, eventType: 'On Birthday', birthdayTime: '00:00' }).info, { minutes: 0 })
  assert.deepEqual(eventOf({ ...base, eventType: 'On Birthday', birthdayTime: '23:59' }).info, { minutes: 1439 })
  assert.deepEqual(eventOf({ ...base, eventType: 'Has Not Engaged', quietDays: ' 30 ' }), { type: 'Has Not Engaged', info: { intervalInMS: 30 * DAY } })
  assert.deepEqual(eventOf({ ...base, eventType: 'Form Unsubmitted', formId: F, afterAmount: '2', afterUnit: 'Days' }), { type: 'Form Unsubmitted', info: { formId: F, intervalInMS: 2 * DAY } })
  assert.deepEqual(eventOf({ ...base, eventType: 'Form Unsubmitted', formId: F, afterAmount: '1.5', afterUnit: 'Hours' }).info, { formId: F, intervalInMS: 90 * 60_000 })
})

test('the time triggers stored show back as typed and round-trip, keeping keys the form does not show', () => {
  const cases: [Trigger, Partial<ReturnType<typeof triggerDraft>>][] = [
    [stored('On Birthday', { minutes: 540 }), { birthdayTime: '09:00' }],
    [stored('On Birthday', { minutes: 1439, note: 'kept' }), { birthdayTime: '23:59' }],
    [stored('Has Not Engaged', { intervalInMS: 14 * DAY }), { quietDays: '14' }],
    [stored('Form Unsubmitted', { formId: F, intervalInMS: 2 * DAY }), { formId: F, afterAmount: '2', afterUnit: 'Days' }],
    [stored('Form Unsubmitted', { formId: F, intervalInMS: 36 * HOUR, reminder: true }), { formId: F, afterAmount: '36', afterUnit: 'Hours' }],
    [stored('Form Unsubmitted', { formId: F, intervalInMS: 30 * 60_000 }), { formId: F, afterAmount: '0.5', afterUnit: 'Hours' }],
  ]
  for (const [t, shown] of cases) {
    const d = triggerDraft(t)
    for (const [k, v] of Object.entries(shown)) assert.equal(d[k as keyof typeof d], v, `${t.event!.type} ${k}`)
    assert.deepEqual(eventOf(d, t), t.event, `${t.event!.type} round-trips`)
  }
  // a stored birthday without minutes fires at midnight (records reads it as 0); another type's draft offers 09:00
  assert.equal(triggerDraft(stored('On Birthday', {})).birthdayTime, '00:00')
  assert.equal(triggerDraft(stored('Has Not Engaged', { intervalInMS: DAY })).birthdayTime, '09:00')
  // a stored interval that is not whole days shows its fraction, which the form then asks to make whole
  assert.equal(triggerDraft(stored('Has Not Engaged', { intervalInMS: 36 * HOUR })).quietDays, '1.5')
  // a 'Form Unsubmitted' stored before it had an interval asks for one
  assert.equal(triggerDraft(stored('Form Unsubmitted', { formId: F })).afterAmount, '')
  // another event type's keys are not carried over
  assert.deepEqual(eventOf({ ...triggerDraft(stored('Has Not Engaged', { intervalInMS: DAY })), eventType: 'On Birthday' }, stored('Has Not Engaged', { intervalInMS: DAY })).info, { minutes: 540 })
})

test('the time triggers checked before sending, each message under its field', () => {
  const base = { ...triggerDraft(), title: 'T', actionType: 'Add Tags' as const, tags: 'x' }
  for (const birthdayTime of ['', '24:00', '9', 'noon']) assert.deepEqual(errorsOf({ ...base, eventType: 'On Birthday', birthdayTime }), { 'event.info.minutes': 'Enter a time of day, like 09:00' }, birthdayTime)
  for (const quietDays of ['', '0', '1.5', '-2', 'a week']) assert.deepEqual(errorsOf({ ...base, eventType: 'Has Not Engaged', quietDays }), { 'event.info.intervalInMS': 'Enter a whole number of days, 1 or more' }, quietDays)
  for (const afterAmount of ['', '0', '-1', 'soon']) {
    assert.deepEqual(errorsOf({ ...base, eventType: 'Form Unsubmitted', formId: F, afterAmount, afterUnit: 'Hours' }), { 'event.info.intervalInMS': 'Enter how long after it was sent: a number more than 0' }, afterAmount)
  }
  assert.deepEqual(Object.keys(errorsOf({ ...base, eventType: 'Form Unsubmitted', formId: '', afterAmount: '' })).sort(), ['event.info.formId', 'event.info.intervalInMS'])
})

test('the time triggers in the list\'s words', () => {
  const form = () => 'Intake'
  assert.equal(triggerEventText(stored('On Birthday', { minutes: 540 }), form), 'On Birthday: at 09:00')
  assert.equal(triggerEventText(stored('Has Not Engaged', { intervalInMS: 30 * DAY }), form), 'Has Not Engaged: for 30 days')
  assert.equal(triggerEventText(stored('Form Unsubmitted', { formId: F, intervalInMS: DAY }), form), 'Form Unsubmitted: Intake, after 1 day')
  assert.equal(triggerEventText(stored('Form Unsubmitted', { formId: F, intervalInMS: 36 * HOUR }), form), 'Form Unsubmitted: Intake, after 36 hours')
  assert.equal(triggerEventText(stored('Form Unsubmitted', { formId: F }), form), 'Form Unsubmitted: Intake')
})
