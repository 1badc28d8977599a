// deleteOne: the record is read and deleted under the caller's scope in one transaction, so a
// record the caller may not touch answers 404 like a missing one, and the deleted event carries
// the record as it was (live subscribers who could read it hear of its deletion, nobody else).
// What depends on it goes in the same transaction (the collection's afterDelete hook).
// Answers nothing (the runtime sends 204).
import { deleteOneInput } from '@care/contracts/routes/generic'
import { notFound } from '@care/contracts/errors'
import { parseOrThrow } from '@care/contracts/values/issues'
import type { OperationContext } from '../runtime/operation.ts'
import { markCommitted } from '../runtime/idempotency.ts'
import { requireObjectId } from '../ids.ts'
import { openScope } from './access.ts'
import type { Engine } from './context.ts'
import { publishDeleted } from './events.ts'
import { writeError } from './uniqueness.ts'

export async function deleteOne(engine: Engine, payload: unknown, ctx: OperationContext): Promise<void> {
  const input = parseOrThrow(deleteOneInput, payload)
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'delete')
  requireObjectId(input.id)
  try {
    await engine.transaction(async (tx) => {
      const delegate = engine.delegate(tx)
      const row = await delegate.findUnique({ where: scope.byId(input.id) })
      if (!row) throw notFound()
      const { count } = await delegate.deleteMany({ where: { id: input.id, businessId: scope.session.businessId } })
      if (!count) throw notFound()
      await engine.hooks.afterDelete?.({ id: input.id, businessId: scope.session.businessId }, tx, scope.ctx)
      await publishDeleted(tx, model, scope, [row])
      // the answer (nothing: 204) commits with the deletion, so a retry does not answer 404
      await markCommitted(tx, { operation: `${engine.collection.name}.deleteOne`, body: undefined })
    })
  } catch (e) {
    throw writeError(model, e)
  }
}
