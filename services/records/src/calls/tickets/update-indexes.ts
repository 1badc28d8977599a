// PATCH /tickets/update-indexes {updates: [{id, index}]}: the board's order after a drag. Each
// ticket is updated through the caller's repository (their update access applies; an event per
// ticket keeps other open boards in step), all or nothing is not promised: the first refusal
// stops and answers its error, the tickets before it keep their new index.
import type { recordsRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { RecordsRepositories } from '../../repositories.ts'

export const updateTicketIndexes = (repos: RecordsRepositories): Handler<typeof recordsRoutes, 'tickets.update-indexes'> => async (input, ctx) => {
  const repo = repos.tickets.repo(ctx)
  for (const u of input.updates) await repo.update(u.id, { index: u.index })
  return {}
}
