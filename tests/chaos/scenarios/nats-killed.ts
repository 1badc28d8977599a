// NATS killed (SIGKILL) and started again on the same port and data. A dead bus answers 503 at once
// (not 504 after the request timeout), /readyz says not ready during the outage and ready after.
import assert from 'node:assert/strict'
import { holdOutage, type Scenario } from '../scenario.ts'

export function natsKilled(): Scenario {
  let notReadyDuringOutage = false
  let readyAfter: Promise<boolean> = Promise.resolve(false)
  let outageMs = 0
  return {
    name: 'NATS killed',
    async fault(t) {
      const outage = Date.now()
      await t.nats.kill()
      notReadyDuringOutage = await t.readyzBecomes(503, 10_000)
      await holdOutage(outage)
      await t.nats.start()
      outageMs = Date.now() - outage
      readyAfter = t.readyzBecomes(200, 30_000)
    },
    facts: () => ({ outageMs, notReadyDuringOutage }),
    async check(run) {
      assert.ok((run.statuses.get(503) ?? 0) + (run.statuses.get(0) ?? 0) > 0, 'the outage was felt')
      assert.equal(notReadyDuringOutage, true, '/readyz said not ready while NATS was down')
      assert.equal(await readyAfter, true, '/readyz said ready once NATS was back')
    },
  }
}
