// The intake of the booking flow (spec 2 §5): 'First name is required', 'Last name is required',
// 'Must be a valid email' / 'Email is required', 'State is required' only when the page is
// state-limited; an optional phone must be digits ('Enter a valid phone number') and an optional date
// of birth MM-DD-YYYY ('Date must be MM-DD-YYYY'). Whitespace-only counts as empty. Next is disabled
// without an email. The server checks again; its refusal shows under the form.
import { US_STATE_TIME_ZONES } from '@care/sdk/helpers'
import { texts } from '../texts.ts'

export type IntakeKey = 'fname' | 'lname' | 'email' | 'phone' | 'dateOfBirth' | 'state'
export type IntakeValues = Partial<Record<IntakeKey, string>>
export type IntakeErrors = Partial<Record<IntakeKey, string>>

/** §5: state-limited booking only for the supported states (the US states and territories with a known zone). */
export const SUPPORTED_STATES: readonly string[] = Object.keys(US_STATE_TIME_ZONES).sort()

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const blank = (v: string | undefined) => !v?.trim()
const filled = (v: string | undefined): v is string => !blank(v)

export function intakeErrors(values: IntakeValues, { stateRequired }: { stateRequired: boolean }): IntakeErrors {
  const errors: IntakeErrors = {}
  if (blank(values.fname)) errors.fname = texts.fnameRequired
  if (blank(values.lname)) errors.lname = texts.lnameRequired
  if (!filled(values.email)) errors.email = texts.emailRequired
  else if (!EMAIL.test(values.email.trim())) errors.email = texts.emailInvalid
  if (stateRequired && (!filled(values.state) || !SUPPORTED_STATES.includes(values.state.trim().toUpperCase()))) errors.state = texts.stateRequired
  if (filled(values.phone) && !/^\+?\d+$/.test(values.phone.replace(/[\s().-]/g, ''))) errors.phone = texts.phoneInvalid
  if (filled(values.dateOfBirth) && !/^\d{2}-\d{2}-\d{4}$/.test(values.dateOfBirth.trim())) errors.dateOfBirth = texts.dateFormat
  return errors
}

/** §5: Next is disabled without an email. */
export const canSubmitIntake = (values: IntakeValues) => !blank(values.email)

/** What the session call receives: trimmed, empty fields left out. */
export function intakeInput(values: IntakeValues): IntakeValues {
  const out: IntakeValues = {}
  for (const [k, v] of Object.entries(values) as [IntakeKey, string | undefined][]) if (v?.trim()) out[k] = k === 'state' ? v.trim().toUpperCase() : v.trim()
  return out
}
