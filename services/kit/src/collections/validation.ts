// Input checks shared by create and update: read-only and unknown fields, then the contract's own
// zod validators (their messages are the spec's). Keys starting with '_' are client flags such as
// `_overrideUnique`, not fields, and are dropped. The first issue becomes the answer's message in the
// SDK's wire format ('Value not provided for required field: X', 'Error parsing field X: <reason>');
// `validation` keeps every issue with its bare text.
import { ApiError, ErrorMessages, issueMessage, requiredFieldMessage, type ValidationIssue } from '@care/contracts/errors'
import { issuesFromZod } from '@care/contracts/values/issues'
import type { CollectionModel } from './model.ts'
import type { ApiRecord } from './types.ts'
import { isPlainObject } from './values.ts'

export const unrecognizedFieldMessage = (field: string) => `Unrecognized field: ${field}`
export const missingFieldMessage = requiredFieldMessage

/** Issues whose text is already the whole answer (required and unknown fields); the rest get their field in front. */
const fail = (issues: ValidationIssue[], wholeMessage = false) => {
  const first = issues[0]!
  return new ApiError(400, wholeMessage ? first.message : issueMessage(first), issues)
}

function fieldsOf(input: unknown, what: string): ApiRecord {
  if (!isPlainObject(input)) throw fail([{ field: what, message: `${what} must be an object` }], true)
  const out: ApiRecord = {}
  for (const [k, v] of Object.entries(input)) if (!k.startsWith('_') && v !== undefined) out[k] = v
  return out
}

/** Read-only fields first (their text is a requirement), then fields the collection does not have. */
function refuseFields(model: CollectionModel, input: ApiRecord, locked: (field: string) => boolean): void {
  const issues: ValidationIssue[] = []
  for (const field of Object.keys(input)) {
    if (locked(field)) issues.push({ field, message: ErrorMessages.readonlyField })
  }
  for (const field of Object.keys(input)) {
    if (!locked(field) && !model.writable.has(field)) issues.push({ field, message: unrecognizedFieldMessage(field) })
  }
  if (issues.length) throw fail(issues, true)
}

/** A create payload → the validated fields (defaults applied, zod transforms applied). */
export function validateCreate(model: CollectionModel, input: unknown): ApiRecord {
  const fields = fieldsOf(input, 'record')
  // the server keeps its counters (a form's numFields): a value sent is not the caller's to set (the SDK sends its example)
  for (const counter of model.counters) delete fields[counter]
  refuseFields(model, fields, (f) => model.readonly.has(f))
  // null on create means "not given"
  for (const [k, v] of Object.entries(fields)) if (v === null) delete fields[k]
  for (const [k, v] of Object.entries(model.defaults)) {
    if (fields[k] === undefined && v !== undefined) fields[k] = structuredClone(v)
  }
  const parsed = model.createSchema.safeParse(fields)
  if (!parsed.success) throw fail(issuesFromZod(parsed.error, fields))
  const out: ApiRecord = {}
  for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) out[k] = v
  return out
}

/** What a required field may not be: absent, null or ''. */
export const notProvided = (value: unknown): boolean => value === undefined || value === null || value === ''

/** Required fields, checked once hooks had their chance to fill them. */
export function checkRequired(model: CollectionModel, record: ApiRecord): void {
  const issues = model.required
    .filter((f) => notProvided(record[f]))
    .map((field) => ({ field, message: missingFieldMessage(field) }))
  if (issues.length) throw fail(issues)
}

/** An update's `updates` → the validated updates; `null` unsets a field (never a required one). */
export function validateUpdate(model: CollectionModel, input: unknown): ApiRecord {
  const updates = fieldsOf(input, 'updates')
  for (const counter of model.counters) delete updates[counter]
  refuseFields(model, updates, (f) => model.readonly.has(f) || model.updatesDisabled.has(f))
  const issues: ValidationIssue[] = []
  const out: ApiRecord = {}
  for (const [field, value] of Object.entries(updates)) {
    if (value === null) {
      if (model.required.includes(field)) issues.push({ field, message: missingFieldMessage(field) })
      else out[field] = null
      continue
    }
    const parsed = model.fieldSchemas.get(field)!.safeParse(value)
    if (parsed.success) {
      if (parsed.data !== undefined) out[field] = parsed.data
    } else {
      issues.push(...issuesFromZod(parsed.error, value, [field]))
    }
  }
  if (issues.length) throw fail(issues)
  return out
}
