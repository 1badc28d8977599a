import { test } from 'node:test'
import assert from 'node:assert/strict'
import { bucketStart } from './tally.ts'

test('intervals start at the UTC hour, day, Monday and first of the month', () => {
  const d = new Date('2026-11-26T15:42:10Z') // a Thursday
  assert.equal(bucketStart(d, 'Hourly').toISOString(), '2026-11-26T15:00:00.000Z')
  assert.equal(bucketStart(d, 'Daily').toISOString(), '2026-11-26T00:00:00.000Z')
  assert.equal(bucketStart(d, 'Weekly').toISOString(), '2026-11-23T00:00:00.000Z')
  assert.equal(bucketStart(d, 'Monthly').toISOString(), '2026-11-01T00:00:00.000Z')
  assert.equal(bucketStart(new Date('2026-11-29T23:59:59Z'), 'Weekly').toISOString(), '2026-11-23T00:00:00.000Z', 'Sunday belongs to the week that began on Monday')
  assert.equal(bucketStart(new Date('2026-11-30T00:00:00Z'), 'Weekly').toISOString(), '2026-11-30T00:00:00.000Z')
})
