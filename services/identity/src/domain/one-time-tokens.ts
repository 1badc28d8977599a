// Single-use secrets sent by email (password resets, invitations, email verification codes): only
// a hash is stored, each works once and expires. Consuming is one conditional UPDATE, so two
// concurrent uses cannot both succeed.
// Escape hatch (raw Prisma): one_time_tokens is not a collection (never answered, no events).
import type { IdentityDb } from '../db.ts'
import { newObjectId } from '@care/kit/ids'
import { hashSecret, newSecret } from './secrets.ts'

export type OneTimePurpose = 'user-password-reset' | 'enduser-password-reset' | 'user-invite' | 'email-verification'

export interface OneTimeTokenRequest {
  purpose: OneTimePurpose
  businessId: string
  principalType: 'user' | 'enduser'
  principalId: string
  ttlMs: number
  /** the secret to store (a short code); a random 256-bit one by default */
  secret?: string
}

/** Stores a new token and answers its secret (the only time it exists in clear). */
export async function createOneTimeToken(db: IdentityDb, r: OneTimeTokenRequest): Promise<string> {
  const secret = r.secret ?? newSecret()
  await db.oneTimeToken.create({
    data: {
      id: newObjectId(), businessId: r.businessId, purpose: r.purpose, principalType: r.principalType, principalId: r.principalId,
      tokenHash: hashSecret(`${r.purpose}:${r.principalId}:${secret}`), expiresAt: new Date(Date.now() + r.ttlMs),
    },
  })
  return secret
}

/** Marks the token used and answers its principal, or undefined when unknown, used or expired. */
export async function consumeOneTimeToken(db: IdentityDb, purpose: OneTimePurpose, principalId: string, secret: string) {
  const tokenHash = hashSecret(`${purpose}:${principalId}:${secret}`)
  const { count } = await db.oneTimeToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  })
  if (count !== 1) return undefined
  return db.oneTimeToken.findUnique({ where: { tokenHash } })
}

/** Link tokens carry their principal: `<principalId>.<secret>`, so the hash lookup needs no scan. */
export const linkToken = (principalId: string, secret: string) => `${principalId}.${secret}`
export function parseLinkToken(token: unknown): { principalId: string; secret: string } | undefined {
  if (typeof token !== 'string') return undefined
  const dot = token.indexOf('.')
  if (dot !== 24) return undefined
  return { principalId: token.slice(0, dot), secret: token.slice(dot + 1) }
}
