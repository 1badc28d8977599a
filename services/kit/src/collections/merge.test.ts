import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { defineCollection } from '@care/contracts/collections/define'
import type { Column, TableInfo } from './columns.ts'
import { changedFields } from './events.ts'
import { appendUnique, mergeUpdates } from './merge.ts'
import { describeCollection } from './model.ts'

const col = (name: string, type: Column['type'], list = false): Column => ({ name, type, list, nullable: true })
const columns = [
  col('id', 'String'), col('businessId', 'String'), col('organizationIds', 'String', true), col('creator', 'String'),
  col('createdAt', 'DateTime'), col('updatedAt', 'DateTime'), col('title', 'String'), col('tags', 'String', true),
  col('fields', 'Json'), col('steps', 'Json'),
]
const table: TableInfo = { table: 't', columnNames: new Map(columns.map((c) => [c.name, c.name])), columns: new Map(columns.map((c) => [c.name, c])) }
const model = describeCollection(
  defineCollection({
    name: 'things',
    service: 'records',
    fields: { title: z.string().optional(), tags: z.array(z.string()).optional(), fields: z.record(z.string(), z.unknown()).optional(), steps: z.array(z.unknown()).optional() },
  }),
  table,
)

describe('mergeUpdates', () => {
  const existing = { title: 'T', tags: ['a', 'b'], fields: { x: 1, y: 2 }, steps: [{ n: 1 }] }

  it('appends lists without duplicates and merges objects one level deep', () => {
    assert.deepEqual(mergeUpdates(model, existing, { tags: ['b', 'c', 'c'], fields: { y: 3, z: 4 }, steps: [{ n: 1 }, { n: 2 }], title: 'U' }, false), {
      tags: ['a', 'b', 'c'],
      fields: { x: 1, y: 3, z: 4 },
      steps: [{ n: 1 }, { n: 2 }],
      title: 'U',
    })
  })

  it('replaces lists and objects with replaceObjectFields, and passes null through', () => {
    assert.deepEqual(mergeUpdates(model, existing, { tags: [], fields: { z: 4 }, title: null }, true), { tags: [], fields: { z: 4 }, title: null })
  })

  it('appendUnique compares by value', () => {
    assert.deepEqual(appendUnique([{ a: 1 }], [{ a: 1 }, { a: 2 }]), [{ a: 1 }, { a: 2 }])
  })
})

describe('changedFields', () => {
  it('lists changed and removed fields, removed ones as null', () => {
    assert.deepEqual(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [1, 2], d: true }), { b: [1, 2], c: null, d: true })
  })
})
