// lastActive for presence (spec 3 §4): stamped when a session authenticates, at most once a minute
// per principal, off the request's path so authentication stays one indexed read. The stamp is a
// write like any other: through the repository, with its event (the console shows who is online).
import type { SessionType } from '@care/contracts/session'
import type { Logger } from '@care/kit/runtime/logger'
import type { IdentityDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export const ACTIVITY_WRITE_INTERVAL_MS = 60_000

export interface ActivityTracker {
  seen(type: SessionType, id: string, businessId: string): void
  apiKeyUsed(id: string, businessId: string): void
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
  const repos = repositoriesOf(db)
  // a principal deleted meanwhile (404) has no presence left to record
  const fail = (err: unknown) => {
    if ((err as { status?: number }).status !== 404) log.warn({ err }, 'could not record activity')
  }
  return {
    seen(type, id, businessId) {
      if (!due(id)) return
      const repo = (type === 'user' ? repos.users : repos.endusers).systemRepo(businessId, { type, id })
      repo.update(id, { lastActive: new Date().toISOString() }).catch(fail)
    },
    apiKeyUsed(id, businessId) {
      if (!due(`key:${id}`)) return
      repos.apiKeys.systemRepo(businessId, { type: 'system', id: 'identity' }).update(id, { lastUsedAt: new Date().toISOString() }).catch(fail)
    },
  }
}
