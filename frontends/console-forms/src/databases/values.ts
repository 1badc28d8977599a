// Database record values by type (spec 3 §3: Text, Text Long, Number, Multiple Select, Text List,
// Address with lineOne/lineTwo; and the SDK's Email, Phone, Dropdown, Timestamp, Date as text):
// shown as text, edited as text, and read back into the value the server keeps.
import type { DatabaseField, DatabaseValue, DatabaseValueType } from '../records.ts'

export interface AddressValue {
  lineOne?: string
  lineTwo?: string
  addressLineOne?: string
  addressLineTwo?: string
  city?: string
  state?: string
  zipCode?: string
}

export const isListType = (t: DatabaseValueType) => t === 'Multiple Select' || t === 'Text List'

/** A value as text: lists joined with '; ', addresses line by line with commas. */
export function valueText(v: DatabaseValue | undefined): string {
  const value = v?.value
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(String).join('; ')
  if (typeof value === 'object') {
    const a = value as AddressValue
    return [a.lineOne ?? a.addressLineOne, a.lineTwo ?? a.addressLineTwo, a.city, a.state, a.zipCode].filter(Boolean).join(', ')
  }
  return String(value)
}

/** Text as a value of the type: lists and addresses split on ';' (CSV cells keep commas for the
 * file); a Number that is not one stays text, so the server names the problem. */
export function parseValue(type: DatabaseValueType, text: string): unknown {
  const t = text.trim()
  if (!t) return undefined
  if (type === 'Number') return Number.isFinite(Number(t)) ? Number(t) : t
  if (isListType(type)) return t.split(';').map((s) => s.trim()).filter(Boolean)
  if (type === 'Address') {
    const [lineOne, lineTwo, city, state, zipCode] = t.split(';').map((s) => s.trim())
    return Object.fromEntries(Object.entries({ lineOne, lineTwo, city, state, zipCode }).filter(([, x]) => x))
  }
  return t
}

/** The record's values from text per label: empty ones are left out. */
export function valuesOf(fields: readonly DatabaseField[], texts: Record<string, string>): DatabaseValue[] {
  const out: DatabaseValue[] = []
  for (const f of fields) {
    const value = parseValue(f.type, texts[f.label] ?? '')
    if (value !== undefined) out.push({ label: f.label, type: f.type, value })
  }
  return out
}

export const textsOf = (fields: readonly DatabaseField[], values: readonly DatabaseValue[] = []) =>
  Object.fromEntries(fields.map((f) => [f.label, valueTextForEdit(values.find((v) => v.label === f.label))]))

/** like valueText, but an address keeps its five parts in place (';' between) for editing */
function valueTextForEdit(v: DatabaseValue | undefined): string {
  if (v?.type === 'Address' && v.value && typeof v.value === 'object') {
    const a = v.value as AddressValue
    return [a.lineOne ?? a.addressLineOne ?? '', a.lineTwo ?? a.addressLineTwo ?? '', a.city ?? '', a.state ?? '', a.zipCode ?? ''].join('; ').replace(/(; )+$/, '')
  }
  return valueText(v)
}
