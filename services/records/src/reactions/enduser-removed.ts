// spec 1 §4: deleting an enduser deletes their tickets, notes, tasks, care plans, observations,
// medications, engagement events, status updates, background errors and files (their bytes follow: file-bytes.ts); a merge (the deleted event's record carries `mergedInto`, see identity's
// calls/enduser-auth/merge.ts) moves them to the patient that stays instead. Every row goes
// through the system repository, so each deletion or move publishes its own event (open consoles
// and portals drop or move the records live). Runs in the reaction's transaction: all of a
// patient's records are handled, and the event marked processed, together or not at all.
import { onEvent, type ReactionContext } from '@care/kit/reactions/index'
import type { SystemRepository } from '@care/kit/repository/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

const PAGE = 500

async function moveOrDelete(repo: SystemRepository, enduserId: string, mergedInto: string | undefined, ctx: ReactionContext, uniqueTitle = false) {
  for (;;) {
    const rows = await repo.findRows({ enduserId }, { take: PAGE, tx: ctx.tx })
    if (!rows.length) return
    for (const row of rows) {
      const id = String(row.id)
      if (!mergedInto) {
        await repo.delete(id, { tx: ctx.tx })
        continue
      }
      // a care plan is unique per patient and title: a moved plan whose title the destination
      // already uses keeps its content under a title that says where it came from
      const clash = uniqueTitle && (await repo.findRow({ enduserId: mergedInto, title: row.title }, { tx: ctx.tx }))
      await repo.update(id, { enduserId: mergedInto, ...(clash ? { title: `${String(row.title)} (merged ${id.slice(-6)})` } : {}) }, { tx: ctx.tx })
    }
  }
}

export const enduserRemoved = (db: PrismaClient) =>
  onEvent('enduser-removed', 'evt.endusers.deleted', async (event, ctx) => {
    const repos = repositoriesOf(db)
    const actor = event.actor ?? { type: 'system', id: 'records' }
    for (const record of event.records) {
      const enduserId = String(record.id)
      const mergedInto = typeof record.mergedInto === 'string' ? record.mergedInto : undefined
      for (const repo of [repos.tickets, repos.notes, repos.enduserTasks, repos.enduserObservations, repos.enduserMedications, repos.engagementEvents, repos.enduserStatusUpdates, repos.backgroundErrors, repos.files]) {
        await moveOrDelete(repo.systemRepo(ctx.businessId, actor), enduserId, mergedInto, ctx)
      }
      await moveOrDelete(repos.carePlans.systemRepo(ctx.businessId, actor), enduserId, mergedInto, ctx, true)
    }
  })
