// Every identity collection: the organizationIds a caller writes must be organizations of the
// caller's business (the business itself or its sub-organizations). An admin of one clinic cannot
// stamp a record with another clinic's organizations.
import { ApiError } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { Session } from '@care/contracts/session'
import type { IdentityDb } from '../db.ts'

export const ORGANIZATION_IDS_OF_YOUR_BUSINESS = 'organizationIds must name organizations of your business'

async function checkOrganizationIds(db: IdentityDb, session: Session | undefined, ids: unknown): Promise<void> {
  if (!session || !Array.isArray(ids)) return
  const own = new Set([session.businessId, ...session.organizationIds])
  const others = [...new Set(ids.map(String))].filter((id) => !own.has(id))
  if (!others.length) return
  const found = await db.organization.count({ where: { id: { in: others }, businessId: session.businessId } })
  if (found !== others.length) {
    throw new ApiError(403, ORGANIZATION_IDS_OF_YOUR_BUSINESS, [{ field: 'organizationIds', message: ORGANIZATION_IDS_OF_YOUR_BUSINESS }])
  }
}

/** `hooks` with the organizationIds rule after them, on create and on update. */
export function withTenancy(db: IdentityDb, hooks: CollectionHooks = {}): CollectionHooks {
  return {
    ...hooks,
    async beforeCreate(record, ctx) {
      const result = (await hooks.beforeCreate?.(record, ctx)) ?? record
      await checkOrganizationIds(db, ctx.session, result.organizationIds)
      return result
    },
    async beforeUpdate(existing, updates, ctx) {
      const result = (await hooks.beforeUpdate?.(existing, updates, ctx)) ?? updates
      if ('organizationIds' in result) await checkOrganizationIds(db, ctx.session, result.organizationIds)
      return result
    },
  }
}
