// The server's check of answers: entry problems (unknown field, wrong type, wrong shape, the
// form-level limits), spec 3 §5's rules on the answers' path, and nothing required off it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { answerShapeError, entryIssues, pathThrough, submissionIssues, type CheckedField } from './answers.ts'

const id = (n: number) => String(n).padStart(24, '0')
const root = [{ type: 'root' as const, info: {} }]
const after = (n: number) => [{ type: 'after' as const, info: { fieldId: id(n) } }]
const fields: CheckedField[] = [
  { id: id(1), title: 'Smoke?', type: 'multiple_choice', previousFields: root, options: { choices: ['Yes', 'No'] } },
  { id: id(2), title: 'How many?', type: 'number', previousFields: [{ type: 'previousEquals', info: { fieldId: id(1), equals: 'Yes' } }] },
  { id: id(3), title: 'Email', type: 'email', previousFields: after(1) },
  { id: id(4), title: 'Notes', type: 'stringLong', isOptional: true, previousFields: after(3) },
]
const entry = (n: number, type: string, value: unknown) => ({ fieldId: id(n), answer: { type, value } })

test('shapes per answer type', () => {
  assert.equal(answerShapeError('string', 'x'), null)
  assert.equal(answerShapeError('string', { a: 1 }), 'Response must be text')
  assert.equal(answerShapeError('number', '12'), 'Response must be a number')
  assert.equal(answerShapeError('multiple_choice', [1]), 'Response must be a list of text')
  assert.equal(answerShapeError('Address', { zipCode: 12345 }), 'Response must be an address')
  assert.equal(answerShapeError('files', [{ name: 3 }]), 'Response must be a list of files')
  assert.equal(answerShapeError('Table Input', [[{ label: 'a', entry: 'b' }]]), null)
  assert.equal(answerShapeError('Table Input', ['row']), 'Response must be a list of rows')
  assert.equal(answerShapeError('signature', undefined), null, 'an absent value is an unanswered field')
})

test('entry problems name the entry: unknown field, type, shape, 1000/10000 characters, numbers', () => {
  const issues = entryIssues(fields, [
    { fieldId: id(9), answer: { type: 'string', value: 'x' } }, entry(3, 'string', 'a@b.co'), entry(3, 'email', 5),
    entry(4, 'stringLong', 'x'.repeat(10_001)), entry(2, 'number', 'x'.repeat(3)),
  ])
  assert.deepEqual(issues, [
    { field: 'responses.0.fieldId', message: 'This field is not part of the form' },
    { field: 'responses.1.answer.type', message: 'Answer type must be email' },
    { field: 'responses.2.answer.value', message: 'Response must be text' },
    { field: 'responses.3.answer.value', message: 'Response must not exceed 10000 characters' },
    { field: 'responses.4.answer.value', message: 'Response must be a number' },
  ])
  assert.deepEqual(entryIssues(fields, [entry(3, 'email', 'x'.repeat(1001))]).map((i) => i.message), ['Response must not exceed 1000 characters'])
})

test('a field stored without a type is checked as short text, as the form engine shows it (contracts\' engineField)', () => {
  const untyped: CheckedField[] = [{ id: id(1), title: 'Anything else?', previousFields: root }]
  assert.deepEqual(entryIssues(untyped, [entry(1, 'string', 'No')]), [])
  assert.deepEqual(entryIssues(untyped, [entry(1, 'email', 'a@example.com')]).map((i) => i.message), ['Answer type must be string'])
  assert.deepEqual(submissionIssues(untyped, [entry(1, 'string', 'No')]), [])
})

test('the path follows previousEquals, then after', () => {
  assert.deepEqual(pathThrough(fields, [entry(1, 'multiple_choice', ['Yes'])]).map((f) => f.title), ['Smoke?', 'How many?'])
  assert.deepEqual(pathThrough(fields, [entry(1, 'multiple_choice', ['No'])]).map((f) => f.title), ['Smoke?', 'Email', 'Notes'])
  assert.deepEqual(pathThrough([{ id: id(1), type: 'string' }], []), [], 'no root: no path')
  const loop: CheckedField[] = [{ id: id(1), type: 'string', previousFields: [...root, ...after(2)] }, { id: id(2), type: 'string', previousFields: after(1) }]
  assert.equal(pathThrough(loop, []).length, 2, 'a cycle ends the walk')
})

test('submission: required fields on the path, spec 3 §5 messages, optional and off-path fields not required', () => {
  assert.deepEqual(submissionIssues(fields, [entry(1, 'multiple_choice', ['No'])]).map((i) => [i.field, i.message]), [['responses.Email', 'Value not provided']])
  assert.deepEqual(submissionIssues(fields, [entry(1, 'multiple_choice', ['No']), entry(3, 'email', 'nope')]).map((i) => i.message), ['Enter a valid email'])
  assert.deepEqual(submissionIssues(fields, [entry(1, 'multiple_choice', ['No']), entry(3, 'email', 'a@example.com')]), [])
  assert.deepEqual(submissionIssues(fields, [entry(1, 'multiple_choice', ['Yes']), entry(2, 'number', 3)]), [], 'the email is off this path')
  assert.equal(submissionIssues(fields, [entry(1, 'multiple_choice', [])])[0]?.message, 'A value must be checked', 'the first problem is the answer given')
})

test('a question group checks its subfields (spec 3 §5 rule 19); the subfields are not tree fields of their own', () => {
  const group: CheckedField[] = [
    { id: id(1), title: 'Contact', type: 'Question Group', previousFields: root, options: { subFields: [{ id: id(2) }, { id: id(3) }] } },
    { id: id(2), title: 'Phone', type: 'phone', isInGroup: true, previousFields: [] },
    { id: id(3), title: 'Email', type: 'email', isInGroup: true, previousFields: [] },
  ]
  const groupEntry = entry(1, 'Question Group', [{ id: id(2) }, { id: id(3) }])
  assert.deepEqual(submissionIssues(group, [groupEntry, entry(2, 'phone', '+14155552671'), entry(3, 'email', 'bad')]).map((i) => i.message), ['Enter a valid email'])
  assert.deepEqual(submissionIssues(group, [groupEntry, entry(2, 'phone', '+14155552671'), entry(3, 'email', 'a@example.com')]), [])
  assert.deepEqual(submissionIssues(group, [groupEntry, entry(3, 'email', 'a@example.com')]).map((i) => i.message), ['Value not provided'])
})
