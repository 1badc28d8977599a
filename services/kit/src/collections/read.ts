// getOne, getSome and bulkRead. Records the caller may not see do not exist for them: another
// business's record or one outside their access answers 404, and lists simply leave it out.
import { bulkReadInput, getOneInput, getSomeInput, MAX_PAGE_SIZE } from '@care/contracts/routes/generic'
import { notFound } from '@care/contracts/errors'
import { parseOrThrow } from '@care/contracts/values/issues'
import { ValueMessages } from '@care/contracts/values/value-messages'
import type { OperationContext } from '../runtime/operation.ts'
import { isObjectId, requireObjectId } from '../ids.ts'
import { openScope } from './access.ts'
import type { Engine } from './context.ts'
import { filterConditions, mdbFilterConditions } from './filters.ts'
import { planPage } from './paging.ts'
import { searchConditions } from './search.ts'
import { present, presentAll } from './serialize.ts'
import type { ApiRecord, DbRecord } from './types.ts'
import { invalidValue, tooManyItems } from './values.ts'

/** The SDK's getOne('', mdbFilter) sends an empty filter beside its mdbFilter: no filter. */
const withoutEmptyFilter = (payload: unknown) =>
  payload && typeof payload === 'object' && (payload as Record<string, unknown>).filter === '' ? { ...payload, filter: undefined } : payload

const mdbFilterOf = (input: object) => (input as Record<string, unknown>).mdbFilter

export async function getOne(engine: Engine, payload: unknown, ctx: OperationContext): Promise<ApiRecord> {
  const input = parseOrThrow(getOneInput, withoutEmptyFilter(payload))
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'read')
  const delegate = engine.delegate()
  let row
  if (input.id !== undefined) {
    requireObjectId(input.id)
    if (scope.tenancyOnly) {
      // the hot path: Prisma's client engine compiles every model query in WebAssembly (~0.7 ms
      // of CPU on our machines); a prepared raw statement through the same client skips that
      const rows = await engine.prisma.$queryRawUnsafe<DbRecord[]>(model.byIdSql, input.id, scope.session.businessId)
      row = rows[0] ?? null
      if (row) for (const f of model.listFields) row[f] ??= []
    } else {
      // findUnique on the primary key (plus tenancy and access) is cheaper than findFirst
      row = await delegate.findUnique({ where: scope.byId(input.id) })
    }
  } else {
    const where = scope.where(...filterConditions(model, input.filter, scope.enduser), ...mdbFilterConditions(model, mdbFilterOf(input), scope.enduser))
    row = await delegate.findFirst({ where, orderBy: [{ id: 'desc' }] })
  }
  if (!row) throw notFound()
  return present(model, engine.hooks, row, scope.ctx)
}

export async function getSome(engine: Engine, payload: unknown, ctx: OperationContext): Promise<ApiRecord[]> {
  const input = parseOrThrow(getSomeInput, payload)
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'read')
  await engine.hooks.beforeList?.({ filter: input.filter, mdbFilter: mdbFilterOf(input) }, scope.ctx)
  const delegate = engine.delegate()
  const page = await planPage(model, scope, delegate, input)
  const where = scope.where(
    ...filterConditions(model, input.filter, scope.enduser),
    ...mdbFilterConditions(model, mdbFilterOf(input), scope.enduser),
    ...searchConditions(model, input.search),
    ...page.conditions,
  )
  const rows = await delegate.findMany({ where, orderBy: page.orderBy, take: page.take, ...(page.distinct ? { distinct: page.distinct } : {}) })
  return presentAll(model, engine.hooks, rows, scope.ctx)
}

export async function bulkRead(engine: Engine, payload: unknown, ctx: OperationContext): Promise<{ matches: ApiRecord[] }> {
  const input = parseOrThrow(bulkReadInput, payload)
  if (input.ids.length > MAX_PAGE_SIZE) throw tooManyItems('ids', MAX_PAGE_SIZE)
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'read')
  const ids = [...new Set(input.ids)].filter(isObjectId)
  if (ids.length < new Set(input.ids).size) throw invalidValue('ids', ValueMessages.invalidId)
  if (!ids.length) return { matches: [] }
  const rows = await engine.delegate().findMany({ where: scope.where({ id: { in: ids } }) })
  // answer in the order asked for, which is what a client mapping ids to records expects
  const byId = new Map(rows.map((r) => [String(r.id), r]))
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  return { matches: await presentAll(model, engine.hooks, ordered, scope.ctx) }
}
