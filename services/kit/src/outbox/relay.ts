// The outbox relay: publishes what writers left in care_outbox (outbox/enqueue.ts) to the bus.
// It wakes on the table's NOTIFY, and polls every idleMs as well, so a lost notification or a
// dropped LISTEN connection only delays events. Rows left behind by a crashed process are simply
// the oldest unpublished rows: the next relay to start publishes them.
import { logConnectionError } from '../db/connection-errors.ts'
import { hearClientErrors } from '../db/pool.ts'
import pg from 'pg'
import type { Logger } from 'pino'
import type { Bus } from '../bus/types.ts'
import { deletePublished } from './cleanup.ts'
import { listenForOutbox, type OutboxListener } from './listener.ts'
import { publishBatch, type BatchResult } from './publish-batch.ts'
import { retryDelay, type RetryPolicy } from './retry-delay.ts'

// a dropped LISTEN connection is re-established this soon; the poll covers the gap meanwhile
const LISTEN_RECONNECT_MS = 1000

export interface OutboxRelayOptions {
  /** the service database; or `pool` to share one (the relay then leaves it open on stop) */
  url?: string
  pool?: pg.Pool
  bus: Pick<Bus, 'publish'>
  log: Logger
  /** rows per transaction; default 100 */
  batchSize?: number
  /** fallback poll when no notification comes; default 1000 ms */
  idleMs?: number
  /** backoff after failed publishes: first delay (default 1000 ms) and ceiling (default 60 000 ms) */
  retryBaseMs?: number
  retryMaxMs?: number
  /** published rows are deleted after this long; default one day */
  retentionMs?: number
  /** how often the cleanup runs; default hourly */
  cleanupEveryMs?: number
}

export interface OutboxRelay {
  /**
   * Publishes every row pending now, including those waiting for a retry; rejects with the
   * publish error if one fails (the rows stay for later). For tests and graceful shutdown.
   */
  flush(): Promise<void>
  /** Stops waking, waits for the cycle in progress, closes the relay's connections. Does not flush. */
  stop(): Promise<void>
}

export async function startOutboxRelay(options: OutboxRelayOptions): Promise<OutboxRelay> {
  const { bus, log } = options
  const batchSize = options.batchSize ?? 100
  const idleMs = options.idleMs ?? 1000
  const retry: RetryPolicy = { baseMs: options.retryBaseMs ?? 1000, maxMs: options.retryMaxMs ?? 60_000 }
  const retentionMs = options.retentionMs ?? 24 * 3600_000
  const cleanupEveryMs = options.cleanupEveryMs ?? 3600_000

  if (!options.pool && !options.url) throw new Error('startOutboxRelay needs a url or a pool')
  const ownPool = !options.pool
  const pool = options.pool ?? new pg.Pool({ connectionString: options.url, max: 2, application_name: 'care-outbox' })
  // an idle pooled connection that dies emits here; unhandled, it would crash the process
  if (ownPool) pool.on('error', (err) => logConnectionError(log, err, 'outbox relay connection failed'))
  // and one cut while handed out (pool.ts); publishBatch hears it once it holds the client
  if (ownPool) hearClientErrors(pool)

  let stopped = false
  let running = false
  let wokenWhileRunning = false
  let consecutiveFailures = 0
  let pausedUntil = 0
  let pollTimer: NodeJS.Timeout | undefined
  // background cycles and flushes run one at a time: a flush must not skip rows that a cycle of
  // this same relay holds locked, or it would return before they are published
  let queue: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn)
    queue = run.catch(() => undefined)
    return run
  }

  /** Batches until nothing due is left or a publish fails. */
  const drain = async (includeDeferred: boolean): Promise<BatchResult['failure']> => {
    for (;;) {
      const result = await publishBatch(pool, { publish: (e) => bus.publish(e), batchSize, includeDeferred, retry })
      if (result.published) log.debug({ published: result.published }, 'outbox events published')
      if (result.failure) return result.failure
      if (!result.full) return undefined
    }
  }

  const succeeded = () => {
    consecutiveFailures = 0
    pausedUntil = 0
  }
  const failed = (err: unknown, context: Record<string, unknown>) => {
    consecutiveFailures++
    const waitMs = retryDelay(consecutiveFailures, retry)
    pausedUntil = Date.now() + waitMs
    log.warn({ err, ...context, retryInMs: waitMs }, 'outbox relay: publishing failed; the events stay in the outbox')
  }

  const cycle = async () => {
    try {
      const failure = await drain(false)
      if (failure) failed(failure.error, { eventId: failure.id, subject: failure.subject, attempts: failure.attempts })
      else succeeded()
    } catch (err) {
      // the database itself failed (connection lost, failover …)
      failed(err, {})
    }
  }

  const schedule = (ms: number) => {
    if (stopped) return
    clearTimeout(pollTimer)
    pollTimer = setTimeout(wake, ms)
    pollTimer.unref()
  }

  function wake(): void {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    // after a failure, notifications wait for the backoff instead of retrying on every write
    const pauseLeft = pausedUntil - Date.now()
    if (pauseLeft > 0) return schedule(pauseLeft)
    running = true
    clearTimeout(pollTimer)
    void exclusive(async () => {
      do {
        wokenWhileRunning = false
        await cycle()
      } while (wokenWhileRunning && !stopped && pausedUntil <= Date.now())
    }).finally(() => {
      running = false
      schedule(Math.max(idleMs, pausedUntil - Date.now()))
    })
  }

  const cleanupTimer = setInterval(() => {
    deletePublished(pool, retentionMs).then(
      (deleted) => deleted && log.debug({ deleted }, 'published outbox rows deleted'),
      (err: unknown) => log.warn({ err }, 'outbox cleanup failed'),
    )
  }, cleanupEveryMs)
  cleanupTimer.unref()

  let listener: OutboxListener
  try {
    listener = await listenForOutbox({
      connection: options.pool ? options.pool.options : { connectionString: options.url },
      onWake: wake,
      log,
      reconnectMs: LISTEN_RECONNECT_MS,
    })
  } catch (e) {
    clearInterval(cleanupTimer)
    if (ownPool) await pool.end()
    throw e
  }
  // whatever a previous process committed but never published goes first
  wake()

  return {
    flush() {
      if (stopped) return Promise.reject(new Error('outbox relay is stopped'))
      return exclusive(async () => {
        const failure = await drain(true)
        if (failure) {
          failed(failure.error, { eventId: failure.id, subject: failure.subject, attempts: failure.attempts })
          throw failure.error
        }
        succeeded()
      })
    },
    async stop() {
      if (stopped) return
      stopped = true
      clearTimeout(pollTimer)
      clearInterval(cleanupTimer)
      await listener.close()
      await queue
      if (ownPool) await pool.end()
    },
  }
}
