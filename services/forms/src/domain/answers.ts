// The server's check of submitted answers (spec 3 §5; spec 1 §5 "Form answers"): the server never
// trusts the browser. Per entry: the field must belong to the form, the answer's type must be the
// field's, its value must have that type's shape, the form-level limits apply (1000 / 10000
// characters, numbers), then the per-field rules of contracts/src/forms/validation.ts in the
// spec's order. On submit, every required field on the path the answers take through the form
// (the flow of contracts/src/forms/flow.ts from the root) must be answered. Pure functions.
import type { ValidationIssue } from '@care/contracts/errors'
import { FormsMessages } from '@care/contracts/collections/forms'
import {
  engineField, findRoot, nextFieldId, storedAnswer, validateAnswer, validateResponseLength, type AnswerEntry, type FormField, type StoredAnswerEntry,
} from '@care/contracts/forms/index'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const isStringList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string')
const isObjectList = (v: unknown) => Array.isArray(v) && v.every(isObject)

const TEXT_TYPES = new Set(['string', 'stringLong', 'email', 'phone', 'dateString', 'date', 'Time', 'Stripe', 'Rich Text', 'Hidden Value', 'Redirect', 'Appointment Booking', 'Emotii'])
const LIST_OF_TEXT = new Set(['multiple_choice', 'Dropdown', 'ranking'])
const LIST_OF_OBJECTS = new Set(['Database Select', 'Medications', 'Question Group', 'Related Contacts', 'Allergies', 'Conditions'])
const OBJECTS = new Set(['file', 'signature', 'Address', 'Insurance', 'Height', 'Chargebee'])

const TEXTS_OF_ADDRESS = ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode', 'zipPlusFour']
const isFile = (v: unknown) => isObject(v) && ['name', 'secureName', 'type'].every((k) => v[k] === undefined || typeof v[k] === 'string')

/** What a value of each answer type must look like (an absent value is an unanswered field). */
export function answerShapeError(type: string, value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (TEXT_TYPES.has(type)) return typeof value === 'string' ? null : 'Response must be text'
  if (type === 'number' || type === 'rating') return typeof value === 'number' || value === '' ? null : FormsMessages.notANumber
  if (type === 'description') return value === '' || typeof value === 'string' ? null : 'A description has no answer'
  if (LIST_OF_TEXT.has(type)) return isStringList(value) ? null : 'Response must be a list of text'
  if (LIST_OF_OBJECTS.has(type)) return isObjectList(value) ? null : 'Response must be a list'
  if (type === 'Address') return isObject(value) && TEXTS_OF_ADDRESS.every((k) => value[k] === undefined || typeof value[k] === 'string') ? null : 'Response must be an address'
  if (type === 'file') return isFile(value) ? null : 'Response must be a file'
  if (type === 'files') return Array.isArray(value) && value.every(isFile) ? null : 'Response must be a list of files'
  if (type === 'signature') return isObject(value) && (value.fullName === undefined || typeof value.fullName === 'string') ? null : 'Response must be a signature'
  if (OBJECTS.has(type)) return isObject(value) ? null : 'Response must be an object'
  if (type === 'Table Input') return Array.isArray(value) && value.every(isObjectList) ? null : 'Response must be a list of rows'
  return null
}

/** A stored field as the checks read it: what the contracts' `engineField` makes the engine's field of. */
export type CheckedField = Parameters<typeof engineField>[0]

/**
 * The entries as the engine reads them: each answer typed by its field's type (contracts'
 * `storedAnswer`). An entry that names no field, or answers another type, is none of the engine's
 * (entryIssues refuses it first).
 */
function engineEntries(fields: ReadonlyMap<string, FormField>, entries: readonly StoredAnswerEntry[]): AnswerEntry[] {
  return entries.flatMap((e) => {
    const field = fields.get(e.fieldId)
    const answer = field && storedAnswer(field, e.answer)
    return answer ? [{ ...e, fieldTitle: e.fieldTitle ?? '', answer }] : []
  })
}

/** Problems with answers as entries of this form, whatever the path (drafts and submissions). */
export function entryIssues(fields: readonly CheckedField[], entries: readonly StoredAnswerEntry[], pathOf: (i: number) => string = (i) => `responses.${i}`): ValidationIssue[] {
  const byId = new Map(fields.map((f) => [f.id, engineField(f)]))
  const issues: ValidationIssue[] = []
  entries.forEach((entry, i) => {
    const field = byId.get(entry.fieldId)
    if (!field) return issues.push({ field: `${pathOf(i)}.fieldId`, message: FormsMessages.unknownField })
    const { answer } = entry
    if (answer.type !== field.type) return issues.push({ field: `${pathOf(i)}.answer.type`, message: FormsMessages.typeMismatch(field.type) })
    const shape = answerShapeError(field.type, answer.value)
    if (shape) return issues.push({ field: `${pathOf(i)}.answer.value`, message: shape })
    const length = validateResponseLength(answer)
    if (length) issues.push({ field: `${pathOf(i)}.answer.value`, message: length })
  })
  return issues
}

/** The tree fields the answers lead through, from the root (none when the form has no root). */
export function pathThrough(fields: readonly CheckedField[], entries: readonly StoredAnswerEntry[]): CheckedField[] {
  const engine = fields.map(engineField)
  let root: FormField
  try {
    root = findRoot(engine)
  } catch {
    return []
  }
  const state = { entries: engineEntries(new Map(engine.map((f) => [f.id, f])), entries) }
  const byId = new Map(fields.map((f) => [f.id, f]))
  const path: CheckedField[] = []
  const seen = new Set<string>()
  for (let id: string | undefined = root.id; id && !seen.has(id); id = nextFieldId(engine, state, id)) {
    seen.add(id)
    path.push(byId.get(id)!)
  }
  return path
}

/**
 * Every problem of a submission: entry problems first; then, per field on the answers' path and
 * per answered field, the first rule of spec 3 §5 it breaks. The browser's second entry of a
 * repeated field never reaches the server, so 'Answers must match' is the browser's alone.
 */
export function submissionIssues(fields: readonly CheckedField[], entries: readonly StoredAnswerEntry[]): ValidationIssue[] {
  const issues = entryIssues(fields, entries)
  if (issues.length) return issues
  const engine = new Map(fields.map((f) => [f.id, engineField(f)]))
  const entriesById = new Map(engineEntries(engine, entries).map((e) => [e.fieldId, e]))
  const indexOf = new Map(entries.map((e, i) => [String(e.fieldId), i]))
  const toCheck = new Map<string, CheckedField>()
  for (const f of pathThrough(fields, entries)) toCheck.set(f.id, f)
  for (const e of entries) {
    const f = fields.find((x) => x.id === String(e.fieldId))
    if (f && !f.isInGroup) toCheck.set(f.id, f)
  }
  for (const field of toCheck.values()) {
    const entry = entriesById.get(field.id)
    // an optional question the person skipped has no entry: rule 1 is for questions that need one
    if (field.type === 'description' || (!entry && field.isOptional)) continue
    let message: string | null
    try {
      message = validateAnswer(engine.get(field.id)!, entry, { repeat: entry?.answer.value, fieldsById: engine, entriesById })
    } catch {
      // a value whose inner parts have the wrong kinds (a number where text belongs) breaks the rules' reading of it
      message = 'Response has the wrong shape'
    }
    if (message) {
      const i = indexOf.get(field.id)
      issues.push({ field: i === undefined ? `responses.${field.title ?? field.id}` : `responses.${i}.answer`, message })
    }
  }
  return issues
}
