// createSome `{ create: [...] }` → `{ created, errors }`: every valid item is created, each refused
// one is reported as `{ index, message, validation? }`. Duplicates are found before inserting, and
// the insert skips conflicts (ON CONFLICT DO NOTHING) so a concurrent writer cannot abort the batch.
import { createSomeInput, MAX_PAGE_SIZE } from '@care/contracts/routes/generic'
import { ErrorMessages, isApiError, type ApiError, type ValidationIssue } from '@care/contracts/errors'
import { parseOrThrow } from '@care/contracts/values/issues'
import type { OperationContext } from '../runtime/operation.ts'
import { markCommitted } from '../runtime/idempotency.ts'
import { openScope } from './access.ts'
import type { Engine } from './context.ts'
import { prepareCreate } from './create.ts'
import { publishCreated } from './events.ts'
import { presentAll } from './serialize.ts'
import { toDbData } from './storage.ts'
import type { ApiRecord } from './types.ts'
import { defaultUniquenessMessage, findConflicts, writeError } from './uniqueness.ts'
import { invalidValue } from './values.ts'
import { referencesRefused } from '../tenancy/references.ts'

export interface CreateSomeError {
  index: number
  message: string
  validation?: ValidationIssue[]
}

const itemError = (index: number, e: ApiError): CreateSomeError => ({ index, message: e.message, ...(e.validation ? { validation: e.validation } : {}) })

// a thousand rows with their events take well under a second; the margin is for loaded machines
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 60_000 }

export async function createSome(engine: Engine, payload: unknown, ctx: OperationContext): Promise<{ created: ApiRecord[]; errors: CreateSomeError[] }> {
  const input = parseOrThrow(createSomeInput, payload)
  if (input.create.length > MAX_PAGE_SIZE) throw invalidValue('create', `create must have at most ${MAX_PAGE_SIZE} records`)
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'create')

  const errors: CreateSomeError[] = []
  const valid: { index: number; record: ApiRecord }[] = []
  for (const [index, item] of input.create.entries()) {
    try {
      valid.push({ index, record: await prepareCreate(engine, model, scope, item) })
    } catch (e) {
      // an action the collection does not offer refuses the call, not each item (the SDK expects an error)
      if (!isApiError(e) || e.message === ErrorMessages.actionNotAllowed) throw e
      errors.push(itemError(index, e))
    }
  }
  // the items' id references, all checked at once (one lookup per referenced collection)
  const refused = await referencesRefused(engine.prisma, engine.collection, valid.map((v) => v.record), scope.ctx)
  const prepared: { index: number; data: Record<string, unknown> }[] = []
  for (const [i, { index, record }] of valid.entries()) {
    const refusal = refused[i]
    if (refusal) errors.push(itemError(index, refusal))
    else prepared.push({ index, data: toDbData(model, record) })
  }

  const order = new Map(prepared.map((p) => [String(p.data.id), p.index]))
  try {
    return await engine.transaction(async (tx) => {
      const delegate = engine.delegate(tx)
      const businessId = scope.session.businessId
      const conflicts = await findConflicts(model, delegate, businessId, prepared.map((p) => p.data))
      const insert = prepared.filter((p, i) => {
        const message = conflicts.get(i)
        if (message) errors.push({ index: p.index, message })
        return !message
      })
      const created = insert.length ? await delegate.createManyAndReturn({ data: insert.map((p) => p.data), skipDuplicates: true }) : []
      const createdIds = new Set(created.map((r) => String(r.id)))
      for (const p of insert) {
        if (createdIds.has(String(p.data.id))) continue
        // taken by a concurrent writer between our check and the insert
        const again = await findConflicts(model, delegate, businessId, [p.data])
        errors.push({ index: p.index, message: again.get(0) ?? defaultUniquenessMessage([]) })
      }
      await publishCreated(tx, model, scope, created)
      created.sort((a, b) => order.get(String(a.id))! - order.get(String(b.id))!)
      errors.sort((a, b) => a.index - b.index)
      // the answer commits with the records (a retry with the same Idempotency-Key answers it)
      const answer = { created: await presentAll(model, engine.hooks, created, scope.ctx), errors }
      await markCommitted(tx, { operation: `${engine.collection.name}.createSome`, body: answer })
      return answer
    }, BATCH_TRANSACTION)
  } catch (e) {
    throw writeError(model, e)
  }
}
