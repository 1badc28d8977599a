// What the fuzzer puts on the wire is what it claims to: hostile values at their size and depth,
// prototype keys as own keys of the JSON, lone surrogates percent-encoded as invalid UTF-8, junk
// path segments that stay on their route, and a case sent as a query string for a GET.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { routeTable } from '@care/contracts/routes/index'
import type { FuzzCase } from './cases.ts'
import { hostileJson } from './hostile.ts'
import { IdPool } from './id-pool.ts'
import { buildRequest, percentEncode, UNKNOWN_ID } from './requests.ts'

const route = (method: string, path: string) => routeTable.find((r) => r.method === method && r.path === path)!
const depthOf = (text: string) => {
  let depth = 0
  let most = 0
  for (const c of text) {
    if (c === '{' || c === '[') most = Math.max(most, ++depth)
    if (c === '}' || c === ']') depth--
  }
  return most
}

describe('hostile values', () => {
  test('are the size and depth they say', () => {
    assert.equal(depthOf(hostileJson({ kind: 'deep-nesting', depth: 10_000, of: 'object' })), 10_000)
    assert.equal(depthOf(hostileJson({ kind: 'deep-nesting', depth: 10_000, of: 'array' })), 10_000)
    assert.equal((JSON.parse(hostileJson({ kind: 'big-array', items: 100_000, of: 'string' })) as unknown[]).length, 100_000)
    assert.equal((JSON.parse(hostileJson({ kind: 'huge-string', length: 1_000_000 })) as string).length, 1_000_000)
    assert.equal(JSON.parse(hostileJson({ kind: 'unicode', value: '\ud800' })), '\ud800')
    assert.equal(JSON.parse(hostileJson({ kind: 'odd-number', text: '1e400' })), Infinity)
    assert.throws(() => JSON.parse(hostileJson({ kind: 'odd-number', text: 'NaN' })))
  })
})

describe('requests', () => {
  const pool = new IdPool()
  const base: FuzzCase = { principal: 'admin', allowed: true, params: {}, payload: { fname: 'Ann' } }

  test('a hostile value under __proto__ is an own key of the JSON body', () => {
    const r = buildRequest(route('POST', '/enduser'), { ...base, mutation: { kind: 'value', path: [0], newKey: '__proto__', hostile: { kind: 'wrong-type', value: 1 } } }, pool, 'Bearer t')
    assert.equal(r.body, '{"fname":"Ann","__proto__":1}')
    assert.deepEqual(r.headers, { authorization: 'Bearer t', 'content-type': 'application/json' })
  })

  test('a hostile value replaces a key one level down', () => {
    const c: FuzzCase = { ...base, params: { id: { pick: 0 } }, payload: { updates: { fname: 'A' } }, mutation: { kind: 'value', path: [0, 0], hostile: { kind: 'deep-nesting', depth: 3, of: 'array' } } }
    const r = buildRequest(route('PATCH', '/enduser/:id'), c, pool, undefined)
    assert.equal(r.body, '{"updates":{"fname":[[[1]]]}}')
    assert.equal(r.target, `/v1/enduser/${UNKNOWN_ID}`, 'no id in the pool yet: a well-formed unknown one')
  })

  test('a path id comes from the pool, the caller’s own first', () => {
    const ids = new IdPool()
    ids.add('endusers', 'patient', 'aaaaaaaaaaaaaaaaaaaaaaaa')
    ids.add('endusers', 'admin', 'bbbbbbbbbbbbbbbbbbbbbbbb')
    assert.equal(buildRequest(route('GET', '/enduser/:id'), { ...base, params: { id: { pick: 5 } } }, ids, undefined).target.split('?')[0], '/v1/enduser/bbbbbbbbbbbbbbbbbbbbbbbb')
  })

  test('junk path segments are percent-encoded, lone surrogates as invalid UTF-8, and dot segments stay on the route', () => {
    assert.equal(percentEncode('a/\ud800😀'), 'a%2F%ED%A0%80%F0%9F%98%80')
    const junk = (text: string) => buildRequest(route('DELETE', '/enduser/:id'), { ...base, params: { id: { junk: text } } }, pool, undefined).target
    assert.equal(junk('..'), '/v1/enduser/..x')
    assert.equal(junk('a b'), '/v1/enduser/a%20b')
  })

  test('a GET carries its payload as a query string: text as itself, the rest as JSON', () => {
    const c: FuzzCase = { ...base, payload: { limit: 5, filter: { fname: 'A' }, sortBy: 'x' }, mutation: { kind: 'value', path: [2], hostile: { kind: 'unicode', value: 'x\udc00' } } }
    const r = buildRequest(route('GET', '/endusers'), c, pool, undefined)
    assert.equal(r.target, '/v1/endusers?limit=5&filter=%7B%22fname%22%3A%22A%22%7D&sortBy=x%ED%B0%80')
    assert.equal(r.body, undefined)
  })
})
