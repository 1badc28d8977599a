// Every service whose collections name patients (records, forms, …): the enduserId a caller writes
// must name a patient of the caller's business — another business's, or nobody, is refused with 400
// naming the field — whatever the collection or call. Identity owns patients, so a service asks it
// over the bus (bus-only endusers.for-form: the patient when they are in that business, else
// nothing — the business's own table, no session, so no audit entry), and remembers the yes answers
// for a while: a patient never moves to another business. System work (reactions: a merge's
// destination) and a patient naming themselves are not asked about.
import { LRUCache } from 'lru-cache'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus } from '../bus/types.ts'
import type { CollectionHooks } from '../collections/index.ts'
import type { OperationContext } from '../runtime/operation.ts'

export const ENDUSER_OF_ANOTHER_BUSINESS = 'enduserId must name a patient of your business'

/** whether `enduserId` is a patient of `businessId` */
export type EnduserInBusiness = (businessId: string, enduserId: string, ctx: OperationContext) => Promise<boolean>

const REMEMBERED = 10_000
const REMEMBER_MS = 10 * 60_000

export function endusersFromIdentity(bus: Bus): EnduserInBusiness {
  const known = new LRUCache<string, true>({ max: REMEMBERED, ttl: REMEMBER_MS })
  return async (businessId, enduserId, ctx) => {
    const key = `${businessId}/${enduserId}`
    if (known.has(key)) return true
    const reply = await bus.request(requestSubject('identity', IDENTITY_INTERNAL.enduserForForm), {
      requestId: ctx.requestId, payload: { businessId, enduserId }, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
    })
    if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
    const found = (reply as { body: { enduser?: unknown } }).body.enduser !== undefined
    if (found) known.set(key, true)
    return found
  }
}

// A service connects its database client to identity when it starts (its service.ts); the
// repositories' hooks, built per client, find it here.
const connected = new WeakMap<object, EnduserInBusiness>()
export const connectIdentity = (db: object, ask: EnduserInBusiness): void => void connected.set(db, ask)

/** Refuses (400, naming the field) an enduserId that is not a patient of the caller's business. */
export async function checkEnduserOfBusiness(db: object, enduserId: unknown, ctx: OperationContext, field = 'enduserId'): Promise<void> {
  const session = ctx.session
  if (!session || typeof enduserId !== 'string' || !enduserId) return
  if (session.type === 'enduser' && enduserId === session.id) return
  const ask = connected.get(db)
  if (!ask) throw new Error('identity is not connected to this database client (connectIdentity in the service definition)')
  if (!(await ask(session.businessId, enduserId, ctx))) throw new ApiError(400, ENDUSER_OF_ANOTHER_BUSINESS, [{ field, message: ENDUSER_OF_ANOTHER_BUSINESS }])
}

/** A collection's hooks, with the check on every create and on an update that moves the record to another patient. */
export function enduserOfBusinessHooks(db: object, hooks: CollectionHooks = {}): CollectionHooks {
  return {
    ...hooks,
    async beforeCreate(record, ctx) {
      // the collection's own rule first (files: created only by their upload)
      const out = (await hooks.beforeCreate?.(record, ctx)) ?? record
      await checkEnduserOfBusiness(db, out.enduserId, ctx)
      return out
    },
    async beforeUpdate(existing, updates, ctx) {
      const out = (await hooks.beforeUpdate?.(existing, updates, ctx)) ?? updates
      if (out.enduserId !== existing.enduserId) await checkEnduserOfBusiness(db, out.enduserId, ctx)
      return out
    },
  }
}
