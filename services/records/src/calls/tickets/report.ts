// GET|POST /tickets/report: the tickets the caller may read (their access rules apply, through
// their repository), filtered by owner, title(s) and a date range, then counted (report-of.ts).
import type { recordsRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { RecordsRepositories } from '../../repositories.ts'
import { reportTicket, ticketsReportOf, type ReportTicket } from './report-of.ts'

const PAGE = 1000
/** A report reads at most this many tickets; beyond, narrow the range. */
export const REPORT_MAX_TICKETS = 100_000

type Input = Parameters<Handler<typeof recordsRoutes, 'tickets.report'>>[0]

export const ticketsReport = (repos: RecordsRepositories): Handler<typeof recordsRoutes, 'tickets.report'> => async (input: Input, ctx) => {
  const filter: Record<string, unknown> = {}
  if (input.userId) filter.owner = input.userId
  if (input.titles?.length) filter.title = { _in: input.titles }
  else if (input.title) filter.title = input.title
  const field = input.rangeField ?? 'createdAt'
  const bounds: Record<string, unknown> = {}
  const bound = (v: string | undefined) => (field === 'dueDateInMS' ? Date.parse(v!) : v)
  if (input.range?.from) bounds._gte = bound(input.range.from)
  if (input.range?.to) bounds._lte = bound(input.range.to)
  if (Object.keys(bounds).length) filter[field] = bounds

  const repo = repos.tickets.repo(ctx)
  const rows: ReportTicket[] = []
  for (let lastId: string | undefined; rows.length < REPORT_MAX_TICKETS;) {
    const page = await repo.list({ filter, limit: PAGE, ...(lastId ? { lastId } : {}) })
    for (const t of page) rows.push(reportTicket(t))
    if (page.length < PAGE) break
    lastId = String(page.at(-1)!.id)
  }
  return { report: ticketsReportOf(rows, Date.now(), input.groupByOwnerAndTitle === true) }
}
