// Single-use secrets sent by email (password resets, invitations, email verification and email change codes): only
// a hash is stored, each works once and expires. Consuming is one conditional UPDATE, so two
// concurrent uses cannot both succeed. Expired rows are deleted whenever a new token is made (an
// index range on expiresAt): every reset request for an unknown address adds a row too, so
// without it the table grows with every guess.
// Escape hatch (raw Prisma): one_time_tokens is not a collection (never answered, no events).
import type { IdentityDb } from '../db.ts'
import { newObjectId } from '@care/kit/ids'
import { hashSecret, newSecret } from './secrets.ts'

export type OneTimePurpose = 'user-password-reset' | 'enduser-password-reset' | 'user-invite' | 'email-verification' | 'email-change'

export interface OneTimeTokenRequest {
  purpose: OneTimePurpose
  businessId: string
  principalType: 'user' | 'enduser'
  principalId: string
  ttlMs: number
  /** the secret to store (a short code); a random 256-bit one by default */
  secret?: string
}

/** Deletes every expired token (one that can no longer be used; its answer is the same without it). */
export async function deleteExpiredOneTimeTokens(db: IdentityDb): Promise<number> {
  const { count } = await db.oneTimeToken.deleteMany({ where: { expiresAt: { lte: new Date() } } })
  return count
}

/** Stores a new token and answers its secret (the only time it exists in clear). */
export async function createOneTimeToken(db: IdentityDb, r: OneTimeTokenRequest): Promise<string> {
  const secret = r.secret ?? newSecret()
  await deleteExpiredOneTimeTokens(db)
  await db.oneTimeToken.create({
    data: {
      id: newObjectId(), businessId: r.businessId, purpose: r.purpose, principalType: r.principalType, principalId: r.principalId,
      tokenHash: hashSecret(`${r.purpose}:${r.principalId}:${secret}`), expiresAt: new Date(Date.now() + r.ttlMs),
    },
  })
  return secret
}

/**
 * Marks the token used and answers its principal, or undefined when unknown, used or expired — or,
 * with `businessId`, of another business (then it stays unused: presenting it in the wrong portal
 * must not spend it).
 */
export async function consumeOneTimeToken(db: IdentityDb, purpose: OneTimePurpose, principalId: string, secret: string, businessId?: string) {
  const tokenHash = hashSecret(`${purpose}:${principalId}:${secret}`)
  const { count } = await db.oneTimeToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() }, ...(businessId !== undefined ? { businessId } : {}) },
    data: { usedAt: new Date() },
  })
  if (count !== 1) return undefined
  return db.oneTimeToken.findUnique({ where: { tokenHash } })
}

/** Ends every live token of that purpose and principal (a new code replaces the old ones). */
export async function retireOneTimeTokens(db: IdentityDb, purpose: OneTimePurpose, principalId: string) {
  await db.oneTimeToken.updateMany({ where: { purpose, principalId, usedAt: null }, data: { usedAt: new Date() } })
}

/** How many tries a short code (a 6-digit email verification code) gets before it is dead. */
export const SHORT_CODE_TRIES = 5

/**
 * Consumes a short code. A million codes can be guessed, so every try is counted *before* it is
 * checked, in one conditional UPDATE: however many tries arrive at once, from however many
 * addresses, at most SHORT_CODE_TRIES are ever checked against one code; then it is dead and a new
 * one must be sent.
 */
export async function consumeShortCode(db: IdentityDb, purpose: OneTimePurpose, principalId: string, code: string) {
  const { count } = await db.oneTimeToken.updateMany({
    where: { purpose, principalId, usedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: SHORT_CODE_TRIES } },
    data: { attempts: { increment: 1 } },
  })
  if (!count) return undefined
  return consumeOneTimeToken(db, purpose, principalId, code)
}

/** Link tokens carry their principal: `<principalId>.<secret>`, so the hash lookup needs no scan. */
export const linkToken = (principalId: string, secret: string) => `${principalId}.${secret}`
export function parseLinkToken(token: unknown): { principalId: string; secret: string } | undefined {
  if (typeof token !== 'string') return undefined
  const dot = token.indexOf('.')
  if (dot !== 24) return undefined
  return { principalId: token.slice(0, dot), secret: token.slice(dot + 1) }
}
