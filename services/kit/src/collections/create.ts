// createOne, and the preparation every created record goes through (createSome shares it):
// validation, defaults, the enduser's claim, base fields from the session, then beforeCreate, then
// its id references (the kit's tenancy/references.ts; createSome checks all its items' at once).
import type { OperationContext } from '../runtime/operation.ts'
import { markCommitted } from '../runtime/idempotency.ts'
import { newObjectId } from '../ids.ts'
import { claimForEnduser, openScope, type Scope } from './access.ts'
import type { Engine } from './context.ts'
import { publishCreated } from './events.ts'
import type { CollectionModel } from './model.ts'
import { present } from './serialize.ts'
import { toDbData } from './storage.ts'
import type { ApiRecord } from './types.ts'
import { writeError } from './uniqueness.ts'
import { checkReferences } from '../tenancy/references.ts'
import { checkRequired, validateCreate } from './validation.ts'

/** The complete record to insert, API-shaped; throws the ApiError that refuses it. */
export async function prepareCreate(engine: Engine, model: CollectionModel, scope: Scope, input: unknown, id = newObjectId()): Promise<ApiRecord> {
  const fields = validateCreate(model, input)
  claimForEnduser(model, scope, fields)
  const { session } = scope
  const now = new Date().toISOString()
  let record: ApiRecord = {
    ...fields,
    id,
    businessId: session.businessId,
    creator: session.id,
    organizationIds: fields.organizationIds ?? session.organizationIds,
    createdAt: now,
    updatedAt: now,
  }
  if (engine.hooks.beforeCreate) record = (await engine.hooks.beforeCreate(record, scope.ctx)) ?? record
  // tenancy is not a hook's to change
  record.businessId = session.businessId
  checkRequired(model, record)
  return record
}

export async function createOne(engine: Engine, payload: unknown, ctx: OperationContext): Promise<ApiRecord> {
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'create')
  const record = await prepareCreate(engine, model, scope, payload, ctx.plannedId)
  await checkReferences(engine.prisma, engine.collection, record, scope.ctx)
  const data = toDbData(model, record)
  try {
    return await engine.transaction(async (tx) => {
      const created = await engine.delegate(tx).create({ data })
      await publishCreated(tx, model, scope, [created])
      // the answer commits with the record (a retry with the same Idempotency-Key answers it)
      const answer = await present(model, engine.hooks, created, scope.ctx)
      await markCommitted(tx, { operation: `${engine.collection.name}.createOne`, body: answer })
      return answer
    })
  } catch (e) {
    // a retry (same Idempotency-Key) of a create that committed before its process died: that record
    const made = ctx.plannedId ? await engine.delegate().findFirst({ where: { id: ctx.plannedId, businessId: scope.session.businessId } }) : null
    if (!made) throw writeError(model, e)
    return present(model, engine.hooks, made, scope.ctx)
  }
}
