import { test } from 'node:test'
import assert from 'node:assert/strict'
import { OUTCOME_COLORS, outcomeCounts, readableBecause, relativeWhen } from './timeline.ts'

test("relative times: 'Day 0', 'Day 0, +1 h', days and the rest down to seconds", () => {
  assert.equal(relativeWhen(0), 'Day 0')
  assert.equal(relativeWhen(3_600_000), 'Day 0, +1 h')
  assert.equal(relativeWhen(90_000), 'Day 0, +1 min 30 s')
  assert.equal(relativeWhen(86_400_000), 'Day 1')
  assert.equal(relativeWhen(2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000), 'Day 2, +3 h 5 min')
  assert.equal(relativeWhen(-5), 'Day 0')
})

test('outcomes are counted; each has its own colour; step ids in the why are named', () => {
  assert.deepEqual(outcomeCounts([{ outcome: 'fires' }, { outcome: 'fires' }, { outcome: 'waits' }]), { fires: 2, skipped: 0, waits: 1, cancelled: 0 })
  assert.equal(new Set(Object.values(OUTCOME_COLORS)).size, 4)
  const id = 'abcdef0123456789abcdef01'
  assert.equal(readableBecause(`2 Days after step ${id} (sendEmail)`, (x) => (x === id ? 'Step 1' : undefined)), '2 Days after Step 1 (sendEmail)')
  assert.equal(readableBecause(`after step ${id}`, () => undefined), `after step ${id}`)
})
