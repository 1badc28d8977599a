import { test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { clearableNumber, emptyOk, idValidator, numberValidator } from '@care/contracts/values/index'
import { shapeOf } from './agreement.ts'

const kinds = (s: z.ZodType) => [...shapeOf(s).kinds].sort()

test("what a column must hold: '' cleared to null stores nothing, '' kept is text", () => {
  assert.deepEqual(kinds(clearableNumber(numberValidator).optional()), ['number'], "clearableNumber: a number, or no value ('' → null)")
  assert.deepEqual(kinds(emptyOk(idValidator)), ['text'], "emptyOk keeps '' as text")
  assert.deepEqual(kinds(z.literal('x')), ['text'])
  assert.deepEqual(kinds(numberValidator), ['number'], 'a preprocessed number is a number')
})
