// The board's filters (owner, stage, patient, due, open or closed), kept in the URL's query so a
// filtered board can be linked and survives a reload; only values that differ from the defaults
// are written.
import { NO_STAGE, stageOf } from './board-order.ts'
import type { RecordOf } from '@care/sdk'
import { dueState, hasValue, startOfDay } from './ticket-fields.ts'

/** the ticket fields the board's filters read */
export type FilteredTicket = Pick<RecordOf<'tickets'>, 'closedAt' | 'owner' | 'stage' | 'enduserId' | 'dueDateInMS'>

export type OwnerFilter = 'any' | 'me' | 'none' | (string & {})
export type DueFilter = 'overdue' | 'today' | 'week'
export type StatusFilter = 'open' | 'closed'

export interface TicketFilters {
  owner: OwnerFilter
  /** a stage, NO_STAGE ('') for tickets without one; undefined: every stage */
  stage?: string
  patient: string
  due?: DueFilter
  status: StatusFilter
}

export const DEFAULT_FILTERS: TicketFilters = { owner: 'any', patient: '', status: 'open' }

const DUE: readonly DueFilter[] = ['overdue', 'today', 'week']

export function parseFilters(search: string): TicketFilters {
  const q = new URLSearchParams(search)
  const due = q.get('due') as DueFilter | null
  return {
    owner: q.get('owner') || 'any',
    // `stage=` (present, empty) is the no-stage column
    stage: q.has('stage') ? (q.get('stage') ?? '').trim() : undefined,
    patient: q.get('patient') ?? '',
    due: due && DUE.includes(due) ? due : undefined,
    status: q.get('status') === 'closed' ? 'closed' : 'open',
  }
}

/** `search` with the filters' parameters replaced (other parameters kept). */
export function withFilters(search: string, f: TicketFilters): string {
  const q = new URLSearchParams(search)
  for (const k of ['owner', 'stage', 'patient', 'due', 'status']) q.delete(k)
  if (f.owner !== 'any') q.set('owner', f.owner)
  if (f.stage !== undefined) q.set('stage', f.stage)
  if (f.patient.trim()) q.set('patient', f.patient)
  if (f.due) q.set('due', f.due)
  if (f.status !== 'open') q.set('status', f.status)
  const s = q.toString()
  return s ? `?${s}` : ''
}

export const isFiltered = (f: TicketFilters) => f.owner !== 'any' || f.stage !== undefined || Boolean(f.patient.trim()) || Boolean(f.due)

const DAY_MS = 24 * 60 * 60 * 1000

export function matchesDue(t: Pick<FilteredTicket, 'dueDateInMS'>, due: DueFilter | undefined, now: number): boolean {
  if (!due) return true
  if (!hasValue(t.dueDateInMS)) return false
  if (due === 'overdue') return dueState(t, now) === 'overdue'
  const today = startOfDay(now)
  const end = today + (due === 'today' ? 1 : 7) * DAY_MS
  return t.dueDateInMS >= today && t.dueDateInMS < end
}

export interface FilterContext {
  /** the signed-in user's id */
  me?: string
  /** the patient's name, email and phone, as searched */
  patientText: (enduserId: string) => string
  now: number
}

export function matchesFilters(t: FilteredTicket, f: TicketFilters, c: FilterContext): boolean {
  if ((f.status === 'open') !== !t.closedAt) return false
  if (f.owner === 'me' && (!c.me || t.owner !== c.me)) return false
  if (f.owner === 'none' && t.owner) return false
  if (f.owner !== 'any' && f.owner !== 'me' && f.owner !== 'none' && t.owner !== f.owner) return false
  if (f.stage !== undefined && stageOf(t) !== f.stage) return false
  const query = f.patient.trim().toLowerCase()
  if (query && !(t.enduserId && c.patientText(t.enduserId).toLowerCase().includes(query))) return false
  return matchesDue(t, f.due, c.now)
}

export { NO_STAGE }
