import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FormField, FormFieldType, PreviousFormField } from './types.ts'
import {
  childrenOf, findRoot, formatTime, goBack, goNext, initialAnswer, isLast, nextFieldId, progress, responsesForSubmit,
  setAnswer, setRepeat, startFlow, touch, trimOther, validateField,
} from './flow.ts'

const f = (id: string, type: FormFieldType, previousFields: PreviousFormField[], extra: Partial<FormField> = {}): FormField => ({
  id, formId: 'form', title: `Title ${id}`, type, previousFields, ...extra,
})
const root: PreviousFormField[] = [{ type: 'root' }]
const after = (fieldId: string): PreviousFormField => ({ type: 'after', info: { fieldId } })
const equals = (fieldId: string, value: string): PreviousFormField => ({ type: 'previousEquals', info: { fieldId, equals: value } })

// smoker? yes → how many; no → (after) exercise; both continue to notes
const branching = [
  f('smoker', 'multiple_choice', root, { options: { choices: ['Yes', 'No'], radio: true } }),
  f('howMany', 'number', [equals('smoker', 'Yes')]),
  f('exercise', 'string', [after('smoker')]),
  f('notes', 'stringLong', [after('howMany'), after('exercise')], { isOptional: true }),
]

test('the root: the field marked root; none is an error', () => {
  assert.equal(findRoot(branching).id, 'smoker')
  assert.throws(() => findRoot([f('a', 'string', [after('b')])]), { message: 'Root not found for given fields' })
  assert.throws(() => startFlow([]), { message: 'Root not found for given fields' })
  // a field inside a group is never the root of the tree
  assert.throws(() => findRoot([f('a', 'string', root, { isInGroup: true })]), { message: 'Root not found for given fields' })
})

test('a straight line: one child each, history grows, the last field has no next', () => {
  const fields = [f('a', 'string', root), f('b', 'string', [after('a')]), f('c', 'string', [after('b')])]
  let s = startFlow(fields)
  assert.equal(s.currentId, 'a')
  assert.deepEqual(progress(fields, s), { step: 1, total: 3 })
  s = goNext(fields, s)
  s = goNext(fields, s)
  assert.equal(s.currentId, 'c')
  assert.deepEqual(s.history, ['a', 'b'])
  assert.equal(isLast(fields, s), true)
  assert.equal(goNext(fields, s), s)
  assert.deepEqual(progress(fields, s), { step: 3, total: 3 })
})

test('several children: previousEquals when the answer list includes the value, otherwise after', () => {
  let s = startFlow(branching)
  assert.deepEqual(childrenOf(branching, 'smoker').map((c) => c.id), ['howMany', 'exercise'])
  assert.equal(nextFieldId(branching, s, 'smoker'), 'exercise')
  s = setAnswer(branching, s, 'smoker', ['Yes'])
  assert.equal(nextFieldId(branching, s, 'smoker'), 'howMany')
  assert.deepEqual(progress(branching, s), { step: 1, total: 3 })
  s = goNext(branching, s)
  assert.equal(s.currentId, 'howMany')
  s = setAnswer(branching, s, 'howMany', 5)
  s = goNext(branching, s)
  assert.equal(s.currentId, 'notes')
  assert.deepEqual(responsesForSubmit(branching, s).map((r) => r.fieldId), ['smoker', 'howMany', 'notes'])
})

test('dropdown answers and plain values match previousEquals too', () => {
  const fields = [
    f('color', 'Dropdown', root, { options: { choices: ['Red', 'Blue'] } }),
    f('red', 'string', [equals('color', 'Red')]),
    f('blue', 'string', [equals('color', 'Blue')]),
    f('age', 'number', [after('red'), after('blue')]),
    f('old', 'string', [equals('age', '70')]),
    f('young', 'string', [after('age')]),
  ]
  let s = setAnswer(fields, startFlow(fields), 'color', ['Blue'])
  s = goNext(fields, s)
  assert.equal(s.currentId, 'blue')
  s = goNext(fields, setAnswer(fields, s, 'blue', 'x'))
  s = setAnswer(fields, s, 'age', 70)
  assert.equal(nextFieldId(fields, s, 'age'), 'old')
  s = setAnswer(fields, s, 'age', 30)
  assert.equal(nextFieldId(fields, s, 'age'), 'young')
})

test('includeInSubmit: on when a field is reached, off again when going back past it', () => {
  let s = startFlow(branching)
  const included = () => s.entries.filter((e) => e.includeInSubmit).map((e) => e.fieldId)
  assert.deepEqual(included(), ['smoker'])
  s = goNext(branching, setAnswer(branching, s, 'smoker', ['Yes']))
  assert.deepEqual(included(), ['smoker', 'howMany'])
  s = goBack(s)
  assert.equal(s.currentId, 'smoker')
  assert.deepEqual(s.history, [])
  assert.deepEqual(included(), ['smoker'])
  // the answer itself is kept for when the person comes back
  assert.equal(goBack(s), s)
  s = goNext(branching, setAnswer(branching, s, 'smoker', ['No']))
  assert.equal(s.currentId, 'exercise')
  s = goNext(branching, setAnswer(branching, s, 'exercise', 'Running'))
  assert.deepEqual(responsesForSubmit(branching, s).map((r) => r.fieldId), ['smoker', 'exercise', 'notes'])
})

test('isCalledOut follows calloutConditions on every answer change', () => {
  const fields = [f('pain', 'multiple_choice', root, { calloutConditions: [{ comparison: 'Equals', value: 'Severe' }] })]
  let s = startFlow(fields)
  assert.equal(s.entries[0].isCalledOut, false)
  s = setAnswer(fields, s, 'pain', ['Severe'])
  assert.equal(s.entries[0].isCalledOut, true)
  assert.equal(s.entries[0].touched, true)
  s = setAnswer(fields, s, 'pain', ['Mild'])
  assert.equal(s.entries[0].isCalledOut, false)
})

test('question groups pull their subfields into the submission; subfields are validated with the group', () => {
  const fields = [
    f('intro', 'description', root),
    f('contact', 'Question Group', [after('intro')], { options: { subFields: [{ id: 'name' }, { id: 'email' }] } }),
    f('name', 'string', [], { isInGroup: true }),
    f('email', 'email', [], { isInGroup: true }),
  ]
  let s = goNext(fields, startFlow(fields))
  assert.equal(s.currentId, 'contact')
  assert.equal(isLast(fields, s), true)
  assert.equal(validateField(fields, s, 'contact'), 'A response is required')
  s = setAnswer(fields, s, 'name', 'Ann')
  s = setAnswer(fields, s, 'email', 'ann@example')
  assert.equal(validateField(fields, s, 'contact'), 'Enter a valid email')
  s = setAnswer(fields, s, 'email', 'ann@example.com')
  assert.equal(validateField(fields, s, 'contact'), null)
  const sent = responsesForSubmit(fields, s)
  assert.deepEqual(sent.map((r) => r.fieldId), ['intro', 'contact', 'name', 'email'])
  assert.equal('touched' in sent[2], false)
  assert.equal('includeInSubmit' in sent[2], false)
  // touching a group touches its subfields, so their errors show
  const touched = touch(fields, startFlow(fields), 'contact')
  assert.deepEqual(touched.entries.filter((e) => e.touched).map((e) => e.fieldId), ['contact', 'name', 'email'])
})

test("an empty 'Other' text is removed from the answer on submit", () => {
  assert.deepEqual(trimOther({ type: 'multiple_choice', value: ['Yes', '  '] }).value, ['Yes'])
  assert.deepEqual(trimOther({ type: 'Dropdown', value: [''] }).value, [])
  assert.deepEqual(trimOther({ type: 'Dropdown', value: [' Teal '] }).value, [' Teal '])
  const fields = [f('q', 'multiple_choice', root, { options: { choices: ['A'], other: true } })]
  const s = setAnswer(fields, startFlow(fields), 'q', ['A', ' '])
  assert.deepEqual(responsesForSubmit(fields, s)[0].answer.value, ['A'])
})

test("the form-level limits of spec 3 §5 'Other rules' come after rules 1–20, for optional fields and a group's subfields too", () => {
  const fields = [
    f('name', 'string', root, { options: { maxLength: 2000 } }),
    f('story', 'stringLong', [after('name')], { isOptional: true }),
    f('count', 'number', [after('story')], { isOptional: true }),
    f('group', 'Question Group', [after('count')], { options: { subFields: [{ id: 'note' }] } }),
    f('note', 'string', [], { isInGroup: true, isOptional: true }),
    f('short', 'string', [after('group')], { options: { maxLength: 5 } }),
  ]
  let s = startFlow(fields)
  // the field's own maxLength allows it; the form-level limit does not
  s = setAnswer(fields, s, 'name', 'a'.repeat(1001))
  assert.equal(validateField(fields, s, 'name'), 'Response must not exceed 1000 characters')
  s = setAnswer(fields, s, 'name', 'a'.repeat(1000))
  assert.equal(validateField(fields, s, 'name'), null)
  // long text: 10000; an optional field is not spared (rule 7 ends the per-field rules only)
  s = setAnswer(fields, s, 'story', 'a'.repeat(10000))
  assert.equal(validateField(fields, s, 'story'), null)
  s = setAnswer(fields, s, 'story', 'a'.repeat(10001))
  assert.equal(validateField(fields, s, 'story'), 'Response must not exceed 10000 characters')
  // an optional number typed as text that is no number
  s = setAnswer(fields, s, 'count', Number('abc'))
  assert.equal(validateField(fields, s, 'count'), 'Response must be a number')
  s = setAnswer(fields, s, 'count', undefined)
  assert.equal(validateField(fields, s, 'count'), null)
  // a group answers for its subfields, and each subfield for itself
  s = setAnswer(fields, s, 'note', 'a'.repeat(1001))
  assert.equal(validateField(fields, s, 'group'), 'Response must not exceed 1000 characters')
  assert.equal(validateField(fields, s, 'note'), 'Response must not exceed 1000 characters')
  // spec order: rule 5's own message first
  s = setAnswer(fields, s, 'short', 'a'.repeat(1001))
  assert.equal(validateField(fields, s, 'short'), 'Answer must be no more than 5 characters')
})

test('repeats and pending files reach validation', () => {
  const fields = [f('e', 'email', root, { options: { repeat: true } }), f('doc', 'file', [after('e')])]
  let s = setAnswer(fields, startFlow(fields), 'e', 'a@b.co')
  assert.equal(validateField(fields, s, 'e'), 'Answers must match')
  s = setRepeat(s, 'e', 'a@b.co')
  assert.equal(validateField(fields, s, 'e'), null)
  assert.equal(validateField(fields, s, 'doc', new Map()), 'A file is required')
  const files = new Map([['doc', { fieldId: 'doc', files: [{ name: 'a.png', size: 1, type: 'image/png' }] }]])
  assert.equal(validateField(fields, s, 'doc', files), null)
})

test('starting answers per type; earlier answers are kept', () => {
  const now = new Date('2026-03-01T14:05:00Z')
  assert.deepEqual(initialAnswer(f('r', 'rating', root), now), { type: 'rating', value: 6 })
  assert.deepEqual(initialAnswer(f('r', 'rating', root, { options: { from: 0, to: 4 } }), now), { type: 'rating', value: 2 })
  assert.deepEqual(initialAnswer(f('k', 'ranking', root, { options: { choices: ['a', 'b'] } }), now).value, ['a', 'b'])
  assert.deepEqual(initialAnswer(f('t', 'Time', root), now, 'America/New_York').value, '09:05 AM America/New_York')
  assert.equal(formatTime(now, 'UTC'), '02:05 PM UTC')
  assert.deepEqual(
    initialAnswer(f('tb', 'Table Input', root, { options: { tableChoices: [{ type: 'Text', label: 'Name' }] } }), now).value,
    [[{ label: 'Name', entry: '' }]],
  )
  const fields = [f('a', 'string', root)]
  const s = startFlow(fields, [{ fieldId: 'a', fieldTitle: 'Title a', answer: { type: 'string', value: 'kept' }, touched: true }])
  assert.equal(s.entries[0].answer.value, 'kept')
  assert.equal(s.entries[0].includeInSubmit, true)
})
