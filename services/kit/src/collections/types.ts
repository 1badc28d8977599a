// Shared shapes of the collection engine. The engine talks to any generated Prisma client through
// the small structural types below, so it needs no generated code of its own.
import type { SqlExecutor } from '../outbox/types.ts'
import type { OperationContext } from '../runtime/operation.ts'

/** A Prisma `where` (kept structural: the engine builds it for whichever model it serves). */
export type Where = Record<string, unknown>
/** A row as Prisma returns it (Dates, nulls, Json values). */
export type DbRecord = Record<string, unknown>
/** A record as the API answers it: plain JSON, ISO dates, NULL columns left out. */
export type ApiRecord = Record<string, unknown>

export type AccessAction = 'create' | 'read' | 'update' | 'delete'

/** The part of a generated model delegate (`prisma.enduser`) the engine uses. */
export interface ModelDelegate {
  findFirst(args: object): Promise<DbRecord | null>
  findUnique(args: object): Promise<DbRecord | null>
  findMany(args: object): Promise<DbRecord[]>
  count(args: object): Promise<number>
  create(args: object): Promise<DbRecord>
  createManyAndReturn(args: object): Promise<DbRecord[]>
  update(args: object): Promise<DbRecord>
  deleteMany(args: object): Promise<{ count: number }>
}

export interface TransactionOptions {
  maxWait?: number
  timeout?: number
}

/**
 * An interactive transaction's client as the engine uses it: raw SQL (row locks, the outbox) and
 * its model delegates, found by name (Engine.delegate).
 */
export type TransactionClient = SqlExecutor & {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>
} & Record<string, unknown>

/** Any generated PrismaClient: interactive transactions and raw SQL are all the engine needs besides its delegate. */
export interface PrismaClientLike {
  $transaction<T>(fn: (tx: TransactionClient) => Promise<T>, options?: TransactionOptions): Promise<T>
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>
}

/** The delegate names of a client (`'enduser'`, `'calendarEvent'` …). */
export type DelegateName<P> = {
  [K in keyof P & string]: K extends `$${string}` | `_${string}` ? never : P[K] extends { findFirst: unknown } ? K : never
}[keyof P & string]

type Awaitable<T> = T | Promise<T>

/**
 * Entity rules a service adds without forking the engine. Each may throw an ApiError to refuse.
 * Records passed to hooks are API-shaped and still carry hidden fields (hooks run inside the service).
 */
export interface CollectionHooks {
  /** the complete record about to be inserted (base fields set); return a replacement to transform it */
  beforeCreate?(record: ApiRecord, ctx: OperationContext): Awaitable<ApiRecord | void>
  /** the stored record and the validated updates; return replacement updates to transform them */
  beforeUpdate?(existing: ApiRecord, updates: ApiRecord, ctx: OperationContext): Awaitable<ApiRecord | void>
  /** every record about to be answered; return a replacement to transform it */
  afterRead?(record: ApiRecord, ctx: OperationContext): Awaitable<ApiRecord | void>
  /**
   * inside the deletion's transaction, after the record is gone: delete or unlink what depends on it,
   * so nobody reads an orphan after the answer (a reaction to the deleted event would come later)
   */
  afterDelete?(deleted: { id: string; businessId: string }, tx: TransactionClient, ctx: OperationContext): Awaitable<void>
  /** a list's filters (getSome's filter and mdbFilter) before it runs: refuse a list narrowed to a parent the caller may not read */
  beforeList?(input: { filter?: unknown; mdbFilter?: unknown }, ctx: OperationContext): Awaitable<void>
  /** an extra `where` for every lookup of this call (reads, and the records updates and deletes may touch) */
  readScope?(ctx: OperationContext, action: AccessAction): Awaitable<Where | undefined | void>
}
