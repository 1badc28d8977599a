// The audit trail in words: who did what to which of the patient's records, and from where.
import type { UserLog } from '../records.ts'

const RESOURCES: Record<string, [one: string, many: string]> = {
  endusers: ['the profile', 'profiles'],
  notes: ['a note', 'notes'],
  tickets: ['a ticket', 'tickets'],
  enduser_tasks: ['a task', 'tasks'],
  care_plans: ['a care plan', 'care plans'],
  enduser_observations: ['an observation', 'observations'],
  enduser_medications: ['a medication', 'medications'],
  files: ['a file', 'files'],
  enduser_status_updates: ['a journey status', 'journey statuses'],
  automated_actions: ['an automated journey step', 'automated journey steps'],
  engagement_events: ['an engagement event', 'engagement events'],
  form_responses: ['a form response', 'form responses'],
  managed_content_records: ['a content item', 'content items'],
  managed_content_record_assignments: ['a content assignment', 'content assignments'],
  calendar_events: ['an appointment', 'appointments'],
  chat_rooms: ['a conversation', 'conversations'],
  chats: ['a message', 'messages'],
  emails: ['an email', 'emails'],
  sms_messages: ['a text message', 'text messages'],
  phone_calls: ['a phone call', 'phone calls'],
  purchases: ['a purchase', 'purchases'],
  purchase_credits: ['a credit', 'credits'],
  superbills: ['a superbill', 'superbills'],
  background_errors: ['an error record', 'error records'],
  user_logs: ['the activity', 'activity entries'],
}

const VERBS: Record<NonNullable<UserLog['action']>, string> = { create: 'created', read: 'opened', list: 'viewed', update: 'updated', delete: 'deleted' }

function resourceWords(resource: string): [string, string] {
  const known = RESOURCES[resource]
  if (known) return known
  const plain = resource.replace(/_/g, ' ')
  return [`a record of ${plain}`, plain]
}

/** 'opened the profile', 'viewed the profile in a list', 'viewed 8 observations', 'created a note' */
export function activityText(log: Pick<UserLog, 'action' | 'resource' | 'info'>): string {
  const [one, many] = resourceWords(log.resource ?? '')
  const verb = (log.action && VERBS[log.action]) ?? log.action ?? ''
  const count = typeof log.info?.count === 'number' ? log.info.count : undefined
  if (log.action === 'list') {
    if (count === undefined) return `${verb} ${many}`
    return count === 1 ? `${verb} ${one} in a list` : `${verb} ${count} ${many}`
  }
  return `${verb} ${one}`
}

/** who: the name the log carries, else the staff member's, else what kind of person */
export function actorName(log: Pick<UserLog, 'userName' | 'userType'>, staffName?: string): string {
  return log.userName?.trim() || staffName || (log.userType === 'enduser' ? 'The patient' : 'A staff member')
}

/** 'via the console · 10.0.0.1' */
export function whereFrom(log: Pick<UserLog, 'info'>): string {
  const parts: string[] = []
  if (typeof log.info?.via === 'string' && log.info.via) parts.push(`via ${log.info.via}`)
  if (typeof log.info?.ip === 'string' && log.info.ip) parts.push(`from ${log.info.ip}`)
  return parts.join(' ')
}

export interface ActivityEntry {
  /** the newest log of the run (its id keys the entry) */
  id: string
  log: UserLog
  /** how many logs in a row said the same */
  times: number
  /** the oldest of them */
  since?: string
}

/**
 * Consecutive logs (newest first) of the same person doing the same to the same kind of record
 * (the patients table listing the profile each time it loads) read as one entry with a count;
 * nothing is dropped, and anything in between breaks the run.
 */
export function collapseRepeats(logs: readonly UserLog[]): ActivityEntry[] {
  const entries: ActivityEntry[] = []
  for (const log of logs) {
    const last = entries.at(-1)
    const same = last && last.log.userId === log.userId && last.log.action === log.action && last.log.resource === log.resource &&
      (log.action === 'list' ? last.log.info?.count === log.info?.count : last.log.resourceId === log.resourceId)
    if (last && same) {
      last.times++
      last.since = log.createdAt
    } else entries.push({ id: log.id, log, times: 1 })
  }
  return entries
}
