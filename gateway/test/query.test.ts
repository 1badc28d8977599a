// Query strings in both forms clients send (nested keys and JSON values), and how query, body and
// path params merge into one payload.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { parseQuery } from '../src/query.ts'
import { call, route, startHarness, type Harness } from './harness.ts'

describe('parseQuery', () => {
  test('nested keys and JSON values give the same object', () => {
    assert.deepEqual(parseQuery('filter[fname]=Ann&limit=10'), { filter: { fname: 'Ann' }, limit: '10' })
    assert.deepEqual(parseQuery(`filter=${encodeURIComponent('{"fname":"Ann"}')}&limit=10`), { filter: { fname: 'Ann' }, limit: '10' })
  })

  test('arrays: `ids[]=` lists of any length, JSON arrays, JSON objects inside arrays', () => {
    assert.deepEqual(parseQuery('ids[]=a&ids[]=b'), { ids: ['a', 'b'] })
    const many = Array.from({ length: 50 }, (_, i) => `id${i}`)
    assert.deepEqual(parseQuery(many.map((id) => `ids[]=${id}`).join('&')), { ids: many })
    assert.deepEqual(parseQuery(`ids=${encodeURIComponent('["a","b"]')}`), { ids: ['a', 'b'] })
    assert.deepEqual(parseQuery(`sorts[]=${encodeURIComponent('{"a":1}')}`), { sorts: [{ a: 1 }] })
  })

  test('strings that only look like JSON stay strings; prototype keys are dropped', () => {
    assert.deepEqual(parseQuery('q=%7Bnot%20json'), { q: '{not json' })
    assert.deepEqual(parseQuery('name=Ann'), { name: 'Ann' })
    const polluted = parseQuery('__proto__[admin]=1&constructor[prototype][admin]=1') as Record<string, unknown>
    assert.equal(({} as Record<string, unknown>).admin, undefined)
    assert.equal(Object.getPrototypeOf(polluted), Object.prototype)
    assert.deepEqual(parseQuery(''), {})
  })
})

describe('payload over HTTP', () => {
  let h: Harness
  const routes = [route('records.getSome', 'GET', '/records', ['public']), route('records.update', 'PATCH', '/record/:id', ['public'])]
  before(async () => {
    h = await startHarness({ routes })
    for (const r of routes) await h.serve(r.subject, async (req) => ({ status: 200, body: req.payload }))
  })
  after(() => h.close())

  test('GET with `filter[fname]=Ann`, with `filter={"fname":"Ann"}` (axios form) and with `ids[]=`', async () => {
    const nested = await call(`${h.url}/v1/records?filter[fname]=Ann&ids[]=a&ids[]=b`)
    assert.deepEqual(nested.body, { filter: { fname: 'Ann' }, ids: ['a', 'b'] })
    const json = await call(`${h.url}/v1/records?filter=${encodeURIComponent(JSON.stringify({ fname: 'Ann' }))}&ids[]=a&ids[]=b`)
    assert.deepEqual(json.body, nested.body)
  })

  test('query, then body, then path params: params win', async () => {
    const r = await call(`${h.url}/v1/record/real?x=1&id=fromQuery`, { method: 'PATCH', json: { id: 'fromBody', updates: { fname: 'Bo' } } })
    assert.deepEqual(r.body, { x: '1', id: 'real', updates: { fname: 'Bo' } })
  })
})
