// The form_fields contract holds the shapes the form engine walks (spec 3 §3, the public SDK's
// FormField as tie-breaker): an 'after' names its field, a 'previousEquals' its field and value, a
// question group's subfields are ids, a Select column lists its choices, a callout compares text.
// The `assertType` lines are checked by tsc: the engine's types are the contract's.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { issuesFromZod } from '../values/issues.ts'
import { answerEntryValidator, formFields } from './forms.ts'
import { engineField, type AnswerEntry, type FormField, type FormFieldRecord, type PreviousFormField, type StoredAnswerEntry } from '../forms/types.ts'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

const FIELD = 'a'.repeat(24)
const writable = z.object(formFields.fields)
/** the first issue of a form_fields write, or 'ok' */
function check(value: Record<string, unknown>): string {
  const r = writable.safeParse(value)
  if (r.success) return 'ok'
  const [first] = issuesFromZod(r.error, value)
  return `${first?.field}: ${first?.message}`
}

test('previousFields: an after names its field, a previousEquals its field and value; a root needs nothing', () => {
  assert.equal(check({ previousFields: [{ type: 'root', info: {} }, { type: 'root' }] }), 'ok')
  assert.equal(check({ previousFields: [{ type: 'after', info: { fieldId: FIELD } }, { type: 'previousEquals', info: { fieldId: FIELD, equals: 'Yes' } }] }), 'ok')
  assert.equal(check({ previousFields: [{ type: 'after', info: {} }] }), 'previousFields.0.info.fieldId: Value not provided for required field: previousFields.info.fieldId')
  assert.equal(check({ previousFields: [{ type: 'after' }] }), 'previousFields.0.info: Value not provided for required field: previousFields.info')
  assert.equal(check({ previousFields: [{ type: 'previousEquals', info: { fieldId: FIELD } }] }), 'previousFields.0.info.equals: Value not provided for required field: previousFields.info.equals')
  assert.equal(check({ previousFields: [{ type: 'before', info: { fieldId: FIELD } }] }), 'previousFields.0.type: Value must match one of root, after, previousEquals')
})

test("options: a group's subfields are field ids, a Select column lists its choices", () => {
  assert.equal(check({ options: { subFields: [{ id: FIELD }] } }), 'ok')
  assert.equal(check({ options: { subFields: [{}] } }), 'options.subFields.0.id: Value not provided for required field: options.subFields.id')
  assert.match(check({ options: { subFields: ['x'] } }), /^options\.subFields\.0: /)
  assert.equal(check({ options: { tableChoices: [{ label: 'Drug', type: 'Text' }, { label: 'Start', type: 'Date' }, { label: 'Route', type: 'Select', info: { choices: ['Oral'] } }] } }), 'ok')
  assert.equal(check({ options: { tableChoices: [{ label: 'Route', type: 'Select' }] } }), 'options.tableChoices.0.info: Value not provided for required field: options.tableChoices.info')
  assert.equal(check({ options: { tableChoices: [{ label: 'When', type: 'Time' }] } }), 'options.tableChoices.0.type: Value must match one of Text, Date, Select')
})

test('calloutConditions compare the answer with a text, Equals being the one comparison', () => {
  assert.equal(check({ calloutConditions: [{ comparison: 'Equals', value: 'Yes' }, { value: 'No' }] }), 'ok')
  assert.match(check({ calloutConditions: [{ value: 3 }] }), /^calloutConditions\.0\.value: /)
  assert.match(check({ calloutConditions: [{}] }), /^calloutConditions\.0\.value: Value not provided/)
  assert.equal(check({ calloutConditions: [{ comparison: 'Contains', value: 'Yes' }] }), 'calloutConditions.0.comparison: Value must match one of Equals')
})

test("the engine's field and answer entry are the contract's, narrowed", () => {
  assertType<Equal<FormField['options'], FormFieldRecord['options']>>()
  assertType<Equal<FormField['calloutConditions'], FormFieldRecord['calloutConditions']>>()
  assertType<Equal<FormField['previousFields'], NonNullable<FormFieldRecord['previousFields']>>>()
  assertType<Equal<Extract<PreviousFormField, { type: 'previousEquals' }>['info']['equals'], string>>()
  // an engine entry is always a valid entry on the wire
  assertType<AnswerEntry extends StoredAnswerEntry ? true : false>()
  assertType<Equal<StoredAnswerEntry, z.output<typeof answerEntryValidator>>>()

  const record: FormFieldRecord = { id: FIELD, businessId: 'b', organizationIds: [], creator: 'u', createdAt: '', updatedAt: '', formId: 'f', title: 'Q' }
  assert.deepEqual(engineField(record), { ...record, type: 'string', previousFields: [] })
  const typed = { ...record, type: 'rating' as const, previousFields: [{ type: 'root' as const }] }
  assert.deepEqual(engineField(typed), typed)
})
