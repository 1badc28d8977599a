// Upload and download links: a random secret in the URL, only its hash stored. Upload links work
// once for an hour; download links until they expire (at most 7 days, spec 1 §7).
// Escape hatch (raw Prisma): file_links is not a collection (no API reads it, no event is published for it).
import { createHash, randomBytes } from 'node:crypto'
import type { PrismaClient } from '../../db.ts'

export type LinkPurpose = 'upload' | 'download'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createLink(db: PrismaClient, l: { purpose: LinkPurpose; businessId: string; fileId: string; secureName: string; seconds: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.fileLink.create({
    data: { tokenHash: hash(token), purpose: l.purpose, businessId: l.businessId, fileId: l.fileId, secureName: l.secureName, expiresAt: new Date(Date.now() + l.seconds * 1000) },
  })
  // expired links are swept now and then, off the caller's path
  if (Math.random() < 0.01) void db.fileLink.deleteMany({ where: { expiresAt: { lt: new Date() } } }).catch(() => undefined)
  return token
}

/** The link's row while it is valid (unused, for uploads), else undefined. */
export async function validLink(db: PrismaClient, purpose: LinkPurpose, token: string) {
  if (typeof token !== 'string' || token.length > 100) return undefined
  const row = await db.fileLink.findUnique({ where: { tokenHash: hash(token) } })
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= Date.now() || (purpose === 'upload' && row.usedAt)) return undefined
  return row
}

/** Uses an upload link up; true for exactly one of concurrent callers. */
export async function useUploadLink(db: PrismaClient, token: string): Promise<boolean> {
  const { count } = await db.fileLink.updateMany({
    where: { tokenHash: hash(token), purpose: 'upload', usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  })
  return count === 1
}
