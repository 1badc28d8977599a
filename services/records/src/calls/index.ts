// Records' named calls, one handler per route of contracts/src/routes/records.ts.
import type { recordsRoutes } from '@care/contracts/routes/records'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { RecordsRepositories } from '../repositories.ts'
import { closeTicket } from './tickets/close.ts'
import { ticketsReport } from './tickets/report.ts'
import { updateTicketIndexes } from './tickets/update-indexes.ts'
import type { AutomationDeps } from '../journeys/deps.ts'
import { journeyOperations } from '../journeys/calls.ts'

export function recordsOperations(repos: RecordsRepositories, automation: AutomationDeps): RouteOperations<typeof recordsRoutes> {
  const report = ticketsReport(repos)
  return {
    'tickets.update-indexes': updateTicketIndexes(repos),
    'tickets.report': report,
    'tickets.report-by-post': report,
    'tickets.close': closeTicket(repos),
    ...journeyOperations(automation),
  }
}
