// updateOne `{ id, updates, options: { replaceObjectFields } }`. Merging needs the stored record, so
// the row is locked (SELECT … FOR UPDATE) before it is read: concurrent updates of one record queue
// up instead of one silently overwriting another's append or merge. The ids an update newly names
// in a declared reference are checked after the collection's own rules.
import { updateOneInput } from '@care/contracts/routes/generic'
import { ErrorMessages, forbidden, notFound } from '@care/contracts/errors'
import { parseOrThrow } from '@care/contracts/values/issues'
import type { OperationContext } from '../runtime/operation.ts'
import { markCommitted } from '../runtime/idempotency.ts'
import { requireObjectId } from '../ids.ts'
import { checkEnduserUpdate, openScope } from './access.ts'
import type { Engine } from './context.ts'
import { publishUpdated } from './events.ts'
import { mergeUpdates } from './merge.ts'
import { present, rowToRecord } from './serialize.ts'
import { toDbData } from './storage.ts'
import type { ApiRecord } from './types.ts'
import { writeError } from './uniqueness.ts'
import { validateUpdate } from './validation.ts'
import { checkReferences } from '../tenancy/references.ts'

/** Strictly after the stored stamp, so updatedAt orders a record's versions even within one ms. */
function nextStamp(previous: unknown): Date {
  const prev = previous instanceof Date ? previous.getTime() : 0
  return new Date(Math.max(Date.now(), prev + 1))
}

export async function updateOne(engine: Engine, payload: unknown, ctx: OperationContext): Promise<ApiRecord> {
  const input = parseOrThrow(updateOneInput, payload)
  const model = await engine.model()
  // a collection none of whose own fields may change after create offers no update (the SDK's text)
  if (!model.updatable) throw forbidden(ErrorMessages.actionNotAllowed)
  const scope = await openScope(model, engine.hooks, ctx, 'update')
  requireObjectId(input.id)
  const validated = validateUpdate(model, input.updates)
  checkEnduserUpdate(model, scope, validated)
  const replace = input.options?.replaceObjectFields === true

  try {
    return await engine.transaction(async (tx) => {
      // locking by id alone reveals nothing: visibility is checked by the scoped read below
      await tx.$queryRawUnsafe(model.lockSql, input.id)
      const delegate = engine.delegate(tx)
      const existing = await delegate.findFirst({ where: scope.byId(input.id) })
      if (!existing) throw notFound()
      const before = rowToRecord(model, existing)
      let updates = validated
      if (engine.hooks.beforeUpdate) updates = (await engine.hooks.beforeUpdate(before, { ...validated }, scope.ctx)) ?? updates
      // the ids the update newly names must be records of the business (the kit's tenancy/references.ts)
      await checkReferences(engine.prisma, engine.collection, updates, scope.ctx, before)
      const data = toDbData(model, mergeUpdates(model, before, updates, replace))
      const updated = await delegate.update({ where: { id: input.id }, data: { ...data, updatedAt: nextStamp(existing.updatedAt) } })
      await publishUpdated(tx, model, scope, existing, updated)
      // the answer commits with the change (a retry with the same Idempotency-Key answers it)
      const answer = await present(model, engine.hooks, updated, scope.ctx)
      await markCommitted(tx, { operation: `${engine.collection.name}.updateOne`, body: answer })
      return answer
    })
  } catch (e) {
    throw writeError(model, e)
  }
}
