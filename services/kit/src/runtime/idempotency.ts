// Idempotency-Key for writes (issue #10): a client that retries a write after a 503, a 504 or a
// dropped connection sends the same key; within 24 hours the service answers what it answered the
// first time and changes nothing. Kept in the service's own database (care_idempotency), so every
// replica and restart agrees. Scoped to the caller (business, principal), the operation and the
// key. The same key with another payload: 422; while the first request is still running: 409.
// Only successes and client errors are kept: a 5xx leaves the key free for the retry. The reply is
// stored right after the handler returns, outside its transaction. A claim whose first request
// never answered (its process died) is taken over after ABANDONED_AFTER_SECONDS (longer than any
// request may run): the retry runs again with the record id planned at the claim, so a create that
// had committed before the crash is found and answered, not made twice (collections/create.ts).
import { createHash } from 'node:crypto'
import { ApiError, conflict } from '@care/contracts/errors'
import type { BusReply, BusRequest } from '@care/contracts/bus'
import { newObjectId } from '../ids.ts'

export const IDEMPOTENCY_TTL_HOURS = 24
/** longer than a request may live: the bus gives up after 10 s, the admission queue after 5 s */
export const ABANDONED_AFTER_SECONDS = 30
export const IDEMPOTENCY_KEY_MAX = 255
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress'
export const KEY_REUSED = 'This Idempotency-Key was used with a different request'

export interface SqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

export interface IdempotencyStore {
  /**
   * runs `write` once per key: answers the stored reply of an earlier run instead. `plannedId` is
   * the id a create should give its record (the same for a run that takes an abandoned claim over).
   */
  once(operation: string, req: BusRequest, write: (plannedId?: string) => Promise<BusReply>): Promise<BusReply>
}

export function createIdempotencyStore(db: SqlClient): IdempotencyStore {
  return {
    async once(operation, req, write) {
      const key = req.idempotencyKey
      if (!key) return write()
      const s = req.session
      const scope = sha(JSON.stringify([s?.businessId ?? '', s?.type ?? 'public', s?.apiKeyId ?? s?.id ?? '', operation, key]))
      const requestHash = sha(JSON.stringify(req.payload ?? {}))
      // a key older than a day is free again
      await db.$executeRawUnsafe(`DELETE FROM care_idempotency WHERE scope = $1 AND created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`, scope)
      const claimed = await db.$queryRawUnsafe<{ record_id: string }[]>(
        'INSERT INTO care_idempotency (scope, request_hash, record_id) VALUES ($1, $2, $3) ON CONFLICT (scope) DO NOTHING RETURNING record_id', scope, requestHash, newObjectId(),
      )
      let plannedId: string | undefined = claimed[0]?.record_id
      if (!claimed.length) {
        const [first] = await db.$queryRawUnsafe<{ request_hash: string; reply: BusReply | null }[]>('SELECT request_hash, reply FROM care_idempotency WHERE scope = $1', scope)
        if (!first) return write()
        if (first.request_hash !== requestHash) throw new ApiError(422, KEY_REUSED)
        if (first.reply) return first.reply
        // the first request died unanswered: take its claim over (one retry wins), same planned id
        const [taken] = await db.$queryRawUnsafe<{ record_id: string | null }[]>(
          `UPDATE care_idempotency SET created_at = now() WHERE scope = $1 AND reply IS NULL AND created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds' RETURNING record_id`, scope,
        )
        if (!taken) throw conflict(KEY_IN_PROGRESS)
        plannedId = taken.record_id ?? undefined
      }
      let reply: BusReply
      try {
        reply = await write(plannedId)
      } catch (e) {
        await db.$executeRawUnsafe('DELETE FROM care_idempotency WHERE scope = $1', scope)
        throw e
      }
      if (reply.status >= 500) await db.$executeRawUnsafe('DELETE FROM care_idempotency WHERE scope = $1', scope)
      else await db.$executeRawUnsafe('UPDATE care_idempotency SET reply = $2::jsonb WHERE scope = $1', scope, JSON.stringify(reply))
      return reply
    },
  }
}

/** Old keys go (the relay's cleanup cadence): answers how many. */
export async function deleteExpiredKeys(db: SqlClient): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM care_idempotency WHERE created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`)
}
