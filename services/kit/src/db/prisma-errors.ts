// Database failures that are the caller's doing become our ApiError (409, 404, 400); anything else
// stays an unexpected error for the edge to log and answer 500. Errors arrive in three shapes: a
// Prisma known request error (code P…, with the driver adapter's error in meta), the adapter's own
// DriverAdapterError (codes Prisma has no P-code for), or a plain pg error (code = SQLSTATE).
import { ApiError, ErrorMessages, badRequest, conflict, notFound } from '@care/contracts/errors'

export interface UniqueViolation {
  /** the violated columns, e.g. ['businessId', 'title']; empty when the database did not say */
  fields: string[]
  /** the unique index or constraint name, when known */
  constraint?: string
}

/**
 * Form-specific texts for uniqueness violations (spec 1 §5). A record is looked up by constraint
 * name, then by the comma-joined fields, then by each field from the last (per-business
 * constraints lead with businessId, so `{ title: '…' }` matches ['businessId', 'title']).
 */
export type UniquenessMessages = Record<string, string> | ((violation: UniqueViolation) => string | undefined)

export interface MapPrismaErrorOptions {
  uniqueness?: UniquenessMessages
}

interface DatabaseFailure {
  prismaCode?: string
  sqlState?: string
  fields: string[]
  constraint?: string
  column?: string
}

const INVALID_INPUT_PRISMA: Record<string, string> = {
  P2000: 'Value too long',
  P2005: 'Invalid value',
  P2006: 'Invalid value',
  P2007: 'Invalid value',
  P2011: 'Missing required value',
  P2012: 'Missing required value',
  P2019: 'Invalid value',
  P2020: 'Value out of range',
  P2023: 'Invalid value',
  P2033: 'Value out of range',
}

const INVALID_INPUT_SQLSTATE: Record<string, string> = {
  '22001': 'Value too long',
  '22003': 'Value out of range',
  '23502': 'Missing required value',
  '23514': 'Invalid value',
}

/** The ApiError for a database failure the caller caused, or undefined for anything else. */
export function prismaErrorToApiError(e: unknown, options: MapPrismaErrorOptions = {}): ApiError | undefined {
  if (e instanceof ApiError) return e
  const failure = describe(e)
  if (!failure) return undefined
  const { prismaCode, sqlState } = failure

  if (prismaCode === 'P2002' || sqlState === '23505') {
    const violation: UniqueViolation = { fields: failure.fields, ...(failure.constraint ? { constraint: failure.constraint } : {}) }
    return conflict(uniquenessMessage(violation, options.uniqueness) ?? ErrorMessages.uniqueness)
  }
  if (prismaCode === 'P2025' || prismaCode === 'P2001') return notFound()

  const message =
    (prismaCode && INVALID_INPUT_PRISMA[prismaCode]) ||
    (sqlState && INVALID_INPUT_SQLSTATE[sqlState]) ||
    // class 22 is "data exception": malformed numbers, dates, uuids, json …
    (sqlState?.startsWith('22') ? 'Invalid value' : undefined)
  if (!message) return undefined
  return failure.column ? badRequest(message, [{ field: failure.column, message }]) : badRequest(message)
}

/** Throws the ApiError for `e`, or `e` itself when it is not a failure the caller caused. */
export function mapPrismaError(e: unknown, options: MapPrismaErrorOptions = {}): never {
  throw prismaErrorToApiError(e, options) ?? e
}

function uniquenessMessage(v: UniqueViolation, messages: UniquenessMessages | undefined): string | undefined {
  if (!messages) return undefined
  if (typeof messages === 'function') return messages(v)
  const keys = [v.constraint, v.fields.join(','), ...[...v.fields].reverse()]
  for (const key of keys) if (key && Object.hasOwn(messages, key)) return messages[key]
  return undefined
}

type Fields = Record<string, unknown>
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null
/** `o.a.b…` when each step is an object, else undefined. */
const at = (o: unknown, ...path: string[]): unknown => path.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), o)

function describe(err: unknown): DatabaseFailure | undefined {
  if (!isObject(err)) return undefined
  if (typeof err.code === 'string' && /^P\d{4}$/.test(err.code)) {
    const adapter = at(err, 'meta', 'driverAdapterError', 'cause')
    const fromAdapter = isObject(adapter) ? describeAdapterCause(adapter) : { fields: [] }
    const target = at(err, 'meta', 'target')
    return {
      ...fromAdapter,
      prismaCode: err.code,
      // Prisma's own engines report the violated fields or index name as `target`
      fields: fromAdapter.fields.length ? fromAdapter.fields : Array.isArray(target) ? target.map(String) : [],
      ...(fromAdapter.constraint ? {} : typeof target === 'string' ? { constraint: target } : {}),
    }
  }
  if (err.name === 'DriverAdapterError' && isObject(err.cause)) return describeAdapterCause(err.cause)
  // node-postgres DatabaseError
  if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string') {
    return {
      sqlState: err.code,
      fields: keyColumns(err.detail),
      ...(err.constraint ? { constraint: String(err.constraint) } : {}),
      ...(err.column ? { column: String(err.column) } : {}),
    }
  }
  return undefined
}

/** @prisma/adapter-pg's error: `{ kind, originalCode, originalMessage, constraint?: { fields }, column? }` */
function describeAdapterCause(cause: Fields): DatabaseFailure {
  const sqlState = typeof cause.originalCode === 'string' ? cause.originalCode : typeof cause.code === 'string' ? cause.code : undefined
  const message = typeof cause.originalMessage === 'string' ? cause.originalMessage : typeof cause.message === 'string' ? cause.message : ''
  const constraintFields = at(cause, 'constraint', 'fields')
  const fields: string[] = Array.isArray(constraintFields) ? constraintFields.map(unquote) : []
  const index = at(cause, 'constraint', 'index')
  const constraint = typeof index === 'string' ? index : message.match(/constraint "([^"]+)"/)?.[1]
  return {
    ...(sqlState ? { sqlState } : {}),
    fields,
    ...(constraint ? { constraint } : {}),
    ...(typeof cause.column === 'string' ? { column: cause.column } : {}),
  }
}

/** Columns of a pg detail such as `Key ("businessId", title)=(b1, Chair) already exists.` */
function keyColumns(detail: unknown): string[] {
  if (typeof detail !== 'string') return []
  return detail.match(/Key \(([^)]+)\)=/)?.[1]?.split(', ').map(unquote) ?? []
}

const unquote = (s: unknown) => String(s).replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
