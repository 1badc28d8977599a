// A client cut while pg-pool hands it out (its own listener already off, the caller's not yet on)
// must not emit an unheard 'error' (which would end the process). The cut is played in the one
// place it can land: a microtask queued while the pool acquires the client runs before
// `await pool.connect()` resumes, as a termination read together with the connection's readiness does.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { serverUrl } from '../testing/database.ts'
import { hearClientErrors } from './pool.ts'

/** Connects a client from `pool`, cutting it between acquisition and hand-over; whether the error was heard. */
async function cutWhileHandedOut(pool: pg.Pool): Promise<boolean> {
  let heard: boolean | undefined
  pool.once('acquire', (client) => queueMicrotask(() => {
    try {
      client.emit('error', new Error('terminating connection due to administrator command'))
      heard = true
    } catch {
      heard = false // EventEmitter throws an 'error' nobody listens to: the process would end
    }
  }))
  const client = await pool.connect()
  client.release(true)
  await pool.end()
  return heard!
}

test('a pool from hearClientErrors hears a client cut while it is handed out', async () => {
  assert.equal(await cutWhileHandedOut(hearClientErrors(new pg.Pool({ connectionString: serverUrl(), max: 1 }))), true)
})

test('a plain pg pool does not (what hearClientErrors is for)', async () => {
  assert.equal(await cutWhileHandedOut(new pg.Pool({ connectionString: serverUrl(), max: 1 })), false)
})
