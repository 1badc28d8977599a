// Escape hatch (raw Prisma): booking_slots, booking_access_tokens and booking_waitlist are the booking
// calls' own tables, not collections (no generic calls, no events): the slot rows carry the exclusion
// constraint that makes two bookings of one user's time impossible, the tokens only their hashes.
import { createHash, randomBytes } from 'node:crypto'
import { newObjectId } from '@care/kit/ids'
import type { PrismaClient } from '../db.ts'

/** A Prisma interactive transaction of the scheduling client. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]
type Client = PrismaClient | Tx

/** the exclusion constraint's name (migration 004): a booking that overlaps another of the user */
export const NO_OVERLAP_CONSTRAINT = 'booking_slots_no_overlap'

/** Whether a database error is the exclusion constraint refusing an overlapping slot. */
export function isSlotConflict(e: unknown): boolean {
  const seen = new Set<unknown>()
  const walk = (v: unknown): boolean => {
    if (!v || typeof v !== 'object' || seen.has(v)) return typeof v === 'string' && (v.includes(NO_OVERLAP_CONSTRAINT) || v === '23P01')
    seen.add(v)
    return Object.values(v as Record<string, unknown>).some(walk) || walk((v as Error).message) || walk((v as { cause?: unknown }).cause)
  }
  return walk(e)
}

/** Takes a user's time for a booked event: throws the constraint's error when it overlaps another row. */
export async function takeSlot(tx: Tx, slot: { businessId: string; userId: string; eventId: string; startTimeInMS: number; endTimeInMS: number; id?: string }) {
  await tx.bookingSlot.create({ data: { id: slot.id ?? slot.eventId, businessId: slot.businessId, userId: slot.userId, eventId: slot.eventId, startTimeInMS: slot.startTimeInMS, endTimeInMS: slot.endTimeInMS } })
}

/** Holds a user's time for a waitlist offer until `expiresAt` (only `holdTokenId`'s holder may book it). */
export async function holdSlot(tx: Client, hold: { businessId: string; userId: string; holdTokenId: string; startTimeInMS: number; endTimeInMS: number; expiresAt: Date }) {
  await tx.bookingSlot.create({ data: { id: newObjectId(), ...hold } })
}

/** Frees the time of an event (cancelled, rescheduled, deleted) or of a hold. */
export async function releaseSlot(db: Client, where: { eventId?: string; holdTokenId?: string }) {
  if (where.eventId) await db.bookingSlot.deleteMany({ where: { eventId: where.eventId } })
  if (where.holdTokenId) await db.bookingSlot.deleteMany({ where: { holdTokenId: where.holdTokenId } })
}

/** Holds that lapsed no longer keep anyone out. */
export async function dropLapsedHolds(db: Client, userId: string, now: Date) {
  await db.bookingSlot.deleteMany({ where: { userId, expiresAt: { lt: now } } })
}

/** The live holds of users overlapping [from, to): busy for everyone but each hold's token holder. */
export async function holdsOf(db: Client, userIds: string[], from: number, to: number, now: Date) {
  return db.bookingSlot.findMany({
    where: { userId: { in: userIds }, holdTokenId: { not: null }, expiresAt: { gt: now }, startTimeInMS: { lt: to }, endTimeInMS: { gt: from } },
    select: { userId: true, startTimeInMS: true, endTimeInMS: true, holdTokenId: true },
  })
}

// --- access tokens ---

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AccessTokenGrant {
  businessId: string
  expiresAt: Date
  bookingPageId?: string
  /** a waitlist offer: the patient and the held slot */
  enduserId?: string
  userId?: string
  startTimeInMS?: number
}

/** A new token (32 random bytes, URL-safe); only its hash is stored. */
export async function createAccessToken(db: Client, grant: AccessTokenGrant): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url')
  const id = newObjectId()
  await db.bookingAccessToken.create({ data: { id, tokenHash: hashOf(token), ...grant } })
  return { id, token }
}

/** The stored grant of a token still usable at `now` (not used, not expired), or undefined. */
export async function validAccessToken(db: Client, token: string, now: Date) {
  if (!token || token.length > 1000) return undefined
  const row = await db.bookingAccessToken.findUnique({ where: { tokenHash: hashOf(token) } })
  return row && !row.usedAt && row.expiresAt > now ? row : undefined
}

/** Uses a token up (inside the booking's transaction): false when another booking used it first. */
export async function useAccessToken(tx: Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.bookingAccessToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } })
  return count === 1
}
