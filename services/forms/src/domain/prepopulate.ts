// Prepopulated answers (spec 1 §3 form_fields prepopulateFromFields, prepopulateFromDatabase):
// starting answers a form shows for a patient, offered as draft entries of the response (the form
// engine starts from them) and never stored until the patient saves or submits.
//   prepopulateFromFields: the field's intakeField read from the patient's profile — a profile
//     field (email, phone, fname, dateOfBirth …) or a custom field of `fields`.
//   prepopulateFromDatabase {databaseId, field}: the value labelled `field` in the newest record
//     of that database that names the patient (a value equal to their id, email or externalId).
// Pure functions; the caller loads the patient and the database records.
type Json = Record<string, unknown>

export interface PrepopulatedField {
  id: string
  title?: string
  type?: string
  intakeField?: string
  prepopulateFromFields?: boolean
  prepopulateFromDatabase?: { databaseId?: string; field?: string }
}

const LIST_TYPES = new Set(['multiple_choice', 'Dropdown', 'ranking'])

/** The answer a field of `type` gives for a stored value, or undefined when it cannot hold it. */
export function answerOf(type: string, raw: unknown): { type: string; value: unknown } | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  if (type === 'number' || type === 'rating') {
    const n = typeof raw === 'number' ? raw : Number(raw)
    return Number.isFinite(n) ? { type, value: n } : undefined
  }
  if (LIST_TYPES.has(type)) return { type, value: Array.isArray(raw) ? raw.map(String) : [String(raw)] }
  if (type === 'Address' && raw && typeof raw === 'object') {
    const a = raw as Json
    return {
      type,
      value: {
        addressLineOne: String(a.addressLineOne ?? a.lineOne ?? ''), addressLineTwo: String(a.addressLineTwo ?? a.lineTwo ?? ''),
        city: String(a.city ?? ''), state: String(a.state ?? ''), zipCode: String(a.zipCode ?? ''),
      },
    }
  }
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return { type, value: String(raw) }
  if (Array.isArray(raw)) return { type, value: raw.map(String).join(', ') }
  return undefined
}

/** A patient's value for an intake field name. */
export function profileValue(enduser: Json, intakeField: string): unknown {
  if (intakeField in enduser) return enduser[intakeField]
  const custom = enduser.fields as Json | undefined
  return custom?.[intakeField]
}

/** The value labelled `label` in the newest record that names the patient. */
export function databaseValue(records: readonly Json[], enduser: Json, label: string): unknown {
  const keys = new Set([enduser.id, enduser.email, enduser.externalId].filter((k): k is string => typeof k === 'string' && k !== ''))
  for (const record of records) {
    const values = Array.isArray(record.values) ? (record.values as Json[]) : []
    if (!values.some((v) => typeof v.value === 'string' && keys.has(v.value))) continue
    const hit = values.find((v) => v.label === label)
    if (hit) return hit.value
  }
  return undefined
}

/** A draft answer of a response (contracts' AnswerEntry; a type, not an interface, so it fits that loose record). */
export type PrepopulatedEntry = { fieldId: string; fieldTitle: string; answer: { type: string; value: unknown } }

/** Draft entries for the fields that prepopulate and have no saved answer yet. */
export function prepopulatedEntries(
  fields: readonly PrepopulatedField[], saved: readonly Json[], enduser: Json | undefined, recordsOf: (databaseId: string) => readonly Json[],
): PrepopulatedEntry[] {
  if (!enduser) return []
  const answered = new Set(saved.map((e) => String(e.fieldId)))
  const out: PrepopulatedEntry[] = []
  for (const f of fields) {
    if (answered.has(f.id)) continue
    let raw: unknown
    if (f.prepopulateFromFields && f.intakeField) raw = profileValue(enduser, f.intakeField)
    const db = f.prepopulateFromDatabase
    if (raw === undefined && db?.databaseId && db.field) raw = databaseValue(recordsOf(db.databaseId), enduser, db.field)
    const answer = answerOf(f.type ?? '', raw)
    if (answer) out.push({ fieldId: f.id, fieldTitle: f.title ?? '', answer })
  }
  return out
}
