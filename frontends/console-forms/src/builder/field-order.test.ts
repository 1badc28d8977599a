import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FieldRecord } from '../records.ts'
import { ROOT, after, flowProblems, moveField, placeAtEnd, removeField, walkOrder, whenEquals, type PreviousUpdates } from './field-order.ts'

let n = 0
const field = (title: string, previousFields: FieldRecord['previousFields'], extra: Partial<FieldRecord> = {}): FieldRecord =>
  ({ id: `f${++n}`, createdAt: '', updatedAt: '', formId: 'form', title, type: 'string', previousFields, ...extra }) as FieldRecord
const titles = (list: readonly FieldRecord[]) => list.map((f) => f.title)
/** applies updates to a copy of the fields */
const apply = (fields: FieldRecord[], updates: PreviousUpdates) => fields.map((f) => ({ ...f, previousFields: updates.get(f.id) ?? f.previousFields }))

function intake() {
  const dob = field('Date of birth', [ROOT])
  const smoke = field('Smoke?', [after(dob.id)], { type: 'multiple_choice', options: { choices: ['Yes', 'No'] } })
  const howMany = field('How many?', [whenEquals(smoke.id, 'Yes')])
  const plan = field('Plan', [after(smoke.id), after(howMany.id)])
  const consent = field('Consent', [after(plan.id)])
  // created out of order: the walk decides, not creation
  return { all: [consent, plan, howMany, smoke, dob], dob, smoke, howMany, plan, consent }
}

test('walk order: from the root, answer branches before what follows otherwise; a join appears once; unlinked fields last; group subfields left out', () => {
  const { all } = intake()
  const lonely = field('Unlinked', [])
  const sub = field('In a group', [], { isInGroup: true })
  assert.deepEqual(titles(walkOrder([...all, lonely, sub])), ['Date of birth', 'Smoke?', 'How many?', 'Plan', 'Consent', 'Unlinked'])
  assert.deepEqual(walkOrder([]), [])
})

test('moving in a straight line re-links the chain: the moved field takes its new place, the flow follows the new order', () => {
  const a = field('A', [ROOT])
  const b = field('B', [after(a.id)])
  const c = field('C', [after(b.id)])
  const d = field('D', [after(c.id)])
  const all = [a, b, c, d]
  // D to the top
  let moved = apply(all, moveField(all, walkOrder(all), d.id, 0))
  assert.deepEqual(titles(walkOrder(moved)), ['D', 'A', 'B', 'C'])
  assert.deepEqual(moved.find((f) => f.id === d.id)?.previousFields, [ROOT])
  assert.equal(moved.filter((f) => f.previousFields?.some((p) => p.type === 'root')).length, 1, 'one root')
  // A (the first) down to position 2
  moved = apply(all, moveField(all, walkOrder(all), a.id, 2))
  assert.deepEqual(titles(walkOrder(moved)), ['B', 'C', 'A', 'D'])
  // only the fields whose links change are written
  const updates = moveField(all, walkOrder(all), c.id, 1)
  assert.deepEqual([...updates.keys()].sort(), [b.id, c.id, d.id].sort())
  assert.deepEqual(titles(walkOrder(apply(all, updates))), ['A', 'C', 'B', 'D'])
  assert.equal(moveField(all, walkOrder(all), b.id, 1).size, 0, 'a move to the same place writes nothing')
})

test('moving keeps branches: the field moved between a choice and its branch takes over the branch condition', () => {
  const { all, smoke, howMany, consent } = intake()
  const order = walkOrder(all)
  // Consent between Smoke? and How many?
  const updates = moveField(all, order, consent.id, 2)
  const moved = apply(all, updates)
  assert.deepEqual(moved.find((f) => f.id === consent.id)?.previousFields, [whenEquals(smoke.id, 'Yes')])
  assert.deepEqual(moved.find((f) => f.id === howMany.id)?.previousFields, [after(consent.id)])
  assert.deepEqual(titles(walkOrder(moved)), ['Date of birth', 'Smoke?', 'Consent', 'How many?', 'Plan'])
})

test('removing a field: what followed it now follows what it followed (its own condition included); removing the root makes the next one first', () => {
  const { all, dob, smoke, howMany, plan } = intake()
  const updates = removeField(all, howMany.id)
  assert.deepEqual([...updates.entries()], [[plan.id, [after(smoke.id)]]])
  const withoutRoot = removeField(all, dob.id)
  assert.deepEqual(withoutRoot.get(smoke.id), [ROOT])
  // a child of a conditional field inherits the condition
  const c = field('After how many', [after(howMany.id)])
  assert.deepEqual(removeField([...all, c], howMany.id).get(c.id), [whenEquals(smoke.id, 'Yes')])
})

test('a new field goes after the last question of the walk, or is the first', () => {
  const { all, consent } = intake()
  assert.deepEqual(placeAtEnd(all), [after(consent.id)])
  assert.deepEqual(placeAtEnd([]), [ROOT])
})

test('walk order: a question both branches lead to comes after both branches; a loop does not hang', () => {
  const choice = field('Allergies?', [ROOT])
  const which = field('Which?', [whenEquals(choice.id, 'Yes')])
  const sign = field('Sign', [after('upload'), after(which.id)])
  const upload = { ...field('Upload', [whenEquals(choice.id, 'No')]), id: 'upload' }
  assert.deepEqual(titles(walkOrder([choice, which, sign, upload])), ['Allergies?', 'Which?', 'Upload', 'Sign'])
  const a = field('A', [ROOT])
  const b = field('B', [after(a.id), after('c')])
  const c = { ...field('C', [after(b.id)]), id: 'c' }
  assert.deepEqual(titles(walkOrder([a, b, c])), ['A', 'B', 'C'])
})

test('flow problems in words: no first question, a second one, questions never reached', () => {
  const { all } = intake()
  assert.deepEqual(flowProblems(all), [])
  assert.deepEqual(flowProblems([]), [])
  const lonely = field('Lonely', [])
  assert.deepEqual(flowProblems([...all, lonely]), ['"Lonely" is never reached.'])
  const a = field('A', [after('zz')])
  assert.deepEqual(flowProblems([a]), ['No question is marked first: the form cannot start.'])
  const first = field('First', [ROOT])
  const second = field('Second', [ROOT])
  const afterSecond = field('After second', [after(second.id)])
  assert.deepEqual(flowProblems([first, second, afterSecond]), ['"Second" is also marked first, but the form starts at "First".', '"After second" is never reached.'])
})
