// pg pools whose clients always have an 'error' listener. pg-pool takes its own listener off a
// client while it is checked out, and `await pool.connect()` hands the client over a few microtasks
// later; a server that cuts a brand-new connection (pg_terminate_backend, a failover, a restart) in
// the same read that made it ready emits 'error' in between, with nobody listening, which ends the
// process (found by the chaos runner: tests/chaos). The listener only keeps it from crashing: the
// query in flight, or the next, fails anyway (answered 503, database-unavailable.ts) and the pool
// drops the client.
import pg from 'pg'

/** Adds a lasting 'error' listener to every client `pool` connects; answers the pool. */
export function hearClientErrors(pool: pg.Pool, onError: (err: Error) => void = () => undefined): pg.Pool {
  // 'connect' is emitted before pg-pool hands a new client out, synchronously
  pool.on('connect', (client) => client.on('error', onError))
  return pool
}
