// spec 1 §4: deleting a patient deletes their form responses; a merge (the deleted event's record
// carries `mergedInto`, identity's merge) moves them to the patient that stays. Each row goes
// through the system repository (its event published), in the reaction's transaction: all of a
// patient's responses are handled, and the event marked processed, together or not at all.
import { onEvent } from '@care/kit/reactions/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

const PAGE = 500

export const enduserRemoved = (db: PrismaClient) =>
  onEvent('enduser-removed', 'evt.endusers.deleted', async (event, ctx) => {
    const actor = event.actor ?? { type: 'system', id: 'forms' }
    const repo = repositoriesOf(db).formResponses.systemRepo(ctx.businessId, actor)
    for (const record of event.records) {
      const enduserId = String(record.id)
      const mergedInto = typeof record.mergedInto === 'string' ? record.mergedInto : undefined
      for (;;) {
        const rows = await repo.findRows({ enduserId }, { take: PAGE, tx: ctx.tx })
        if (!rows.length) break
        for (const row of rows) {
          if (mergedInto) await repo.update(String(row.id), { enduserId: mergedInto }, { tx: ctx.tx })
          else await repo.delete(String(row.id), { tx: ctx.tx })
        }
      }
    }
  })
