// Every identity collection: the organizationIds a caller writes must be organizations of the
// caller's business (the business itself or its sub-organizations). An admin of one clinic cannot
// stamp a record with another clinic's organizations.
// Other services ask for the business's organizations over the bus (organizationsOfBusiness).
import { ApiError } from '@care/contracts/errors'
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { ORGANIZATION_IDS_OF_YOUR_BUSINESS } from '@care/kit/tenancy/organization-ids'
import type { Session } from '@care/contracts/session'
import type { IdentityDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export { ORGANIZATION_IDS_OF_YOUR_BUSINESS }

/** bus-only organizations.of-business: the caller's business and every organization below it */
export const organizationsOfBusiness = (d: { db: IdentityDb }): Handler<typeof identityBusRoutes, 'organizations.of-business'> => async (_input, ctx) => {
  if (!ctx.session) throw new ApiError(401, 'A session is required')
  const rows = await repositoriesOf(d.db).organizations.systemRepo(ctx.session.businessId).findRows({}, { fields: ['id'], orderBy: { id: 'asc' } })
  return { ids: [ctx.session.businessId, ...rows.map((r) => String(r.id))] }
}

async function checkOrganizationIds(db: IdentityDb, session: Session | undefined, ids: unknown): Promise<void> {
  if (!session || !Array.isArray(ids)) return
  const own = new Set([session.businessId, ...session.organizationIds])
  const others = [...new Set(ids.map(String))].filter((id) => !own.has(id))
  if (!others.length) return
  const found = await repositoriesOf(db).organizations.systemRepo(session.businessId).count({ id: { in: others } })
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
