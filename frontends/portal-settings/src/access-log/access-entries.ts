// What the access log says (pure): the care team's entries of user_logs about the patient, newest
// first, each as "{who} {did what}" — 'viewed your profile', 'updated a note' — with repeats of the
// same action on the same record by the same person close together shown once, with a count (a
// chart open for a while reads the same records again and again).

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

// [one record, several of them]
const NOUNS: Record<string, [string, string]> = {
  notes: ['a note', 'your notes'],
  files: ['a file', 'your files'],
  tickets: ['a ticket', 'your tickets'],
  enduser_tasks: ['a task', 'your tasks'],
  care_plans: ['your care plan', 'your care plans'],
  enduser_observations: ['a measurement', 'your measurements'],
  enduser_medications: ['a medication', 'your medications'],
  engagement_events: ['an activity record', 'your activity'],
  enduser_status_updates: ['a care program status', 'your care program statuses'],
  background_errors: ['an error record', 'error records about you'],
  form_responses: ['a form response', 'your form responses'],
  calendar_events: ['an appointment', 'your appointments'],
  chat_rooms: ['a conversation', 'your conversations'],
  chats: ['a message', 'your messages'],
}
const OTHER: [string, string] = ['a record', 'your records']

const VERBS: Record<string, string> = { create: 'added', read: 'viewed', update: 'updated', delete: 'deleted' }
const PROFILE: Record<string, string> = {
  create: 'created your profile',
  read: 'viewed your profile',
  update: 'updated your profile',
  delete: 'deleted your profile',
  list: 'saw your name in the patient list',
}

/** 'viewed your profile', 'updated a note', 'viewed your notes' (a listing), … */
export function describeAction(resource: string | undefined, action: string | undefined): string {
  const a = action ?? 'read'
  if (resource === 'endusers') return PROFILE[a] ?? PROFILE.read
  const [one, many] = NOUNS[resource ?? ''] ?? OTHER
  if (a === 'list') return `viewed ${many}`
  return `${VERBS[a] ?? VERBS.read} ${one}`
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
