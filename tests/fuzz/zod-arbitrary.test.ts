// The zod 4 → fast-check mapper: what it generates fits the schema (bounds, patterns, optional
// keys), it refuses kinds it does not know, and it maps every route input of the route table.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import { z } from 'zod'
import { routeTable } from '@care/contracts/routes/index'
import { booleanValidator, idValidator, maxLengthString } from '@care/contracts/values/index'
import { UnsupportedSchemaError, zodArbitrary } from './zod-arbitrary.ts'

/** every generated value passes `schema` */
const fits = (schema: z.ZodType, runs = 200) =>
  fc.assert(fc.property(zodArbitrary(schema), (v) => {
    const parsed = schema.safeParse(v)
    assert.ok(parsed.success, `${JSON.stringify(v)}: ${parsed.error?.message}`)
  }), { numRuns: runs, seed: 1 })

describe('zod 4 → fast-check', () => {
  test('strings keep their length bounds and regex patterns', () => {
    fits(z.string().min(3).max(8))
    fits(maxLengthString(5))
    fits(idValidator)
    fits(z.email())
  })

  test('numbers keep their bounds, integers stay integers', () => {
    fits(z.number().int().gt(0).lte(5))
    fits(z.number().gte(-1.5).lt(2))
    fits(z.number())
  })

  test('objects, arrays, records, unions, literals, enums and wrappers', () => {
    fits(z.object({
      name: z.string(),
      tags: z.array(z.string()).min(1).max(3).optional(),
      kind: z.enum(['a', 'b']),
      version: z.literal([1, 2]),
      note: z.string().nullable(),
      extra: z.record(z.string(), z.unknown()).optional(),
      either: z.union([z.boolean(), z.number().int()]),
      flag: booleanValidator.optional(),
      size: z.coerce.number().default(3),
    }).loose())
  })

  test('an optional key declared never is left out', () => {
    const schema = z.object({ a: z.string(), gone: z.never().optional() })
    fits(schema)
    fc.assert(fc.property(zodArbitrary(schema), (v) => !('gone' in (v as object))), { numRuns: 50 })
  })

  test('optional keys are sometimes left out, sometimes sent', () => {
    const seen = new Set(fc.sample(zodArbitrary(z.object({ a: z.string().optional() })), { numRuns: 100, seed: 7 }).map((v) => 'a' in (v as object)))
    assert.deepEqual([...seen].sort(), [false, true])
  })

  test('a kind it does not map is refused by name', () => {
    assert.throws(() => zodArbitrary(z.date()), (e: unknown) => e instanceof UnsupportedSchemaError && /'date'/.test(e.message))
  })

  test('every route input of the route table maps, and most of what it generates passes the route', () => {
    let passing = 0
    for (const route of routeTable) {
      const values = fc.sample(zodArbitrary(route.input), { numRuns: 10, seed: 3 })
      if (values.some((v) => route.input.safeParse(v).success)) passing++
    }
    // refinements are not reversed, so a few routes' inputs rarely pass; the rest must
    assert.ok(passing >= routeTable.length * 0.9, `${passing} of ${routeTable.length} routes got a passing input`)
  })
})
