// PostgreSQL connections dropped: for the outage, every backend connected to one of THIS platform's
// databases is terminated (pg_terminate_backend, chosen by datname: the server is shared with other
// test runs) every 50 ms, so pools reconnect and are cut again, transactions included.
import assert from 'node:assert/strict'
import pg from 'pg'
import { serverUrl } from '@care/kit/testing/database'
import { OUTAGE_MS, type Scenario } from '../scenario.ts'

const PACE_MS = 50

export function postgresDropped(): Scenario {
  let terminated = 0
  let outageMs = 0
  return {
    name: 'PostgreSQL connections dropped',
    async fault(t) {
      const admin = new pg.Client({ connectionString: serverUrl() })
      await admin.connect()
      try {
        const started = Date.now()
        while (Date.now() - started < OUTAGE_MS) {
          const { rows } = await admin.query<{ done: boolean }>(
            'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = ANY($1::text[]) AND pid <> pg_backend_pid()',
            [t.platform.databases],
          )
          terminated += rows.filter((r) => r.done).length
          await new Promise((r) => setTimeout(r, PACE_MS)) // the fault's pace, not a wait for an outcome
        }
        outageMs = Date.now() - started
      } finally {
        await admin.end()
      }
    },
    facts: () => ({ outageMs, terminated }),
    async check() {
      assert.ok(terminated > 0, 'connections of the platform were terminated')
    },
  }
}
