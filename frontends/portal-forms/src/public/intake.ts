// The intake a public form asks for before its questions (spec 2 §2.9, the forms service's
// /session-for-public-form): which of email, phone, date of birth and state it shows and requires,
// the checks the server makes ('Email is required' …), and the public session kept for the tab.
import type { FormRecord } from '@care/form-engine/fill/form-fill.tsx'
import { texts } from '../texts.ts'

export type IntakeKey = 'fname' | 'lname' | 'email' | 'phone' | 'dateOfBirth' | 'state'
export interface IntakeField {
  key: IntakeKey
  required: boolean
}
export type IntakeValues = Partial<Record<IntakeKey, string>>

/** The server's messages for a missing required intake field (in the page's language). */
export const INTAKE_REQUIRED: Partial<Record<IntakeKey, string>> = texts.errors.required

const shown = (setting: FormRecord['intakePhone']) => setting === 'optional' || setting === 'required'

/**
 * The intake fields of a form, in order; none when the form asks for nothing (the visitor goes
 * straight to the questions). Names come with any intake; email shows unless hidden.
 */
export function intakeFieldsOf(form: FormRecord): IntakeField[] {
  const asks = form.intakeEmailRequired === true || shown(form.intakePhone) || shown(form.intakeDateOfBirth) || shown(form.intakeState)
  if (!asks) return []
  const fields: IntakeField[] = [{ key: 'fname', required: false }, { key: 'lname', required: false }]
  if (form.intakeEmailRequired === true || form.intakeEmailHidden !== true) fields.push({ key: 'email', required: form.intakeEmailRequired === true })
  if (shown(form.intakePhone)) fields.push({ key: 'phone', required: form.intakePhone === 'required' })
  if (shown(form.intakeDateOfBirth)) fields.push({ key: 'dateOfBirth', required: form.intakeDateOfBirth === 'required' })
  if (shown(form.intakeState)) fields.push({ key: 'state', required: form.intakeState === 'required' })
  return fields
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The first problem per field, as the server would say it (the server checks again). */
export function intakeErrors(fields: readonly IntakeField[], values: IntakeValues): Partial<Record<IntakeKey, string>> {
  const errors: Partial<Record<IntakeKey, string>> = {}
  for (const f of fields) {
    const v = values[f.key]?.trim() ?? ''
    if (!v) {
      if (f.required) errors[f.key] = INTAKE_REQUIRED[f.key] ?? texts.required(texts[f.key])
      continue
    }
    if (f.key === 'email' && !EMAIL.test(v)) errors.email = texts.errors.invalidEmail
    if (f.key === 'dateOfBirth' && !/^\d{2}-\d{2}-\d{4}$/.test(v)) errors.dateOfBirth = texts.errors.dateOfBirthFormat
  }
  return errors
}

/** The session a public form gave this tab, so a reload resumes the same response and its draft. */
export interface PublicFormSession {
  accessCode: string
  authToken: string
  enduserId: string
}

const key = (formId: string) => `care-public-form:${formId}`

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function readPublicSession(formId: string): PublicFormSession | undefined {
  try {
    const v = JSON.parse(storage()?.getItem(key(formId)) ?? 'null') as PublicFormSession | null
    return v && typeof v.accessCode === 'string' && typeof v.authToken === 'string' && typeof v.enduserId === 'string' ? v : undefined
  } catch {
    return undefined
  }
}

export function keepPublicSession(formId: string, s: PublicFormSession | undefined) {
  try {
    if (s) storage()?.setItem(key(formId), JSON.stringify(s))
    else storage()?.removeItem(key(formId))
  } catch {
    // private mode: a reload starts again
  }
}

/** Only a web address is followed after submit (never javascript: or the like). */
export function safeRedirect(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const u = new URL(url.trim(), window.location.href)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined
  } catch {
    return undefined
  }
}
