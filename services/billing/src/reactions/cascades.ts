// A deleted patient takes their purchases, credits and superbills with them (spec 1 §5), each
// delete published through the system repository inside the reaction's transaction: whole or not at all.
import { onEvent } from '@care/kit/reactions/index'
import type { BillingDeps } from '../deps.ts'

const PAGE = 500
const SYSTEM = { type: 'system', id: 'billing' }

export const patientRemoved = (d: BillingDeps) =>
  onEvent('billing-patient-removed', 'evt.endusers.deleted', async (event, { tx, businessId }) => {
    const enduserId = { in: event.records.map((r) => r.id) }
    const purchases = d.repos.purchases.systemRepo(businessId, SYSTEM)
    const credits = d.repos.purchaseCredits.systemRepo(businessId, SYSTEM)
    const superbills = d.repos.superbills.systemRepo(businessId, SYSTEM)
    // page by page: each round deletes what the last read found
    for (let rows = await purchases.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }); rows.length; rows = await purchases.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] })) {
      for (const row of rows) await purchases.delete(row.id, { tx })
    }
    for (let rows = await credits.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }); rows.length; rows = await credits.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] })) {
      for (const row of rows) await credits.delete(row.id, { tx })
    }
    for (let rows = await superbills.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }); rows.length; rows = await superbills.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] })) {
      for (const row of rows) await superbills.delete(row.id, { tx })
    }
  })
