// Intake answers (spec 1 §3 form_fields intakeField): a submitted answer to a field with an
// intakeField updates that field of the patient (identity writes it: endusers.apply-intake). Text,
// numbers and choices are written as they are; an address gives its parts; other answers (files,
// signatures, tables) are not profile values and are left out.
type Json = Record<string, unknown>

export function intakeUpdates(fields: readonly Json[], entries: readonly Json[]): Json {
  const byId = new Map(fields.map((f) => [String(f.id), f]))
  const out: Json = {}
  for (const e of entries) {
    const field = byId.get(String(e.fieldId))
    const name = typeof field?.intakeField === 'string' ? field.intakeField.trim() : ''
    if (!name) continue
    const value = (e.answer as Json | undefined)?.value
    if (value === undefined || value === null || value === '') continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[name] = value
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[name] = value.join(', ')
    else if (name === 'Address' && typeof value === 'object' && !Array.isArray(value)) {
      const a = value as Json
      for (const k of ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode'] as const) if (typeof a[k] === 'string' && a[k]) out[k] = a[k]
    }
  }
  return out
}
