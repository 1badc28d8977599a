// POST /update-order-of-availability-blocks {indexUpdates} (the SDK's availability_blocks.update_order):
// each named block gets its index, all in one transaction, or none when the caller may not update
// one of them (404 as for a block that does not exist).
import type { schedulingRoutes } from '@care/contracts/routes/scheduling'
import { forbidden, notFound } from '@care/contracts/errors'
import { userMayActOn } from '@care/kit/collections/access'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { availabilityBlocks } from '@care/contracts/collections/availability-blocks'
import type { SchedulingDeps } from '../deps.ts'

export const updateOrder = (d: SchedulingDeps): Handler<typeof schedulingRoutes, 'availability_blocks.update-order'> => async (input, ctx) => {
  const session = ctx.session
  if (!session) throw notFound()
  if (session.type !== 'user') throw forbidden()
  const repo = d.repos.availabilityBlocks.systemRepo(session.businessId, { type: session.type, id: session.id })
  const updates = new Map(input.indexUpdates.map((u) => [u.id, Number(u.index)]))
  if (!updates.size) return {}
  await d.db.$transaction(async (tx) => {
    for (const [id, index] of updates) {
      const row = await repo.row(id, { tx, forUpdate: true })
      if (!row || !userMayActOn(session, availabilityBlocks, 'update', row)) throw notFound()
      await repo.update(id, { index }, { tx })
    }
  })
  return {}
}
