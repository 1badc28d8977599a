// The Community page setting (spec 2 §2.1, §6), learnt from the identity service's events on
// portal_customizations — created and updated events carry the whole record, deleted ones the
// record as it was: a customization's row in community_closures is removed, then put back while it
// is of page 'Community' with disabled true. Keyed by the customization, so a record that changes
// page or is deleted takes its closure with it. Raw SQL on a table Prisma does not model.
import { onEvent } from '@care/kit/reactions/index'

export const communityPageSettings = () =>
  onEvent('community-page-settings', ['evt.portal_customizations.created', 'evt.portal_customizations.updated', 'evt.portal_customizations.deleted'], async (event, { tx, businessId }) => {
    for (const record of event.records) {
      const customizationId = String(record.id)
      await tx.$executeRawUnsafe('DELETE FROM "community_closures" WHERE "businessId" = $1 AND "customizationId" = $2', businessId, customizationId)
      if (event.op === 'deleted' || record.page !== 'Community' || record.disabled !== true) continue
      await tx.$executeRawUnsafe(
        'INSERT INTO "community_closures" ("businessId", "customizationId") VALUES ($1, $2) ON CONFLICT DO NOTHING',
        businessId, customizationId,
      )
    }
  })
