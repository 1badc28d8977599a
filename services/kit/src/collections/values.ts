// Values arrive as JSON or as query-string text ('3', 'true', an ISO date or ms since epoch);
// Prisma wants each column's own type and answers a wrong one with a 500. Convert or refuse with 400.
import { badRequest, fieldErrorMessage } from '@care/contracts/errors'
import { tooManyItemsMessage } from '@care/contracts/values/value-messages'
import type { Column } from './columns.ts'

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/

export const invalidValue = (field: string, message = `Invalid value for '${field}'`) => badRequest(message, [{ field, message }])

/** A list over `max` items, in the SDK's words ('Error parsing field ids: Arrays should not contain more than 1000 elements'). */
export const tooManyItems = (field: string, max: number) => {
  const message = tooManyItemsMessage(max)
  return badRequest(fieldErrorMessage(field, message), [{ field, message }])
}

/** An instant given as a Date, ms since epoch (number or digits) or a date string; undefined when it is none. */
export function parseInstant(value: unknown): Date | undefined {
  let date: Date | undefined
  if (value instanceof Date) date = value
  else if (typeof value === 'number') date = new Date(value)
  else if (typeof value === 'string' && value.trim()) date = NUMERIC.test(value) ? new Date(Number(value)) : new Date(value)
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value)
  return undefined
}

/** One scalar for a column of `column.type` (a list column's element, when it is a list). */
export function toColumnValue(column: Column, value: unknown, field: string = column.name): unknown {
  switch (column.type) {
    case 'String':
      if (typeof value === 'string') return value
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      break
    case 'Int': {
      const n = toNumber(value)
      if (n !== undefined && Number.isInteger(n)) return n
      break
    }
    case 'BigInt': {
      const n = toNumber(value)
      if (n !== undefined && Number.isInteger(n)) return BigInt(n)
      break
    }
    case 'Float':
    case 'Decimal': {
      const n = toNumber(value)
      if (n !== undefined) return n
      break
    }
    case 'Boolean':
      if (typeof value === 'boolean') return value
      if (value === 'true' || value === 'false') return value === 'true'
      break
    case 'DateTime': {
      const date = parseInstant(value)
      if (date) return date
      break
    }
    case 'Json':
      return value
    case 'Bytes':
      break
  }
  throw invalidValue(field)
}

/** A whole value to store: lists element by element, Json as is. */
export function toStoredValue(column: Column, value: unknown, field: string = column.name): unknown {
  if (column.list) {
    if (!Array.isArray(value)) throw invalidValue(field)
    return value.map((v) => toColumnValue(column, v, field))
  }
  return toColumnValue(column, value, field)
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)
