// What a patient may change on their own record (spec 1 §5, §6; spec 2 §2.14 "Your Profile" and the
// terms gate): their profile fields, the custom fields their organization has marked
// patient-editable, and the terms — signed now, by the server's clock, at the current version.
// Everything else (assignment, tags, journeys, notes, ids, custom types, provenance) is staff's.
import { CURRENT_TERMS_VERSION } from '@care/contracts/routes/enduser-auth'
import { ApiError, ErrorMessages } from '@care/contracts/errors'

export const PATIENT_PROFILE_FIELDS: ReadonlySet<string> = new Set([
  'fname', 'mname', 'lname', 'displayName', 'email', 'phone', 'avatar',
  'addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode', 'timezone', 'language', 'gender', 'dateOfBirth',
  'preference', 'emailConsent', 'phoneConsent',
])

/** A client's clock may be off by this much when it stamps the terms it has just signed. */
export const TERMS_CLOCK_SKEW_MS = 5 * 60 * 1000

export const patientMayNotUpdate = (field: string) => `Endusers cannot update ${field}`
export const TERMS_SIGNED_NOW = 'termsSigned must be the time of signing'
export const TERMS_VERSION_CURRENT = `termsVersion must be '${CURRENT_TERMS_VERSION}'`

const refuse = (field: string, message = patientMayNotUpdate(field)) =>
  new ApiError(403, message, [{ field, message: field.startsWith('terms') ? message : ErrorMessages.readonlyField }])

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Every field a patient may name in an update of their own record (custom fields and terms with their rules). */
const PATIENT_WRITABLE: ReadonlySet<string> = new Set([...PATIENT_PROFILE_FIELDS, 'fields', 'termsSigned', 'termsVersion'])

/**
 * The first field of `updates` a patient may never write, whatever its value (a password hash,
 * passwordIsUnset, organizationIds, anything staff own or the server sets), or undefined. Checked
 * before values are validated, so such an update is a 403 for the field, not a 400 for its value.
 */
export function staffOnlyField(updates: unknown): string | undefined {
  if (!isPlainObject(updates)) return undefined
  return Object.keys(updates).find((field) => !PATIENT_WRITABLE.has(field))
}

/** 403 'Endusers cannot update <field>' */
export const refusePatientField = (field: string) => refuse(field)

/** The custom field keys an organization lets patients edit: `portalSettings.profile.patientEditableFields`. */
export function patientEditableFields(portalSettings: unknown): ReadonlySet<string> {
  const listed = (portalSettings as { profile?: { patientEditableFields?: unknown } } | null)?.profile?.patientEditableFields
  return new Set(Array.isArray(listed) ? listed.filter((f): f is string => typeof f === 'string') : [])
}

/**
 * The updates a patient may make to their own record, as stored (terms stamped with `now`), or a
 * 403 naming the first field they may not change. Custom fields are answered merged over
 * `storedFields`, so neither `null` nor replaceObjectFields can drop the keys staff own.
 */
export function patientUpdates(
  updates: Record<string, unknown>, editable: ReadonlySet<string>, storedFields: unknown = {}, now = new Date(),
): Record<string, unknown> {
  const allowed: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(updates)) {
    if (PATIENT_PROFILE_FIELDS.has(field)) allowed[field] = value
    else if (field === 'fields') {
      if (!isPlainObject(value)) throw refuse('fields')
      const refused = Object.keys(value).find((key) => !editable.has(key))
      if (refused !== undefined) throw refuse(`fields.${refused}`)
      allowed.fields = { ...(isPlainObject(storedFields) ? storedFields : {}), ...value }
    } else if (field === 'termsSigned') {
      const at = typeof value === 'string' ? new Date(value).getTime() : NaN
      if (!Number.isFinite(at) || Math.abs(at - now.getTime()) > TERMS_CLOCK_SKEW_MS) throw refuse('termsSigned', TERMS_SIGNED_NOW)
      allowed.termsSigned = now.toISOString()
      allowed.termsVersion = CURRENT_TERMS_VERSION
    } else if (field === 'termsVersion') {
      if (value !== CURRENT_TERMS_VERSION) throw refuse('termsVersion', TERMS_VERSION_CURRENT)
      // a version alone records nothing: the terms are signed with termsSigned
      if (!('termsSigned' in updates)) throw refuse('termsSigned', TERMS_SIGNED_NOW)
    } else throw refuse(field)
  }
  return allowed
}
