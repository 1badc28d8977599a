// Applying one delivered event to one reaction, exactly once in effect:
//   1. in one transaction: claim (reaction, event id) in care_processed_events — a redelivered or
//      concurrently delivered event finds it taken and is skipped — then run the handler, whose
//      writes commit together with the claim;
//   2. on failure: count the attempt in care_reaction_failures (its own transaction, so it survives
//      the rollback and restarts); below the limit, throw so the bus redelivers it with backoff;
//      at the limit, record the event in care_background_errors, mark it processed, and let it go.
import type { BusEvent } from '@care/contracts/bus'
import type { Logger } from 'pino'
import { newObjectId } from '../ids.ts'
import type { PrismaClientLike } from '../collections/types.ts'
import type { Transaction } from '../repository/index.ts'
import type { Reaction } from './define.ts'

export const DEFAULT_MAX_ATTEMPTS = 5

export type ApplyOutcome = 'applied' | 'skipped' | 'dead-lettered'

const message = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 4000)

export async function applyOnce(prisma: PrismaClientLike, reaction: Reaction, event: BusEvent, log: Logger, attempt: number): Promise<ApplyOutcome> {
  try {
    return await prisma.$transaction(async (tx: Transaction) => {
      const claimed = await tx.$executeRawUnsafe(
        'INSERT INTO care_processed_events (reaction, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', reaction.name, event.id,
      )
      if (!claimed) return 'skipped' as const
      await reaction.handler(event, { tx, businessId: event.businessId, log, attempt })
      return 'applied' as const
    }, { timeout: reaction.options.ackWaitMs ?? 30_000 })
  } catch (err) {
    const attempts = await countFailure(prisma, reaction, event, err)
    const max = reaction.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
    if (attempts < max) throw err
    await deadLetter(prisma, reaction, event, err, attempts)
    log.error({ err, reaction: reaction.name, eventId: event.id, subject: event.subject, attempts }, 'reaction gave up on an event; kept in care_background_errors')
    return 'dead-lettered'
  }
}

async function countFailure(prisma: PrismaClientLike, reaction: Reaction, event: BusEvent, err: unknown): Promise<number> {
  const rows = await prisma.$queryRawUnsafe<{ attempts: number }[]>(
    `INSERT INTO care_reaction_failures (reaction, event_id, attempts, last_error) VALUES ($1, $2, 1, $3)
     ON CONFLICT (reaction, event_id) DO UPDATE SET attempts = care_reaction_failures.attempts + 1, last_error = $3, updated_at = now()
     RETURNING attempts`,
    reaction.name, event.id, message(err),
  )
  return rows[0]?.attempts ?? 1
}

async function deadLetter(prisma: PrismaClientLike, reaction: Reaction, event: BusEvent, err: unknown, attempts: number): Promise<void> {
  await prisma.$transaction(async (tx: Transaction) => {
    await tx.$executeRawUnsafe(
      `INSERT INTO care_background_errors (id, reaction, event_id, subject, business_id, payload, error, attempts) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
      newObjectId(), reaction.name, event.id, event.subject, event.businessId, JSON.stringify(event), message(err), attempts,
    )
    await tx.$executeRawUnsafe('INSERT INTO care_processed_events (reaction, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', reaction.name, event.id)
  })
}
