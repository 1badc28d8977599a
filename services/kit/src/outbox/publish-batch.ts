// One relay cycle: take the oldest unpublished rows, publish them, record the outcome, commit.
// The rows stay locked (FOR UPDATE SKIP LOCKED) until the commit, so another replica's relay skips
// them instead of sending them twice. A crash after publishing but before the commit sends them
// again later: delivery is at least once, and consumers de-duplicate by event id.
import type pg from 'pg'
import type { BusEvent } from '@care/contracts/bus'
import { retryDelay, type RetryPolicy } from './retry-delay.ts'

export interface PublishBatchOptions {
  publish: (event: BusEvent) => Promise<void>
  batchSize: number
  /** also take rows whose retry time has not come yet (flush) */
  includeDeferred: boolean
  retry: RetryPolicy
}

export interface BatchResult {
  published: number
  /** the batch was full: more rows may be waiting */
  full: boolean
  /** the publish that failed; the rows after it were left for the next cycle */
  failure?: { id: string; subject: string; attempts: number; error: unknown }
}

interface OutboxRow {
  id: string
  subject: string
  payload: BusEvent
  attempts: number
}

export async function publishBatch(pool: pg.Pool, options: PublishBatchOptions): Promise<BatchResult> {
  const client = await pool.connect()
  let broken: Error | undefined
  // A connection cut while checked out (failover, pg_terminate_backend) emits 'error' on the client
  // itself, which the pool only listens for while the client is idle: unheard, it would crash the
  // process. The query in flight, or the next one, rejects anyway and the rollback below handles it.
  const onConnectionError = (err: Error) => void (broken ??= err)
  client.on('error', onConnectionError)
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<OutboxRow>(
      `SELECT id, subject, payload, attempts FROM care_outbox
        WHERE published_at IS NULL AND ($2 OR next_attempt_at <= now())
        ORDER BY created_at, id
        LIMIT $1
        FOR UPDATE SKIP LOCKED`,
      [options.batchSize, options.includeDeferred],
    )
    const published: string[] = []
    let failure: BatchResult['failure']
    for (const row of rows) {
      try {
        await options.publish(row.payload)
        published.push(row.id)
      } catch (error) {
        // stop here rather than skip ahead: when the bus is down every later publish would fail too
        const attempts = row.attempts + 1
        failure = { id: row.id, subject: row.subject, attempts, error }
        await client.query(
          `UPDATE care_outbox
              SET attempts = $2, last_error = $3,
                  next_attempt_at = now() + $4 * interval '1 millisecond'
            WHERE id = $1`,
          [row.id, attempts, errorText(error), retryDelay(attempts, options.retry)],
        )
        break
      }
    }
    if (published.length) await client.query('UPDATE care_outbox SET published_at = now() WHERE id = ANY($1)', [published])
    await client.query('COMMIT')
    return { published: published.length, full: rows.length === options.batchSize, ...(failure ? { failure } : {}) }
  } catch (e) {
    broken = e as Error
    await client.query('ROLLBACK').catch(() => undefined)
    throw e
  } finally {
    // a connection that failed mid-transaction is discarded rather than returned to the pool
    client.off('error', onConnectionError)
    client.release(broken)
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000)
