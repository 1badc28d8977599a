// The board's filters as the server's query (ARCHITECTURE §4 generic list: `filter`, `sort`,
// `sortBy`), so a filtered board shows exactly the matching tickets whatever the clinic's volume,
// in board order: `index` ascending, tickets never placed after them (the server puts records
// without the field last), oldest first.
import { NO_STAGE } from './board-order.ts'
import { startOfDay } from './ticket-fields.ts'
import type { DueFilter, TicketFilters } from './ticket-filters.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface TicketsQuery {
  filter: Record<string, unknown>
  sort: 'oldFirst'
  sortBy: 'index'
}

/** Due bounds in ms: Overdue = before now; Due today = this local day; Due this week = today and the next 6 days. */
export function dueBounds(due: DueFilter, now: number): Record<string, number> {
  if (due === 'overdue') return { _lt: now }
  const today = startOfDay(now)
  return { _gte: today, _lt: today + (due === 'today' ? 1 : 7) * DAY_MS }
}

/**
 * `patientIds`: the patients whose name, email or phone hold the patient search (found by the
 * server's endusers search), undefined when there is no patient search.
 */
export function ticketsQuery(f: TicketFilters, c: { me?: string; now: number; patientIds?: readonly string[] }): TicketsQuery {
  const filter: Record<string, unknown> = { closedAt: { _exists: f.status === 'closed' } }
  if (f.owner === 'me') filter.owner = c.me ?? { _in: [] }
  else if (f.owner === 'none') filter.owner = { _exists: false }
  else if (f.owner !== 'any') filter.owner = f.owner
  if (f.stage === NO_STAGE) filter.stage = { _exists: false }
  else if (f.stage !== undefined) filter.stage = f.stage
  if (f.due) filter.dueDateInMS = dueBounds(f.due, c.now)
  if (c.patientIds) filter.enduserId = { _in: [...c.patientIds] }
  return { filter, sort: 'oldFirst', sortBy: 'index' }
}
