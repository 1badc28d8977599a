// What the access log says (pure): the care team's entries of user_logs about the patient, newest
// first, each as "{who} {did what}" — 'viewed your profile', 'updated a note' — with repeats of the
// same action on the same record by the same person close together shown once, with a count (a
// chart open for a while reads the same records again and again). The words are the settings
// catalog's (accessLog.profile, .verbs, .nouns), in the page's language.
import { texts } from '../texts.ts'

export type UserLogAction = 'create' | 'read' | 'list' | 'update' | 'delete'

export interface UserLogLike {
  id: string
  createdAt?: string
  userId?: string
  userType?: 'user' | 'enduser'
  userName?: string
  resource?: string
  resourceId?: string
  action?: UserLogAction | string
}

export interface AccessEntry {
  /** the newest log entry's id */
  id: string
  userId: string
  userName?: string
  /** 'viewed your profile' */
  what: string
  /** the newest time (ms) */
  at: number
  count: number
}

/** Repeats within this long of the newest one are shown as one entry. */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000

const words = texts.accessLog
const own = <T extends object>(o: T, key: string | undefined): key is Extract<keyof T, string> => key !== undefined && Object.hasOwn(o, key)

/** 'viewed your profile', 'updated a note', 'viewed your notes' (a listing), … */
export function describeAction(resource: string | undefined, action: string | undefined): string {
  const a = own(words.verbs, action) ? action : 'read'
  if (resource === 'endusers') return words.profile[a]
  const noun = own(words.nouns, resource) ? words.nouns[resource] : words.nouns.other
  return words.verbs[a](a === 'list' ? noun.many : noun.one)
}

const timeOf = (log: UserLogLike) => {
  const t = Date.parse(log.createdAt ?? '')
  return Number.isNaN(t) ? 0 : t
}

/** The care team's entries, newest first, close repeats folded into one. */
export function accessEntries(logs: readonly UserLogLike[]): AccessEntry[] {
  const sorted = logs.filter((l) => l.userType === 'user' && l.userId).sort((a, b) => timeOf(b) - timeOf(a))
  const entries: AccessEntry[] = []
  let last: { entry: AccessEntry; key: string } | undefined
  for (const log of sorted) {
    const key = [log.userId, log.action, log.resource, log.resourceId].join('|')
    const at = timeOf(log)
    if (last && last.key === key && last.entry.at - at <= REPEAT_WINDOW_MS) {
      last.entry.count++
      continue
    }
    const entry: AccessEntry = { id: log.id, userId: String(log.userId), userName: log.userName, what: describeAction(log.resource, log.action), at, count: 1 }
    entries.push(entry)
    last = { entry, key }
  }
  return entries
}
