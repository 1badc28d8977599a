// Every collection of every service: the organizationIds a caller writes must be organizations of the
// caller's business (the business itself or an organization below it). An admin of one clinic cannot
// stamp a record with another clinic's organizations. Identity owns organizations and checks against
// its own table (services/identity/src/collections/tenancy.ts); every other service asks identity
// for the business's organizations (bus-only `organizations.of-business`) and asks again only when a
// caller writes an id it has not seen yet (a sub-organization made a moment ago).
import { ApiError } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { CollectionOperations } from '../collections/engine.ts'
import type { OperationContext } from '../runtime/operation.ts'

export const ORGANIZATION_IDS_OF_YOUR_BUSINESS = 'organizationIds must name organizations of your business'

/** the ids of the session's business's organizations, the business's own included */
export type OrganizationsOfBusiness = (session: Session, ctx: OperationContext) => Promise<readonly string[]>

/** how many businesses' organization lists one service process remembers */
const REMEMBERED_BUSINESSES = 1000

const refused = () => new ApiError(403, ORGANIZATION_IDS_OF_YOUR_BUSINESS, [{ field: 'organizationIds', message: ORGANIZATION_IDS_OF_YOUR_BUSINESS }])

/** the organizationIds lists a generic call's payload writes (malformed ones are left to validation) */
function written(call: 'createOne' | 'createSome' | 'updateOne', payload: unknown): string[] {
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
  const p = (payload ?? {}) as Record<string, unknown>
  if (call === 'createOne') return ids(p.organizationIds)
  if (call === 'updateOne') return ids((p.updates as Record<string, unknown> | undefined)?.organizationIds)
  return Array.isArray(p.create) ? p.create.flatMap((item) => ids((item as Record<string, unknown> | null)?.organizationIds)) : []
}

export function organizationIdsGuard(organizationsOf: OrganizationsOfBusiness) {
  const known = new Map<string, Set<string>>()
  const remember = (businessId: string, ids: readonly string[]) => {
    known.delete(businessId)
    if (known.size >= REMEMBERED_BUSINESSES) known.delete(known.keys().next().value as string)
    known.set(businessId, new Set(ids))
  }

  async function check(ids: string[], ctx: OperationContext) {
    const session = ctx.session
    if (!session || !ids.length) return
    const own = new Set([session.businessId, ...session.organizationIds])
    const others = [...new Set(ids)].filter((id) => !own.has(id))
    if (!others.length) return
    const isKnown = () => others.every((id) => known.get(session.businessId)?.has(id))
    if (isKnown()) return
    remember(session.businessId, await organizationsOf(session, ctx))
    if (!isKnown()) throw refused()
  }

  /** the collection's calls, with the check before each write that names organizationIds */
  return (ops: CollectionOperations): CollectionOperations => ({
    ...ops,
    createOne: async (payload, ctx) => (await check(written('createOne', payload), ctx), ops.createOne(payload, ctx)),
    createSome: async (payload, ctx) => (await check(written('createSome', payload), ctx), ops.createSome(payload, ctx)),
    updateOne: async (payload, ctx) => (await check(written('updateOne', payload), ctx), ops.updateOne(payload, ctx)),
  })
}
