// lastActive for presence (spec 3 §4): stamped when a session authenticates, at most once a minute
// per principal, off the request's path so authentication stays one indexed read.
import type { SessionType } from '@care/contracts/session'
import type { Logger } from '@care/kit/runtime/logger'
import type { IdentityDb } from '../db.ts'

export const ACTIVITY_WRITE_INTERVAL_MS = 60_000

export interface ActivityTracker {
  seen(type: SessionType, id: string): void
  apiKeyUsed(id: string): void
}

export function createActivityTracker(db: IdentityDb, log: Logger, intervalMs = ACTIVITY_WRITE_INTERVAL_MS): ActivityTracker {
  const lastWrite = new Map<string, number>()
  const due = (key: string) => {
    const now = Date.now()
    if (now - (lastWrite.get(key) ?? 0) < intervalMs) return false
    lastWrite.set(key, now)
    if (lastWrite.size > 100_000) lastWrite.clear()
    return true
  }
  const fail = (err: unknown) => log.warn({ err }, 'could not record activity')
  return {
    seen(type, id) {
      if (!due(id)) return
      const data = { lastActive: new Date() }
      const write = type === 'user' ? db.user.updateMany({ where: { id }, data }) : db.enduser.updateMany({ where: { id }, data })
      write.catch(fail)
    },
    apiKeyUsed(id) {
      if (due(`key:${id}`)) db.apiKey.updateMany({ where: { id }, data: { lastUsedAt: new Date() } }).catch(fail)
    },
  }
}
