// availability_blocks' rules beyond its contract: a block of a user names a user of the business
// (entityId, 400 naming it otherwise); a block of the organization names the business or one of its
// organizations (the caller's own).
import { badRequest } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/types'
import { checkReferences } from '@care/kit/tenancy/references'

const ofUser = { name: 'availability_blocks', references: { entityId: 'users' } }
export const ORGANIZATION_ENTITY = 'entityId must name your organization'

export const availabilityBlockHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    // a block missing either is the required check's to refuse, naming the field (it follows the hooks)
    if (record.entity === undefined || record.entityId === undefined) return record
    if (record.entity === 'user') await checkReferences(db, ofUser, record, ctx)
    else if (ctx.session && record.entityId !== ctx.session.businessId && !ctx.session.organizationIds.includes(String(record.entityId))) {
      throw badRequest(ORGANIZATION_ENTITY, [{ field: 'entityId', message: ORGANIZATION_ENTITY }])
    }
    return record
  },
})
