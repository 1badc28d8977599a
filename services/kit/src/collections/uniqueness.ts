// Uniqueness is the database's job (per business: @@unique([businessId, field]); global: @unique);
// a violation answers 409 'Uniqueness Violation' (the SDK compares that text) with `validation`
// naming each conflicting field and the rule's form-specific message, for forms to show under it.
// createSome also checks beforehand, so one duplicate costs only its own item, not the batch.
import { ApiError, ErrorMessages, conflict, type ValidationIssue } from '@care/contracts/errors'
import type { UniqueRule } from '@care/contracts/collections/define'
import { prismaErrorToApiError } from '../db/prisma-errors.ts'
import type { CollectionModel } from './model.ts'
import { toJsonValue } from './serialize.ts'
import type { ModelDelegate } from './types.ts'

export const defaultUniquenessMessage = (fields: readonly string[]) =>
  fields.length ? `A record with this ${fields.join(' and ')} already exists` : ErrorMessages.uniqueness

const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((f) => b.includes(f))

/** The collection's rule for the violated columns (the tenant column aside). */
export function ruleFor(model: CollectionModel, columns: readonly string[]): UniqueRule | undefined {
  const fields = columns.filter((c) => c !== 'businessId')
  return model.unique.find((rule) => sameFields(rule.fields, fields))
}

export function uniquenessMessage(model: CollectionModel, columns: readonly string[]): string {
  const rule = ruleFor(model, columns)
  return rule?.message ?? defaultUniquenessMessage(rule?.fields ?? columns.filter((c) => c !== 'businessId'))
}

/** The 409 for a violation of the rule on `columns`: the SDK's text, each field with the rule's message. */
export function uniquenessError(model: CollectionModel, columns: readonly string[]): ApiError {
  const rule = ruleFor(model, columns)
  const fields = rule?.fields ?? columns.filter((c) => c !== 'businessId')
  const message = uniquenessMessage(model, columns)
  // a rule lists its scope first (['enduserId', 'title']): the field a person typed is the last one
  const field = fields.at(-1)
  const validation: ValidationIssue[] = field ? [{ field, message }] : []
  return conflict(ErrorMessages.uniqueness, validation)
}

/** A failed write → the ApiError the caller caused (409 for uniqueness, 400 for bad values), else `e`. */
export function writeError(model: CollectionModel, e: unknown): unknown {
  let columns: readonly string[] | undefined
  const mapped = prismaErrorToApiError(e, { uniqueness: (v) => ((columns = v.fields), undefined) })
  if (mapped && columns) return uniquenessError(model, columns)
  return mapped ?? e
}

const keyOf = (rule: UniqueRule, data: Record<string, unknown>): string | undefined => {
  const values = rule.fields.map((f) => data[f])
  // NULLs never collide in a unique index
  if (values.some((v) => v === undefined || v === null)) return undefined
  return JSON.stringify(values.map(toJsonValue))
}

/**
 * The items (Prisma data, in batch order) that would violate a rule, with the message for each:
 * against stored records, and against earlier items of the same batch (the first one wins).
 */
export async function findConflicts(
  model: CollectionModel,
  delegate: ModelDelegate,
  businessId: string,
  items: Record<string, unknown>[],
): Promise<Map<number, string>> {
  const stored = new Map<UniqueRule, Set<string>>()
  for (const rule of model.unique) {
    const candidates = items.filter((d) => keyOf(rule, d) !== undefined)
    if (!candidates.length) continue
    const rows = await delegate.findMany({
      where: {
        ...(rule.scope === 'global' ? {} : { businessId }),
        OR: candidates.map((d) => Object.fromEntries(rule.fields.map((f) => [f, d[f]]))),
      },
      select: Object.fromEntries(rule.fields.map((f) => [f, true])),
    })
    stored.set(rule, new Set(rows.map((r) => keyOf(rule, r)!)))
  }

  const conflicts = new Map<number, string>()
  const seen = new Map<UniqueRule, Set<string>>(model.unique.map((r) => [r, new Set<string>()]))
  items.forEach((data, index) => {
    const clash = model.unique.find((rule) => {
      const key = keyOf(rule, data)
      return key !== undefined && (stored.get(rule)?.has(key) || seen.get(rule)!.has(key))
    })
    if (clash) {
      conflicts.set(index, clash.message ?? defaultUniquenessMessage(clash.fields))
      return
    }
    for (const rule of model.unique) {
      const key = keyOf(rule, data)
      if (key !== undefined) seen.get(rule)!.add(key)
    }
  })
  return conflicts
}
