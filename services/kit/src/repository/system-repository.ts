// The repository for system work — a service's own named calls, event reactions, scheduled jobs,
// seeds — bound to one business. It trusts the service's code: it may set fields no caller may
// write (read-only ones such as a password hash or a verified flag) and it reads regardless of
// roles. It still keeps tenancy (every query is within `businessId`), stamps base fields, refuses
// unknown fields, maps uniqueness to 409, and writes every change with its event through the
// outbox in the same transaction (hidden fields and secrets never travel).
import { notFound } from '@care/contracts/errors'
import type { SqlExecutor } from '../outbox/types.ts'
import { enqueueEvents } from '../outbox/enqueue.ts'
import { newObjectId } from '../ids.ts'
import { markCommitted } from '../runtime/idempotency.ts'
import type { Engine } from '../collections/context.ts'
import { changedFields, previousFields } from '../collections/events.ts'
import type { CollectionModel } from '../collections/model.ts'
import { rowToRecord, withoutHidden } from '../collections/serialize.ts'
import { toDbData } from '../collections/storage.ts'
import type { ApiRecord, DbRecord, Where } from '../collections/types.ts'
import { writeError } from '../collections/uniqueness.ts'
import type { OperationContext } from '../runtime/operation.ts'
import { checkReferences } from '../tenancy/references.ts'
import type { AccessAction } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import { assertMay, countRows, findRow, findRows, type AssertMayOptions, type FindOptions, type Narrowed } from './reads.ts'

/** Who the events name as the cause: the signed-in principal a named call acts for, or the service. */
export interface Actor {
  type: string
  id: string
}

/** A Prisma interactive-transaction client: pass one to make several writes atomic. */
export type Transaction = SqlExecutor & Record<string, unknown>

export interface WriteOptions {
  /** run inside this transaction (its events commit with it); else a transaction of its own */
  tx?: Transaction
  /**
   * the request whose caller sent the ids this write names (a named call writing what it was
   * given): its declared references are checked as a generic call's are (tenancy/references.ts)
   */
  referencesOf?: OperationContext
}

export interface ReadOptions {
  /** read inside this transaction */
  tx?: Transaction
  /** lock the row for the rest of `tx` (SELECT … FOR UPDATE), so read-modify-write updates queue up */
  forUpdate?: boolean
}

/**
 * `R`: the record as answered, typed from the collection's contract (RowOf, repository/index.ts).
 * `S`: the row as stored, typed from the service's generated client (StoredRowOf: Dates, NULLs,
 * Json values, hidden fields included); narrowed to the `fields` a read names.
 */
export interface SystemRepository<R extends ApiRecord = ApiRecord, S extends DbRecord = DbRecord> {
  /** the record as it may leave the service (no hidden field, secrets redacted), or undefined */
  get(id: string): Promise<R | undefined>
  /** the stored row with every field, hidden ones included: for the service's own checks (password hashes) */
  row(id: string, options?: ReadOptions): Promise<S | undefined>
  /** the newest stored row matching `where` within the business (or the first in `orderBy`'s order) */
  findRow<const F extends keyof S & string = never>(where: Where, options?: Omit<FindOptions<F>, 'take'>): Promise<Narrowed<S, F> | undefined>
  findRows<const F extends keyof S & string = never>(where: Where, options?: FindOptions<F>): Promise<Narrowed<S, F>[]>
  /** how many rows of the business match `where` */
  count(where: Where, options?: Pick<FindOptions, 'tx'>): Promise<number>
  /**
   * For a named call acting for `session`: throws unless the visibility rule lets it do `action`
   * to `row` (404 when it may not read the row, else 403). See reads.ts.
   */
  assertMay(session: Session, action: AccessAction, row: DbRecord, options?: AssertMayOptions): void
  /** the ids, among `ids`, of records of the business (one query): what reference checks ask */
  existingIds(ids: readonly string[]): Promise<string[]>
  create(fields: ApiRecord, options?: WriteOptions & { creator?: string; id?: string }): Promise<R>
  /** many records in one INSERT and one created event (the audit trail's rows); no uniqueness rules apply; a record's `id`, when given, is its planned id */
  createMany(list: ApiRecord[], options?: WriteOptions): Promise<number>
  /** sets `fields` as given (no merge): the service decides the values; `annotate` adds fields to the updated event's record (a merge's `mergedFrom`) */
  update(id: string, fields: ApiRecord, options?: WriteOptions & { annotate?: ApiRecord }): Promise<R>
  /**
   * Read-modify-write: locks the row, hands the stored row (hidden fields included) to `change`,
   * and sets what it answers. Answers the record after the write, or undefined when there is no
   * such record; `change` may throw to refuse, or answer undefined to leave the record as it is.
   */
  modify(id: string, change: (row: S) => ApiRecord | undefined | Promise<ApiRecord | undefined>, options?: WriteOptions): Promise<R | undefined>
  /** answers whether a record was deleted; `annotate` adds fields to the deleted event's record (a merge's `mergedInto`) */
  delete(id: string, options?: WriteOptions & { annotate?: ApiRecord }): Promise<boolean>
}

function known(model: CollectionModel, fields: ApiRecord): ApiRecord {
  for (const f of Object.keys(fields)) {
    if (!model.known.has(f)) throw new Error(`collection ${model.name}: '${f}' is not a field`)
  }
  const { id: _id, businessId: _b, createdAt: _c, ...rest } = fields
  return rest
}

/** What `systemRepository` builds: its finds answer rows as the engine reads them; createRepository types them (StoredRowOf). */
export type UntypedSystemRepository = Omit<SystemRepository, 'findRow' | 'findRows'> & {
  findRow(where: Where, options?: Omit<FindOptions, 'take'>): Promise<DbRecord | undefined>
  findRows(where: Where, options?: FindOptions): Promise<DbRecord[]>
}

export function systemRepository(engine: Engine, businessId: string, actor: Actor): UntypedSystemRepository {
  const event = (op: 'created' | 'updated' | 'deleted', model: CollectionModel) => ({ collection: model.name, op, businessId, actor })
  // a write of a request sent with an Idempotency-Key marks its claim committed in the same transaction
  const marked = async <T>(tx: Transaction, fn: (tx: Transaction) => Promise<T>) => {
    const result = await fn(tx)
    await markCommitted(tx)
    return result
  }
  const inTransaction = <T>(options: WriteOptions | undefined, fn: (tx: Transaction) => Promise<T>) =>
    options?.tx ? marked(options.tx, fn) : engine.transaction((tx: Transaction) => marked(tx, fn))
  const writable = (model: CollectionModel, fields: ApiRecord): ApiRecord => {
    const { creator: _creator, ...data } = known(model, fields)
    return data
  }
  /** writes `data` over `before` and enqueues the event, when anything visible changed */
  const writeUpdate = async (model: CollectionModel, tx: Transaction, before: DbRecord, data: ApiRecord, annotate?: ApiRecord) => {
    const after = await engine.delegate(tx).update({ where: { id: before.id }, data: { ...toDbData(model, data), updatedAt: new Date() } })
    const record = withoutHidden(model, rowToRecord(model, after))
    const was = withoutHidden(model, rowToRecord(model, before))
    const changes = changedFields(was, record)
    if (Object.keys(changes).length) {
      await enqueueEvents(tx, [{ ...event('updated', model), records: [{ ...record, ...annotate }], changes: [{ id: String(before.id), changes }], ...previousFields(model, was, changes) }])
    }
    return after
  }

  return {
    async get(id) {
      const model = await engine.model()
      const row = await engine.delegate().findUnique({ where: { id, businessId } })
      return row ? withoutHidden(model, rowToRecord(model, row)) : undefined
    },
    async row(id, options = {}) {
      if (options.forUpdate) {
        if (!options.tx) throw new Error('row(id, { forUpdate }) needs a transaction')
        await options.tx.$executeRawUnsafe((await engine.model()).lockSql, id)
      }
      return (await engine.delegate(options.tx).findUnique({ where: { id, businessId } })) ?? undefined
    },
    findRow: (where, options) => findRow(engine, businessId, where, options),
    findRows: (where, options) => findRows(engine, businessId, where, options),
    count: (where, options) => countRows(engine, businessId, where, options),
    assertMay: (session, action, row, options) => assertMay(engine, session, action, row, options),
    async existingIds(ids) {
      if (!ids.length) return []
      const rows = await engine.delegate().findMany({ where: { businessId, id: { in: [...ids] } }, select: { id: true } })
      return rows.map((r) => String(r.id))
    },
    async create(fields, options) {
      const model = await engine.model()
      const now = new Date()
      const id = options?.id ?? newObjectId()
      const record: ApiRecord = {
        organizationIds: [businessId], ...known(model, fields), id, businessId,
        creator: options?.creator ?? (fields.creator as string | undefined) ?? actor.id, createdAt: now, updatedAt: now,
      }
      if (options?.referencesOf) await checkReferences(engine.prisma, engine.collection, record, options.referencesOf)
      try {
        const row = await inTransaction(options, async (tx) => {
          const created = await engine.delegate(tx).create({ data: toDbData(model, record) })
          await enqueueEvents(tx, [{ ...event('created', model), records: [withoutHidden(model, rowToRecord(model, created))] }])
          return created
        })
        return withoutHidden(model, rowToRecord(model, row))
      } catch (e) {
        throw writeError(model, e)
      }
    },
    async createMany(list, options) {
      if (!list.length) return 0
      const model = await engine.model()
      const now = new Date()
      const records: ApiRecord[] = list.map((fields) => ({
        organizationIds: [businessId], ...known(model, fields), id: typeof fields.id === 'string' && fields.id ? fields.id : newObjectId(), businessId,
        creator: (fields.creator as string | undefined) ?? actor.id, createdAt: now, updatedAt: now,
      }))
      try {
        await inTransaction(options, async (tx) => {
          const rows = await engine.delegate(tx).createManyAndReturn({ data: records.map((r) => toDbData(model, r)) })
          await enqueueEvents(tx, [{ ...event('created', model), records: rows.map((row) => withoutHidden(model, rowToRecord(model, row))) }])
        })
        return records.length
      } catch (e) {
        throw writeError(model, e)
      }
    },
    async update(id, fields, options) {
      const model = await engine.model()
      const data = writable(model, fields)
      try {
        const row = await inTransaction(options, async (tx) => {
          const before = await engine.delegate(tx).findUnique({ where: { id, businessId } })
          if (!before) throw notFound()
          if (options?.referencesOf) await checkReferences(engine.prisma, engine.collection, data, options.referencesOf, rowToRecord(model, before))
          return writeUpdate(model, tx, before, data, options?.annotate)
        })
        return withoutHidden(model, rowToRecord(model, row))
      } catch (e) {
        throw writeError(model, e)
      }
    },
    async modify(id, change, options) {
      const model = await engine.model()
      try {
        const row = await inTransaction(options, async (tx) => {
          await tx.$executeRawUnsafe(model.lockSql, id)
          const before = await engine.delegate(tx).findUnique({ where: { id, businessId } })
          if (!before) return undefined
          const fields = await change(before)
          return fields ? writeUpdate(model, tx, before, writable(model, fields)) : before
        })
        return row ? withoutHidden(model, rowToRecord(model, row)) : undefined
      } catch (e) {
        throw writeError(model, e)
      }
    },
    async delete(id, options) {
      const model = await engine.model()
      return inTransaction(options, async (tx) => {
        const delegate = engine.delegate(tx)
        const row = await delegate.findUnique({ where: { id, businessId } })
        if (!row) return false
        await delegate.deleteMany({ where: { id, businessId } })
        await enqueueEvents(tx, [{ ...event('deleted', model), records: [{ ...withoutHidden(model, rowToRecord(model, row)), ...options?.annotate }] }])
        return true
      })
    },
  }
}
