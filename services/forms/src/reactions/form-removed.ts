// spec 1 §4: deleting a form deletes its fields and empties formId on its responses (the answers
// stay, with their formTitle). Every row goes through the system repository, so each change is
// published; all of it commits with the event's processed mark.
import { onEvent } from '@care/kit/reactions/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

const PAGE = 500

export const formRemoved = (db: PrismaClient) =>
  onEvent('form-removed', 'evt.forms.deleted', async (event, ctx) => {
    const repos = repositoriesOf(db)
    const actor = event.actor ?? { type: 'system', id: 'forms' }
    const fields = repos.formFields.systemRepo(ctx.businessId, actor)
    const responses = repos.formResponses.systemRepo(ctx.businessId, actor)
    for (const record of event.records) {
      const formId = String(record.id)
      for (let rows = await fields.findRows({ formId }, { take: PAGE, tx: ctx.tx }); rows.length; rows = await fields.findRows({ formId }, { take: PAGE, tx: ctx.tx })) {
        for (const row of rows) await fields.delete(String(row.id), { tx: ctx.tx })
      }
      for (let rows = await responses.findRows({ formId }, { take: PAGE, tx: ctx.tx }); rows.length; rows = await responses.findRows({ formId }, { take: PAGE, tx: ctx.tx })) {
        for (const row of rows) await responses.update(String(row.id), { formId: null }, { tx: ctx.tx })
      }
    }
  })
