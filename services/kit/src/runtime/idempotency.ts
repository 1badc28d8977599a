// Idempotency-Key for writes (issue #10): a client that retries a write after a 503, a 504 or a
// dropped connection sends the same key; within 24 hours the service answers what it answered the
// first time and changes nothing. Kept in the service's own database (care_idempotency), so every
// replica and restart agrees. Scoped to the caller (business, principal), the operation and the
// key. The same key with another payload: 422; while the first request is still running: 409.
// Only successes and client errors are kept: a 5xx leaves the key free for the retry (unless a
// generic call's reply had already committed with its write: that reply is kept).
//
// The crash window (a process killed after the write committed, before the reply was stored) is
// closed inside the write's own transaction: the request's claim travels in an AsyncLocalStorage,
// and every write transaction of the kit's collection engine and repositories marks the claim
// committed (`markCommitted`) in that same transaction. A generic call (createOne, createSome,
// updateOne, deleteOne) stores there the very reply it is about to answer, so a retry that takes an
// abandoned claim over (after ABANDONED_AFTER_SECONDS, longer than any request may run) answers it.
// A named call's reply is only known after it returns: its claim is marked committed, and a retry of
// a committed, unanswered claim answers 409 KEY_APPLIED instead of running the call again (a named
// call with several transactions that died between them is not completed either). Writes that do
// not go through the kit (raw SQL, another service over the bus) are not marked. A create also gets
// the record id planned at the claim (collections/create.ts), for claims made before the mark.
import { AsyncLocalStorage } from 'node:async_hooks'
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
export const KEY_APPLIED = 'A request with this Idempotency-Key was already applied; its answer was not kept'

export interface SqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/** The claim of the request being handled, for the write transactions it runs. */
interface Claim {
  scope: string
  operation: string
  replyFor: (body: unknown) => BusReply
}
const claims = new AsyncLocalStorage<Claim | undefined>()

/** the reply the runtime sends for an operation's answer, unless told otherwise */
export const defaultReply = (body: unknown): BusReply => ({ status: body === undefined ? 204 : 200, body })

/** runs `fn` outside any request's claim (a request without a key, a read, a bus-only call) */
export const withoutClaim = <T>(fn: () => Promise<T>): Promise<T> => claims.run(undefined, fn)

/**
 * Inside a write's transaction: marks the current request's claim (if it came with an
 * Idempotency-Key) as committed with this transaction. `answer` is what the call named `operation`
 * will answer: kept as the reply when it is the request's own call (a generic call), so a retry
 * after a crash answers it; a write inside another call (a named call's) only marks the claim.
 */
export async function markCommitted(tx: Pick<SqlClient, '$executeRawUnsafe'>, answer?: { operation: string; body: unknown }): Promise<void> {
  const claim = claims.getStore()
  if (!claim) return
  if (answer && answer.operation === claim.operation) {
    await tx.$executeRawUnsafe('UPDATE care_idempotency SET committed_at = now(), reply = $2::jsonb WHERE scope = $1', claim.scope, JSON.stringify(claim.replyFor(answer.body)))
  } else {
    await tx.$executeRawUnsafe('UPDATE care_idempotency SET committed_at = coalesce(committed_at, now()) WHERE scope = $1', claim.scope)
  }
}

/**
 * Test seam: when it answers true, the request ends right after its handler returned, before the
 * reply is stored or the key released — what a process killed at that moment leaves behind.
 */
export const idempotencyFaults: { crashBeforeReplyStored?: (operation: string, scope: string) => boolean } = {}

const applied = (): BusReply => ({ status: 409, message: KEY_APPLIED })

export interface IdempotencyStore {
  /**
   * runs `write` once per key: answers the stored reply of an earlier run instead. `plannedId` is
   * the id a create should give its record (the same for a run that takes an abandoned claim over).
   * `replyFor` is how the runtime turns the operation's answer into its reply (`defaultReply`).
   */
  once(operation: string, req: BusRequest, write: (plannedId?: string) => Promise<BusReply>, replyFor?: (body: unknown) => BusReply): Promise<BusReply>
}

export function createIdempotencyStore(db: SqlClient): IdempotencyStore {
  /** after a 5xx or a throw: the key is free again, unless a reply committed with the write */
  const release = (scope: string) => db.$executeRawUnsafe('DELETE FROM care_idempotency WHERE scope = $1 AND reply IS NULL', scope)
  return {
    async once(operation, req, write, replyFor = defaultReply) {
      const key = req.idempotencyKey
      if (!key) return withoutClaim(() => write())
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
        if (!first) return withoutClaim(() => write())
        if (first.request_hash !== requestHash) throw new ApiError(422, KEY_REUSED)
        if (first.reply) return first.reply
        // the first request died unanswered: take its claim over (one retry wins), same planned id
        const [taken] = await db.$queryRawUnsafe<{ record_id: string | null; committed: boolean }[]>(
          `UPDATE care_idempotency SET created_at = now() WHERE scope = $1 AND reply IS NULL AND created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds' RETURNING record_id, committed_at IS NOT NULL AS committed`, scope,
        )
        if (!taken) {
          // the claim's write may have committed its reply meanwhile (the takeover waited on its lock)
          const [now] = await db.$queryRawUnsafe<{ reply: BusReply | null }[]>('SELECT reply FROM care_idempotency WHERE scope = $1', scope)
          if (now?.reply) return now.reply
          throw conflict(KEY_IN_PROGRESS)
        }
        if (taken.committed) {
          // a named call whose write committed before its process died: not run again
          const reply = applied()
          await db.$executeRawUnsafe('UPDATE care_idempotency SET reply = $2::jsonb WHERE scope = $1', scope, JSON.stringify(reply))
          return reply
        }
        plannedId = taken.record_id ?? undefined
      }
      let reply: BusReply
      try {
        reply = await claims.run({ scope, operation, replyFor }, () => write(plannedId))
      } catch (e) {
        await release(scope)
        throw e
      }
      if (idempotencyFaults.crashBeforeReplyStored?.(operation, scope)) throw new Error('simulated crash: the process died before the reply was stored')
      if (reply.status >= 500) await release(scope)
      else await db.$executeRawUnsafe('UPDATE care_idempotency SET reply = $2::jsonb WHERE scope = $1', scope, JSON.stringify(reply))
      return reply
    },
  }
}

/** Old keys go (the relay's cleanup cadence): answers how many. */
export async function deleteExpiredKeys(db: SqlClient): Promise<number> {
  return db.$executeRawUnsafe(`DELETE FROM care_idempotency WHERE created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`)
}
