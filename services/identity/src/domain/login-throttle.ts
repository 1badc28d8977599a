// Slowing down password guessing without letting a stranger lock a real user out (issue #3):
// - failures are counted per account *and* client address: after 5 in 15 minutes, that address gets
//   429 for that account until the window passes. The real user, elsewhere, is not refused;
// - failures of an account from every address together only slow its answers down (a growing
//   pause, at most a few seconds), so a distributed guesser gains little and nobody is locked out.
// Unknown accounts are counted exactly like known ones, so the throttle reveals nothing.
// Escape hatch (raw Prisma): login_failures is not a collection (never answered, no events).
import { ApiError } from '@care/contracts/errors'
import { phoneValidator } from '@care/contracts/values/index'
import { newObjectId } from '@care/kit/ids'
import type { IdentityDb } from '../db.ts'

export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
/** the SDK's words (issue #19 item 2: its published suite expects exactly these) */
export const TOO_MANY_ATTEMPTS = 'Too many login attempts'
const PAUSE_PER_FAILURE_MS = 500
const MAX_PAUSE_MS = 4000

export interface LoginThrottle {
  /** throws 429 when this address has failed too often for this account; else pauses as needed */
  before(accountKey: string, ip: string | undefined): Promise<void>
  failed(accountKey: string, ip: string | undefined): Promise<void>
  succeeded(accountKey: string, ip: string | undefined): Promise<void>
}

export const pauseFor = (accountFailures: number) =>
  accountFailures < LOGIN_FAILURE_LIMIT ? 0 : Math.min(MAX_PAUSE_MS, (accountFailures - LOGIN_FAILURE_LIMIT + 1) * PAUSE_PER_FAILURE_MS)

export function createLoginThrottle(db: IdentityDb, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): LoginThrottle {
  const since = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)
  const address = (ip: string | undefined) => ip ?? 'unknown'
  return {
    async before(accountKey, ip) {
      const recent = await db.loginFailure.findMany({ where: { accountKey, at: { gt: since() } }, select: { ip: true } })
      const fromHere = recent.filter((f) => f.ip === address(ip)).length
      if (fromHere >= LOGIN_FAILURE_LIMIT) {
        throw new ApiError(429, TOO_MANY_ATTEMPTS)
      }
      const pause = pauseFor(recent.length)
      if (pause) await sleep(pause)
    },
    async failed(accountKey, ip) {
      await db.loginFailure.create({ data: { id: newObjectId(), accountKey, ip: address(ip) } })
      // old rows are of no use; trim them now and then rather than on every call
      if (Math.random() < 0.01) await db.loginFailure.deleteMany({ where: { at: { lt: since() } } })
    },
    async succeeded(accountKey, ip) {
      await db.loginFailure.deleteMany({ where: { accountKey, ip: address(ip) } })
    },
  }
}

/** The key failures are counted under: the kind of account, its business (patients) and identifier. */
export const accountKey = (kind: 'user' | 'enduser', identifier: string, businessId = '') =>
  `${kind}:${businessId}:${identifier.trim().toLowerCase()}`

/**
 * A patient's key: the account itself when the identifier names one (so tries by id, email or any
 * spelling of the phone count together), else the identifier in its normal form (an email
 * lower-cased, a phone in E.164), so unknown accounts are counted just as consistently.
 */
export function enduserAccountKey(businessId: string, by: { id?: string; email?: string; phone?: string }, accountId?: string): string {
  if (accountId) return accountKey('enduser', `id:${accountId}`, businessId)
  if (by.id?.trim()) return accountKey('enduser', `id:${by.id.trim()}`, businessId)
  if (by.email?.trim()) return accountKey('enduser', `email:${by.email.trim()}`, businessId)
  const phone = phoneValidator.safeParse(by.phone ?? '')
  return accountKey('enduser', `phone:${phone.success ? phone.data : (by.phone ?? '').trim()}`, businessId)
}
