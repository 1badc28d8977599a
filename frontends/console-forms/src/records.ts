// The records this area reads and writes (forms, form_fields, form_responses, databases,
// database_records) as the screens see them, and small helpers about them.
import type { CareRecord, CreateOf, Enduser, Form, RecordOf } from '@care/sdk'
import type { AnswerEntry, FormField, FormFieldOptions, FormFieldType, PreviousFormField } from '@care/contracts/forms/index'

export type { Form }

export interface FieldRecord extends CareRecord {
  formId: string
  title: string
  type: FormFieldType
  description?: string
  isOptional?: boolean
  isInGroup?: boolean
  options?: FormFieldOptions & { subFields?: { id: string }[] }
  previousFields?: PreviousFormField[]
  flowchartUI?: { x?: number; y?: number }
  sharedWithEnduser?: boolean
  htmlDescription?: string
  /** the patient field an answer writes on submit (and prepopulates from) */
  intakeField?: string | null
  prepopulateFromFields?: boolean
  prepopulateFromDatabase?: { databaseId?: string; field?: string; overwrite?: boolean } | null
  calloutConditions?: { comparison?: 'Equals'; value: string }[]
}

export interface FormResponse extends CareRecord {
  formId?: string
  enduserId?: string
  formTitle?: string
  submittedAt?: string
  openedAt?: string
  draftSavedAt?: string
  submittedBy?: string
  accessCode?: string
  isInternalNote?: boolean
  sharedVia?: string
  responses?: AnswerEntry[]
}

export type Patient = Enduser

export interface DatabaseField {
  type: DatabaseValueType
  label: string
  required?: boolean
}
export interface Database extends CareRecord {
  title: string
  fields: DatabaseField[]
  numRecords?: number
}
export type DatabaseValueType = DatabaseValue['type']
/** One value of a database record, as the database_records contract accepts it. */
export type DatabaseValue = NonNullable<CreateOf<'database_records'>['values']>[number]
/** A record of a database, as the database_records contract answers it. */
export type DatabaseRecord = RecordOf<'database_records'>

/** A stored field as the engine reads it (previousFields always a list). */
export const engineField = (f: FieldRecord): FormField => ({ ...f, previousFields: f.previousFields ?? [] }) as FormField

export const patientName = (p?: Patient) => [p?.fname, p?.lname].filter(Boolean).join(' ') || p?.email || p?.phone || ''

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
