import { test } from 'node:test'
import assert from 'node:assert/strict'
import { retryDelayMs } from './defaults.ts'

test('retry delay grows exponentially, capped by 10 s and by the ack wait', () => {
  assert.deepEqual([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000)), [100, 200, 400, 800])
  assert.equal(retryDelayMs(20, 30_000), 10_000)
  assert.equal(retryDelayMs(20, 1_000), 1_000)
})
