import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { retryDelay } from './retry-delay.ts'

describe('retryDelay', () => {
  const policy = { baseMs: 100, maxMs: 1000 }

  it('doubles with each failure, jittered between half and all of the step', () => {
    for (let i = 0; i < 200; i++) {
      const first = retryDelay(1, policy)
      const third = retryDelay(3, policy)
      assert.ok(first >= 50 && first <= 100, `first delay ${first}`)
      assert.ok(third >= 200 && third <= 400, `third delay ${third}`)
    }
  })

  it('never exceeds the ceiling, however many failures', () => {
    for (const failures of [5, 20, 2000]) {
      const delay = retryDelay(failures, policy)
      assert.ok(delay >= 500 && delay <= 1000, `delay ${delay} after ${failures} failures`)
    }
  })
})
