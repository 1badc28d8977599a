// Instants are refused beyond what a four-digit ISO year holds (the fuzzer's 8.64e15 ms once reached
// the database as the year 275760 and answered 500).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { instantValidator, MAX_INSTANT_MS, MIN_INSTANT_MS } from './instants.ts'

test("an instant is an ISO date-time from the year 1 to 9999, or '' to clear it", () => {
  for (const ok of ['', '2026-11-28T10:00:00.000Z', new Date(MAX_INSTANT_MS).toISOString(), new Date(MIN_INSTANT_MS).toISOString()]) {
    assert.equal(instantValidator.safeParse(ok).success, true, ok)
  }
  for (const bad of ['+275760-09-13T00:00:00.000Z', new Date(MAX_INSTANT_MS + 1).toISOString(), 'tomorrow', 'x'.repeat(41)]) {
    assert.equal(instantValidator.safeParse(bad).success, false, bad)
  }
})
