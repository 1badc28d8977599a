// The patient (enduser) fields the console edits, and the pure rules around them: names to show,
// what a create or an update sends, and which server message belongs under which field.
import type { RecordOf, UpdateOf } from '@care/sdk'
import { patientName as namePatient, staffName } from '@care/sdk/helpers'

/** what a patient's name is made of (and shown from, when it has none) */
export type PatientNameFields = Pick<RecordOf<'endusers'>, 'fname' | 'lname' | 'displayName' | 'email' | 'phone'>
/** the patient fields the panel edits */
export type EditedPatientFields = Pick<RecordOf<'endusers'>, ContactField | 'tags' | 'assignedTo'>

export const CONTACT_FIELDS = ['fname', 'lname', 'email', 'phone'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactDraft = Record<ContactField, string>

export const FIELD_LABELS: Record<ContactField, string> = { fname: 'First name', lname: 'Last name', email: 'Email', phone: 'Phone' }
// spec 1 §9: names 100, email 250, phone 25
export const FIELD_MAX_LENGTH: Record<ContactField, number> = { fname: 100, lname: 100, email: 250, phone: 25 }

export const emptyDraft = (): ContactDraft => ({ fname: '', lname: '', email: '', phone: '' })

export function draftOf(patient: Pick<RecordOf<'endusers'>, ContactField>): ContactDraft {
  return { fname: patient.fname ?? '', lname: patient.lname ?? '', email: patient.email ?? '', phone: patient.phone ?? '' }
}

export const patientName = (p: PatientNameFields): string => namePatient(p, 'Unnamed patient')

export { staffName }

/** A create sends the trimmed fields that were filled in, nothing else. */
export function createPayload(draft: ContactDraft): Partial<ContactDraft> {
  const out: Partial<ContactDraft> = {}
  for (const f of CONTACT_FIELDS) if (draft[f].trim()) out[f] = draft[f].trim()
  return out
}

export const isBlankDraft = (draft: ContactDraft) => CONTACT_FIELDS.every((f) => !draft[f].trim())

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v, i) => v === b[i])

export interface PatientEdit {
  contact: ContactDraft
  tags: string[]
  assignedTo: string[]
}

export const editOf = (p: EditedPatientFields): PatientEdit => ({ contact: draftOf(p), tags: [...(p.tags ?? [])], assignedTo: [...(p.assignedTo ?? [])] })

/** Only what changed; a cleared field is sent as '' so the server clears it. */
export function updatesOf(p: EditedPatientFields, edit: PatientEdit): UpdateOf<'endusers'> {
  const updates: UpdateOf<'endusers'> = {}
  const before = draftOf(p)
  for (const f of CONTACT_FIELDS) {
    const value = edit.contact[f].trim()
    if (value !== before[f].trim()) updates[f] = value
  }
  if (!sameList(p.tags, edit.tags)) updates.tags = edit.tags
  if (!sameList(p.assignedTo, edit.assignedTo)) updates.assignedTo = edit.assignedTo
  return updates
}

/** Tags as typed: trimmed, blanks and repeats dropped, at most 100 characters each (the server's limit). */
export function normaliseTags(tags: readonly string[]): string[] {
  const out: string[] = []
  for (const t of tags) {
    const tag = t.trim().slice(0, 100)
    if (tag && !out.includes(tag)) out.push(tag)
  }
  return out
}

/**
 * Server validation issues by the console's field names. The server may name a field plainly
 * ('email') or by its path in the call ('updates.email', 'create.0.email'); the last part decides.
 * Issues for fields the form does not show are returned under `other`.
 */
export function fieldErrors(validation: readonly { field: string; message: string }[] | undefined, fields: readonly string[] = [...CONTACT_FIELDS, 'tags', 'assignedTo']) {
  const byField: Record<string, string> = {}
  const other: string[] = []
  for (const issue of validation ?? []) {
    const name = issue.field.split(/[.[\]]/).filter(Boolean).reverse().find((part) => fields.includes(part))
    if (name && !byField[name]) byField[name] = issue.message
    else if (!name) other.push(issue.message)
  }
  return { byField, other }
}

// Uniqueness refusals (409) carry no field; the unique enduser fields the form shows are these.
const UNIQUE_FIELDS: readonly [RegExp, ContactField][] = [[/\bemail\b/i, 'email']]

/** Where a server refusal goes: under its fields, or (when it names none of them) under the button. */
export function placeError(error: { status: number; message: string; validation?: readonly { field: string; message: string }[] }) {
  const { byField, other } = fieldErrors(error.validation)
  if (!error.validation?.length && error.status === 409) {
    const field = UNIQUE_FIELDS.find(([pattern]) => pattern.test(error.message))?.[1]
    if (field) return { byField: { [field]: error.message }, formError: undefined }
  }
  const formError = !Object.keys(byField).length || other.length ? other.join(' ') || error.message : undefined
  return { byField, formError }
}
