// Runs one chaos scenario against the target: a new business, two live subscribers (one that stays
// — reconnecting from its last position when the server closes its socket — and one that drops its
// socket as the fault starts and resumes from its last position once it healed), writes with
// Idempotency-Keys for `seconds` at 10/s with the fault after a quarter of the time. Answers the
// figures (printed even when a check fails) and `verify`, which makes every check.
import assert from 'node:assert/strict'
import { registerStaff } from '../support/platform.ts'
import type { Scenario } from './scenario.ts'
import { subscriber, type SubscriberCount } from './subscriber.ts'
import type { ChaosTarget } from './target.ts'
import { assertNothingLostOrDoubled, writeThroughFault } from './writes.ts'

const RATE_PER_SECOND = 10
/** answers a write may get during a fault: success, dropped connection, same key still running, unavailable */
const ALLOWED = new Set([200, 0, 409, 503])

export interface ChaosResult {
  scenario: string
  seconds: number
  writes: number
  statuses: Record<number, number>
  /** from the fault healed to the first acknowledged write */
  recoveredAfterMs?: number
  facts: Record<string, number | boolean>
  subscribers: Record<string, SubscriberCount>
}

export async function runScenario(target: ChaosTarget, scenario: Scenario, seconds: number): Promise<{ result: ChaosResult; verify(): Promise<void> }> {
  const { url } = target.platform
  const staff = await registerStaff(url)
  const authorization = `Bearer ${staff.authToken}`
  const tag = `chaos-${scenario.name.replace(/\W+/g, '-')}-${Date.now()}`
  const stays = await subscriber({ name: 'stays', url, authorization, tag, follow: true })
  const resumes = await subscriber({ name: 'resumes', url, authorization, tag, follow: false })
  try {
    let resumed: Promise<void> = Promise.resolve()
    const run = await writeThroughFault({
      url, authorization, tag, seconds, ratePerSecond: RATE_PER_SECOND,
      async fault() {
        resumes.drop()
        await scenario.fault(target)
        resumed = resumes.resume()
      },
    })
    await resumed
    const subscribers: Record<string, SubscriberCount> = {}
    for (const s of [stays, resumes]) {
      // a guard so a lost event fails the count instead of hanging the run
      await s.waitFor(run.acknowledged, 20_000)
      subscribers[s.name] = await s.count(run.acknowledged)
    }
    const result: ChaosResult = {
      scenario: scenario.name, seconds, writes: run.writes, statuses: Object.fromEntries(run.statuses),
      recoveredAfterMs: run.recoveredAfterMs, facts: scenario.facts(), subscribers,
    }
    return {
      result,
      async verify() {
        assert.deepEqual([...run.statuses.keys()].filter((s) => !ALLOWED.has(s)), [], 'no answer but 200, 503, 409 or a dropped connection (no 500, no 504)')
        await assertNothingLostOrDoubled(url, authorization, run)
        for (const [name, c] of Object.entries(subscribers)) {
          assert.deepEqual(c.lost, [], `${name}: no event lost`)
          assert.deepEqual(c.twice, [], `${name}: no event twice`)
          assert.deepEqual(c.unexpected, [], `${name}: no event of a write that was not acknowledged`)
        }
        assert.ok(subscribers.resumes!.sockets > 1, 'the resuming subscriber resumed')
        await scenario.check(run)
      },
    }
  } finally {
    stays.close()
    resumes.close()
  }
}
