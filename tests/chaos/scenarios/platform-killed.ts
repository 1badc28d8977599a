// The platform process killed (SIGKILL: no clean stop) and started again on the same port,
// databases and NATS namespace. A write committed just before the kill is answered again by its
// Idempotency-Key's retry, not made twice.
import assert from 'node:assert/strict'
import type { Scenario } from '../scenario.ts'

export function platformKilled(): Scenario {
  let readyAfterMs = 0
  return {
    name: 'platform process killed',
    async fault(t) {
      await t.platform.kill()
      const killedAt = Date.now()
      await t.platform.restart()
      readyAfterMs = Date.now() - killedAt
    },
    facts: () => ({ outageMs: readyAfterMs }),
    async check(run) {
      assert.ok((run.statuses.get(0) ?? 0) > 0, 'the kill was felt')
    },
  }
}
