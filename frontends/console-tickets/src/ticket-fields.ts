// The ticket fields the board shows and edits, and the pure rules around them: names to show,
// priorities, due dates (overdue, today, this week) and what a create or an update sends.
import type { CreateOf, RecordOf, UpdateOf } from '@care/sdk'
import { patientName as namePatient, staffName } from '@care/sdk/helpers'

/** what a person's name is made of (and shown from, when they have none) */
type NameFields = 'fname' | 'lname' | 'displayName' | 'email' | 'phone'
/** the ticket fields the dialog and the panel edit */
type EditedTicketFields = Pick<RecordOf<'tickets'>, 'title' | 'enduserId' | 'owner' | 'dueDateInMS' | 'stage' | 'priority' | 'message'>

export const patientName = (p: Pick<RecordOf<'endusers'>, NameFields> | undefined): string => (p ? namePatient(p, 'Unnamed patient') : '')

export { staffName }

export const isOpen = (t: Pick<RecordOf<'tickets'>, 'closedAt'>) => !t.closedAt
export const hasValue = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null && v !== ''

// Priority is a bare number in the API. The console reads it as support desks do: 1 is the most
// urgent. Numbers outside the three named ones are shown as they are.
export const PRIORITIES = [
  { value: 1, label: 'High' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'Low' },
] as const

export function priorityLabel(priority: number | null | undefined): string {
  if (!hasValue(priority)) return ''
  return PRIORITIES.find((p) => p.value === priority)?.label ?? `Priority ${priority}`
}

const DAY_MS = 24 * 60 * 60 * 1000
export const startOfDay = (now: number) => {
  const d = new Date(now)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

export type DueState = 'overdue' | 'today' | 'week' | 'later' | 'none'

/** Where a due date falls from `now` (local days): past, later today, within 7 days, later. */
export function dueState(t: Pick<RecordOf<'tickets'>, 'dueDateInMS'>, now: number): DueState {
  const due = t.dueDateInMS
  if (!hasValue(due)) return 'none'
  if (due < now) return 'overdue'
  const today = startOfDay(now)
  if (due < today + DAY_MS) return 'today'
  if (due < today + 7 * DAY_MS) return 'week'
  return 'later'
}

/** 'Due Mar 3' (with the year when it is not this year's); the time is not shown. */
export function dueLabel(dueDateInMS: number, now: number): string {
  const d = new Date(dueDateInMS)
  const sameYear = d.getFullYear() === new Date(now).getFullYear()
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })
}

/** A date box's value (yyyy-mm-dd, local) for a due date, and back (end of that local day). */
export function dateInputValue(dueDateInMS: number | null | undefined): string {
  if (!hasValue(dueDateInMS)) return ''
  const d = new Date(dueDateInMS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function dueFromDateInput(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return undefined
  // due by the end of that day: a ticket due today is not overdue until tonight
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999).getTime()
}

/** What the create dialog and the edit panel hold, as text (the form's own values). */
export interface TicketDraft {
  title: string
  enduserId: string
  owner: string
  due: string
  stage: string
  priority: string
  message: string
}

export const emptyDraft = (owner = ''): TicketDraft => ({ title: '', enduserId: '', owner, due: '', stage: '', priority: '', message: '' })

export const draftOf = (t: EditedTicketFields): TicketDraft => ({
  title: t.title ?? '',
  enduserId: t.enduserId ?? '',
  owner: t.owner ?? '',
  due: dateInputValue(t.dueDateInMS),
  stage: t.stage ?? '',
  priority: hasValue(t.priority) ? String(t.priority) : '',
  message: t.message ?? '',
})

export const TITLE_MAX = 250
export const STAGE_MAX = 250
export const MESSAGE_MAX = 5000

/** A create sends the filled-in fields only. */
export function createPayload(draft: TicketDraft): CreateOf<'tickets'> {
  const out: CreateOf<'tickets'> = { title: draft.title.trim() }
  if (draft.enduserId) out.enduserId = draft.enduserId
  if (draft.owner) out.owner = draft.owner
  const due = dueFromDateInput(draft.due)
  if (due !== undefined) out.dueDateInMS = due
  if (draft.stage.trim()) out.stage = draft.stage.trim()
  if (draft.priority) out.priority = Number(draft.priority)
  if (draft.message.trim()) out.message = draft.message.trim()
  return out
}

/** An update sends what changed; a cleared field is unset (null), so the ticket loses it. */
export function updatesOf(t: EditedTicketFields, draft: TicketDraft): UpdateOf<'tickets'> {
  const before = draftOf(t)
  const out: UpdateOf<'tickets'> = {}
  if (draft.title.trim() !== before.title.trim()) out.title = draft.title.trim()
  if (draft.enduserId !== before.enduserId) out.enduserId = draft.enduserId || null
  if (draft.owner !== before.owner) out.owner = draft.owner || null
  if (draft.due !== before.due) out.dueDateInMS = dueFromDateInput(draft.due) ?? null
  if (draft.stage.trim() !== before.stage.trim()) out.stage = draft.stage.trim() || null
  if (draft.priority !== before.priority) out.priority = draft.priority ? Number(draft.priority) : null
  if (draft.message.trim() !== before.message.trim()) out.message = draft.message.trim() || null
  return out
}

const DRAFT_FIELDS = ['title', 'enduserId', 'owner', 'due', 'stage', 'priority', 'message'] as const

/** the same values, blanks around text aside */
export const sameDraft = (a: TicketDraft, b: TicketDraft) => DRAFT_FIELDS.every((f) => a[f].trim() === b[f].trim())

/**
 * Server validation issues by the form's field names (the last part of the path that is one of
 * them: 'updates.title' → title; dueDateInMS → due). Issues about other fields are `other`.
 */
const FIELD_OF: Record<string, keyof TicketDraft> = {
  title: 'title', enduserId: 'enduserId', owner: 'owner', dueDateInMS: 'due', stage: 'stage', priority: 'priority', message: 'message',
}

export function placeError(error: { message: string; validation?: readonly { field: string; message: string }[] }) {
  const byField: Partial<Record<keyof TicketDraft, string>> = {}
  const other: string[] = []
  for (const issue of error.validation ?? []) {
    const name = issue.field.split(/[.[\]]/).filter(Boolean).reverse().map((p) => FIELD_OF[p]).find(Boolean)
    if (name && !byField[name]) byField[name] = issue.message
    else if (!name) other.push(issue.message)
  }
  const formError = !Object.keys(byField).length || other.length ? other.join(' ') || error.message : undefined
  return { byField, formError }
}
