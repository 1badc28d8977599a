import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FieldRecord } from '../records.ts'
import { ROOT, after, whenEquals } from './field-order.ts'
import { START_ID, flowGraph } from './flow-graph.ts'

const f = (id: string, title: string, previousFields: FieldRecord['previousFields'], extra: Partial<FieldRecord> = {}) =>
  ({ id, createdAt: '', updatedAt: '', formId: 'x', title, type: 'string', previousFields, ...extra }) as FieldRecord

test('edges: start → root, answer branches labelled with their value, the other way out "otherwise", a straight line "next"', () => {
  const fields = [
    f('a', 'Smoke?', [ROOT], { type: 'multiple_choice' }),
    f('b', 'How many?', [whenEquals('a', 'Yes')]),
    f('c', 'Plan', [after('a'), after('b')]),
    f('d', 'Group item', [], { isInGroup: true }),
  ]
  const { nodes, edges } = flowGraph(fields)
  assert.deepEqual(nodes.map((n) => n.data.label), ['Start', 'Smoke?', 'How many?', 'Plan'])
  assert.deepEqual(nodes[1].data.type, 'Multiple choice')
  assert.deepEqual(edges.map((e) => [e.source, e.target, e.label]), [[START_ID, 'a', ''], ['a', 'b', '= Yes'], ['a', 'c', 'otherwise'], ['b', 'c', 'next']])
})

test('layout: rows by depth (a join sits below its deepest parent); a saved place wins', () => {
  const fields = [f('a', 'A', [ROOT]), f('b', 'B', [whenEquals('a', 'Yes')]), f('c', 'C', [after('a'), after('b')], { flowchartUI: { x: 7, y: 9 } }), f('d', 'D', [after('c')])]
  const { nodes } = flowGraph(fields)
  const y = (id: string) => nodes.find((n) => n.id === id)!.position.y
  assert.ok(y(START_ID) < y('a') && y('a') < y('b'))
  assert.deepEqual(nodes.find((n) => n.id === 'c')!.position, { x: 7, y: 9 })
  assert.ok(y('d') > y('b'), 'd is below the join, which is below b')
})

test('columns keep every line in view: a question reached past another one moves aside; a join returns to a free column', () => {
  const fields = [
    f('choice', 'Allergies?', [ROOT]),
    f('which', 'Which?', [whenEquals('choice', 'Yes')]),
    f('upload', 'Upload', [whenEquals('choice', 'No'), after('which')]),
    f('sign', 'Sign', [after('upload'), after('which')]),
  ]
  const x = (id: string) => flowGraph(fields).nodes.find((n) => n.id === id)!.position.x
  // Which → Sign and Which → Upload both 'after': the engine goes to the first in the form's order
  assert.deepEqual(flowGraph(fields).edges.filter((e) => e.source === 'which').map((e) => [e.target, e.label]), [['upload', 'next'], ['sign', 'not taken']])
  assert.equal(x('which'), x('choice'))
  assert.notEqual(x('upload'), x('which'), 'the line from the choice to Upload would run behind Which')
  assert.equal(x('sign'), x('which'), 'Which → Sign passes no question in its column')
  // a straight line stays in one column
  const line = [f('a', 'A', [ROOT]), f('b', 'B', [after('a')]), f('c', 'C', [after('b')])]
  assert.deepEqual(new Set(flowGraph(line).nodes.map((n) => n.position.x)), new Set([0]))
})
