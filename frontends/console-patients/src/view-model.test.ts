import { test } from 'node:test'
import assert from 'node:assert/strict'
import { chooserOrder, DEFAULT_COLUMNS, draftOfView, filterCount, matchesFilter, moveColumn, sameDraft, toggleColumn, viewPayload } from './view-model.ts'

test("a saved view's draft: known columns in its order, unknown ones skipped, none known means the default", () => {
  assert.deepEqual(draftOfView({ fields: ['tags', 'name', 'customField', 'tags'], filter: { tags: [' diabetes ', ''], assignedTo: 'me', other: 1 } }), {
    columns: ['tags', 'name'],
    filter: { tags: ['diabetes'], assignedTo: 'me' },
  })
  assert.deepEqual(draftOfView({ fields: ['customField'] }).columns, DEFAULT_COLUMNS)
  assert.deepEqual(draftOfView(undefined), { columns: [...DEFAULT_COLUMNS], filter: {} })
})

test('the payload a save sends: fields and a filter without blanks', () => {
  assert.deepEqual(viewPayload({ columns: ['name', 'state'], filter: { tags: [], state: '  ' } }), { fields: ['name', 'state'], filter: {} })
  assert.deepEqual(viewPayload({ columns: ['name'], filter: { tags: ['new'], assignedTo: 'unassigned', state: 'CA' } }).filter, { tags: ['new'], assignedTo: 'unassigned', state: 'CA' })
})

test('a draft is changed only when its columns, their order or its filter differ', () => {
  const a = { columns: [...DEFAULT_COLUMNS], filter: {} }
  assert.equal(sameDraft(a, { columns: [...DEFAULT_COLUMNS], filter: { tags: [] } }), true)
  assert.equal(sameDraft(a, { columns: moveColumn(DEFAULT_COLUMNS, 'email', 1), filter: {} }), false)
  assert.equal(sameDraft(a, { columns: [...DEFAULT_COLUMNS], filter: { state: 'ny' } }), false)
  assert.equal(sameDraft({ ...a, filter: { state: 'NY' } }, { ...a, filter: { state: 'ny' } }), true)
})

test('the filter: every tag, me / nobody / a user, and the state without case', () => {
  const jordan = { id: 'j', tags: ['diabetes', 'new'], assignedTo: ['u1'], state: 'CA' }
  const sam = { id: 's', tags: ['hypertension'], assignedTo: [] }
  assert.equal(matchesFilter(jordan, { tags: ['diabetes', 'new'] }, 'u1'), true)
  assert.equal(matchesFilter(jordan, { tags: ['diabetes', 'x'] }, 'u1'), false)
  assert.equal(matchesFilter(jordan, { assignedTo: 'me' }, 'u1'), true)
  assert.equal(matchesFilter(jordan, { assignedTo: 'me' }, 'u2'), false)
  assert.equal(matchesFilter(jordan, { assignedTo: 'me' }, undefined), false)
  assert.equal(matchesFilter(jordan, { assignedTo: 'u1' }, 'u2'), true)
  assert.equal(matchesFilter(sam, { assignedTo: 'unassigned' }, 'u1'), true)
  assert.equal(matchesFilter(jordan, { assignedTo: 'unassigned' }, 'u1'), false)
  assert.equal(matchesFilter(jordan, { state: 'ca ' }, 'u1'), true)
  assert.equal(matchesFilter(sam, { state: 'CA' }, 'u1'), false)
  assert.equal(matchesFilter(sam, {}, undefined), true)
  assert.equal(filterCount({ tags: ['a'], state: ' ' }), 1)
})

test('columns: the name cannot be hidden; moves stop at the ends; the chooser lists shown ones first', () => {
  assert.deepEqual(toggleColumn(['name', 'email'], 'name'), ['name', 'email'])
  assert.deepEqual(toggleColumn(['name', 'email'], 'email'), ['name'])
  assert.deepEqual(toggleColumn(['name'], 'state'), ['name', 'state'])
  assert.deepEqual(moveColumn(['name', 'email', 'tags'], 'tags', -1), ['name', 'tags', 'email'])
  assert.deepEqual(moveColumn(['name', 'email'], 'name', -1), ['name', 'email'])
  assert.deepEqual(moveColumn(['name', 'email'], 'email', 1), ['name', 'email'])
  assert.deepEqual(chooserOrder(['tags', 'name']).slice(0, 3), ['tags', 'name', 'email'])
})
