// The records this area reads and writes (forms, form_fields, form_responses, databases,
// database_records) as the screens see them, and small helpers about them.
import type { CreateOf, Enduser, Form, RecordOf } from '@care/sdk'
import { engineField, type FormField } from '@care/contracts/forms/index'

export type { Form }

/**
 * A form_fields record as the builder reads it: the SDK's record with formId, title, type and
 * previousFields always there, as the engine reads it (`builderField` fills them in).
 */
export type FieldRecord = RecordOf<'form_fields'> & Pick<FormField, 'formId' | 'title' | 'type' | 'previousFields'>
/** A stored field as the builder reads it: a field saved without a type is short text, without previousFields in no flow. */
export const builderField = (record: RecordOf<'form_fields'>): FieldRecord => ({ ...record, ...engineField(record) })

/** A form_responses record as the API answers it. */
export type FormResponse = RecordOf<'form_responses'>

export type Patient = Enduser

/** A databases record as the API answers it, and one of its fields. */
export type Database = RecordOf<'databases'>
export type DatabaseField = NonNullable<Database['fields']>[number]
export type DatabaseValueType = DatabaseValue['type']
/** One value of a database record, as the database_records contract accepts it. */
export type DatabaseValue = NonNullable<CreateOf<'database_records'>['values']>[number]
/** A record of a database, as the database_records contract answers it. */
export type DatabaseRecord = RecordOf<'database_records'>

export { patientName } from '@care/sdk/helpers'

/** 'Submitted', 'Opened', 'Draft saved' or 'Not started' */
export function responseStatus(r: FormResponse): string {
  if (r.submittedAt) return 'Submitted'
  if (r.draftSavedAt) return 'Draft saved'
  if (r.openedAt) return 'Opened'
  return 'Not started'
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
export const formatDateTime = (iso?: string) => (iso ? dateTime.format(new Date(iso)) : '')
export const formatDate = (iso?: string) => (iso ? date.format(new Date(iso)) : '')

/** JSON with object keys sorted: stored JSON (PostgreSQL jsonb) comes back with its keys reordered */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  )
}
