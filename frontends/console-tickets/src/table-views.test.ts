import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_FILTERS } from './ticket-filters.ts'
import { columnsOfView, defaultViewFor, filtersOfView, moveColumn, titleTaken, toggleColumn, viewPayload, VIEW_TITLE_TAKEN } from './table-views.ts'
import { withView } from './use-table-views.ts'

test("a view's columns: the known ones in its order, once each, the title always", () => {
  assert.deepEqual(columnsOfView(undefined), ['title', 'patient', 'owner', 'stage', 'due', 'priority', 'tags'])
  assert.deepEqual(columnsOfView({ columns: [{ field: 'due' }, { field: 'nope' }, { field: 'due' }, { field: 7 }, { field: 'owner' }] }), ['title', 'due', 'owner'])
  assert.deepEqual(columnsOfView({ columns: [{ field: 'stage' }, { field: 'title' }] }), ['stage', 'title'])
})

test("a view's filter becomes the list's filters; wrong values fall back; saving writes only what differs", () => {
  assert.deepEqual(filtersOfView({ filter: { owner: 'me', due: 'overdue', stage: '' } }), { owner: 'me', stage: '', patient: '', due: 'overdue', status: 'open' })
  assert.deepEqual(filtersOfView({ filter: { due: 'someday', owner: 3, status: 'closed' } }), { ...DEFAULT_FILTERS, status: 'closed', stage: undefined, due: undefined })
  assert.deepEqual(viewPayload('  Mine ', ['title', 'due'], { ...DEFAULT_FILTERS, owner: 'me' }), {
    title: 'Mine', page: 'tickets', columns: [{ field: 'title' }, { field: 'due' }], filter: { owner: 'me' },
  })
})

test('the default view: one naming the user first, else one for one of their roles, oldest first', () => {
  const views = [
    { id: 'b', createdAt: '2026-01-02', defaultForRoles: ['Admin'] },
    { id: 'a', createdAt: '2026-01-01', defaultForRoles: ['Coordinator'] },
    { id: 'c', createdAt: '2026-01-03', defaultForUserIds: ['u1'] },
  ]
  assert.equal(defaultViewFor(views, { id: 'u1', roles: ['Admin'] })?.id, 'c')
  assert.equal(defaultViewFor(views, { id: 'u2', roles: ['Admin', 'Coordinator'] })?.id, 'a')
  assert.equal(defaultViewFor(views, { id: 'u2', roles: ['Nurse'] }), undefined)
  assert.equal(defaultViewFor(views, undefined), undefined)
})

test('titles are unique among the views, case and spaces aside', () => {
  assert.equal(titleTaken([{ title: 'Overdue' }], ' overdue '), VIEW_TITLE_TAKEN)
  assert.equal(titleTaken([{ title: 'Overdue' }], 'Overdue soon'), undefined)
})

test('columns shown again return to their usual place; moves stop at the ends; the title stays', () => {
  assert.deepEqual(toggleColumn(['title', 'due'], 'owner'), ['title', 'owner', 'due'])
  assert.deepEqual(toggleColumn(['title', 'owner', 'due'], 'owner'), ['title', 'due'])
  assert.deepEqual(toggleColumn(['title', 'due'], 'title'), ['title', 'due'])
  assert.deepEqual(moveColumn(['title', 'owner', 'due'], 'due', -1), ['title', 'due', 'owner'])
  assert.deepEqual(moveColumn(['title', 'owner'], 'title', -1), ['title', 'owner'])
})

test('the view goes into the URL next to the filters, which it may replace', () => {
  assert.equal(withView('?owner=me&x=1', 'v1'), '?owner=me&x=1&view=v1')
  assert.equal(withView('?owner=me&view=v1', undefined, { ...DEFAULT_FILTERS, due: 'today' }), '?due=today')
})
