// Requests sent before the random ones on every run: one of each hostile kind issue #25 names, at a
// route where it matters, and every request a fuzz run found failing once (regressions), each with
// the answer it must get when that is known.
import { hostileJson } from './hostile.ts'
import type { FuzzPrincipal } from './principals.ts'
import type { RawRequest } from './send.ts'
import { uploadBody } from './uploads.ts'

export interface FixedCaseContext {
  /** a fresh single-use upload link's path and query */
  uploadTarget(): Promise<string>
}

export interface FixedCase {
  name: string
  principal: FuzzPrincipal
  /** the status it must answer, when fixed; otherwise only "no finding" */
  expect?: number
  request(ctx: FixedCaseContext): RawRequest | Promise<RawRequest>
}

const json = { 'content-type': 'application/json' }

export const FIXED_CASES: FixedCase[] = [
  {
    name: '10,000-deep object in a created record',
    principal: 'admin',
    expect: 400,
    request: () => ({ method: 'POST', target: '/v1/enduser', headers: json, body: `{"fname":"Deep","fields":${hostileJson({ kind: 'deep-nesting', depth: 10_000, of: 'object' })}}` }),
  },
  {
    // 5,000 levels: 10,000 would not fit the 16 KB a request's head may take (that answers 431)
    name: '5,000-deep array as a query value',
    principal: 'admin',
    expect: 400,
    request: () => ({ method: 'GET', target: `/v1/endusers?filter=${hostileJson({ kind: 'deep-nesting', depth: 5_000, of: 'array' })}`, headers: {} }),
  },
  {
    name: '100,000 ids to a bulk read',
    principal: 'admin',
    request: () => ({ method: 'POST', target: '/v1/endusers/bulk-read', headers: json, body: `{"ids":${hostileJson({ kind: 'big-array', items: 100_000, of: 'string' })}}` }),
  },
  {
    name: '__proto__ and constructor keys in a created record and its update',
    principal: 'admin',
    request: () => ({ method: 'POST', target: '/v1/enduser', headers: json, body: '{"fname":"Proto","__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"fields":{"__proto__":{"x":1}}}' }),
  },
  {
    name: 'a lone surrogate in a query value',
    principal: 'admin',
    expect: 400,
    request: () => ({ method: 'GET', target: '/v1/endusers?sortBy=%ED%A0%80', headers: {} }),
  },
  {
    name: 'a NUL character in a created record',
    principal: 'patient',
    expect: 400,
    request: () => ({ method: 'POST', target: '/v1/enduser-observation', headers: json, body: '{"category":"vital-signs","status":"final","measurement":{"unit":"a\\u0000b","value":1}}' }),
  },
  {
    name: 'NaN and 1e400 as a list limit',
    principal: 'apiKey',
    request: () => ({ method: 'GET', target: '/v1/endusers?limit=NaN&from=1e400', headers: {} }),
  },
  {
    name: 'Infinity in a JSON body (1e400)',
    principal: 'admin',
    request: () => ({ method: 'POST', target: '/v1/ticket', headers: json, body: '{"title":"Big","priority":1e400}' }),
  },
  {
    name: 'a 5 MB string in a name',
    principal: 'admin',
    request: () => ({ method: 'POST', target: '/v1/enduser', headers: json, body: `{"fname":${hostileJson({ kind: 'huge-string', length: 5_000_000 })}}` }),
  },
  {
    name: 'an upload cut inside the file',
    principal: 'anonymous',
    expect: 400,
    request: async (ctx) => {
      const [type, body] = uploadBody({ kind: 'cut', at: 150 })
      return { method: 'POST', target: await ctx.uploadTarget(), headers: { 'content-type': type }, body }
    },
  },
  {
    name: 'an upload cut inside a part header',
    principal: 'anonymous',
    expect: 400,
    request: async (ctx) => {
      const [type, body] = uploadBody({ kind: 'cut', at: 30 })
      return { method: 'POST', target: await ctx.uploadTarget(), headers: { 'content-type': type }, body }
    },
  },
]
