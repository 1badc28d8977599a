// pg pools that survive dropped connections (pg_terminate_backend, a failover, a restart; found by
// the chaos runner: tests/chaos):
// - every client always has an 'error' listener. pg-pool takes its own listener off a client while
//   it is checked out, and `await pool.connect()` hands the client over a few microtasks later; a
//   connection cut in between emitted 'error' with nobody listening, which ended the process.
// - a checked-out client whose connection died is given back to the pool at once, as broken (the
//   pool closes it and frees its slot), and its holder's own release later does nothing. Holders
//   do not always release a dead client: @prisma/adapter-pg releases a transaction's client only
//   after its COMMIT or ROLLBACK statement succeeded, so a connection cut inside a transaction held
//   its slot for ever, and once every slot was held so, every query waited for good (writes
//   answered 504 after the outage, /readyz still ready).
// The query in flight, or the holder's next, fails anyway (answered 503, database-unavailable.ts).
import pg from 'pg'

type Release = (err?: Error | boolean) => void

/**
 * Makes `client.release` idempotent for each checkout: pg-pool assigns a fresh release function
 * every time it hands the client out (after its 'acquire' event, so it cannot be wrapped there);
 * the accessor keeps the latest and answers one that releases it once.
 */
function releaseOnce(client: pg.PoolClient): Release {
  let current: Release | undefined
  let released = true
  const release: Release = (err) => {
    if (released) return
    released = true
    current?.(err)
  }
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (fn: Release) => {
      current = fn
      released = false
    },
  })
  return release
}

/**
 * Keeps an 'error' listener on every client `pool` connects, and releases a checked-out client as
 * broken when its connection fails (see above); answers the pool.
 */
export function hearClientErrors(pool: pg.Pool, onError: (err: Error) => void = () => undefined): pg.Pool {
  const checkedOut = new WeakSet<pg.PoolClient>()
  // 'connect' is emitted before pg-pool hands a new client out, synchronously
  pool.on('connect', (client) => {
    const release = releaseOnce(client)
    client.on('error', (err) => {
      onError(err)
      // an idle client's error is pg-pool's: it removes the client itself
      if (checkedOut.has(client)) release(err)
    })
  })
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_err, client) => checkedOut.delete(client))
  return pool
}
