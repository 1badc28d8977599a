// POST /tickets/close {ticketId, closedForReason}: closes the ticket now (the tickets hook stamps
// closedBy); a ticket already closed keeps its first closing.
import type { recordsRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { RecordsRepositories } from '../../repositories.ts'

export const closeTicket = (repos: RecordsRepositories): Handler<typeof recordsRoutes, 'tickets.close'> => async (input, ctx) => {
  const repo = repos.tickets.repo(ctx)
  const ticket = await repo.get(input.ticketId)
  if (ticket.closedAt) return { updated: ticket }
  const updated = await repo.update(input.ticketId, { closedAt: new Date().toISOString(), ...(input.closedForReason ? { closedForReason: input.closedForReason } : {}) })
  return { updated }
}
