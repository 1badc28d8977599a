// The chart's forms as data: each tab lists its fields (label, kind, limits) and how a record
// becomes the form's text values and back. Pure, so the rules are tested without a browser.

export type FieldKind = 'text' | 'multiline' | 'number' | 'date' | 'datetime'

export interface FieldSpec {
  /** the key in the form's values; server issues naming it (or ending in it) land under it */
  name: string
  label: string
  kind?: FieldKind
  required?: boolean
  maxLength?: number
  helperText?: string
}

export type FormValues = Record<string, string>

export const REQUIRED = 'Required'

export function emptyValues(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, '']))
}

/** What the browser can say before asking the server: required fields, numbers, lengths. */
export function localErrors(fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim()
    if (f.required && !v) errors[f.name] = REQUIRED
    else if (f.kind === 'number' && v && !Number.isFinite(Number(v))) errors[f.name] = 'Please enter a number'
    else if (f.maxLength && v.length > f.maxLength) errors[f.name] = `Must be no more than ${f.maxLength} characters`
  }
  return errors
}

export const sameValues = (a: FormValues, b: FormValues) => Object.keys({ ...a, ...b }).every((k) => (a[k] ?? '') === (b[k] ?? ''))

/** The changed values only (an edit sends only what the user touched; '' clears a field). */
export function changedValues(before: FormValues, after: FormValues): FormValues {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => v.trim() !== (before[k] ?? '').trim()))
}

export interface ApiRefusal {
  status: number
  message: string
  validation?: readonly { field: string; message: string }[]
}

/**
 * Where a server refusal goes: under the fields it names (plainly, 'updates.title',
 * 'measurement.value' → the last part that is one of the form's fields, or a dotted name the form
 * uses), otherwise under the button. `unique` sends a 409 whose message matches to a field.
 */
export function placeRefusal(error: ApiRefusal, fields: readonly string[], unique: readonly [RegExp, string][] = []) {
  const byField: Record<string, string> = {}
  const other: string[] = []
  for (const issue of error.validation ?? []) {
    const parts = issue.field.split(/[.[\]]/).filter(Boolean)
    const dotted = parts.map((_, i) => parts.slice(i).join('.')).find((p) => fields.includes(p))
    const name = dotted ?? [...parts].reverse().find((p) => fields.includes(p))
    if (name && !byField[name]) byField[name] = issue.message
    else if (!name) other.push(issue.message)
  }
  if (!error.validation?.length && error.status === 409) {
    const field = unique.find(([pattern]) => pattern.test(error.message))?.[1]
    if (field) return { byField: { [field]: error.message }, formError: undefined }
  }
  const formError = !Object.keys(byField).length || other.length ? other.join(' ') || error.message : undefined
  return { byField, formError }
}

/** '' → undefined; anything else trimmed */
export const optional = (v: string | undefined) => {
  const t = (v ?? '').trim()
  return t ? t : undefined
}

/** Changed text fields as updates: trimmed, '' clears the field on the server. */
export function textUpdates(before: FormValues, after: FormValues, keys: readonly string[]): Record<string, string> {
  const updates: Record<string, string> = {}
  for (const k of keys) {
    const v = (after[k] ?? '').trim()
    if (v !== (before[k] ?? '').trim()) updates[k] = v
  }
  return updates
}

/** The fields that have a value, trimmed (a create leaves empty ones out). */
export function textFields(values: FormValues, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, (values[k] ?? '').trim()]).filter(([, v]) => v))
}
