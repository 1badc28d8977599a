// enduserConditions (and a trigger's enduserCondition) typed as JSON: a MongoDB-style filter on the
// patient, `{ "tags": "vip" }` — an object, at most ENDUSER_CONDITIONS_MAX_CHARACTERS as JSON and
// 10 levels deep, as the contract's validator checks. Pure, so the editor can say what is wrong
// before anything is sent.
import { ENDUSER_CONDITIONS_MAX_CHARACTERS } from '@care/contracts/values/automation'

export const CONDITIONS_MAX_DEPTH = 10

export type ParsedConditions = { ok: true; value?: Record<string, unknown> } | { ok: false; error: string }

const depth = (v: unknown): number => (v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v as object).map(depth)) : 0)

/** '' (or '{}') is no conditions; anything else must be a JSON object the server will take */
export function parseConditions(text: string): ParsedConditions {
  const trimmed = text.trim()
  if (!trimmed) return { ok: true }
  let value: unknown
  try {
    value = JSON.parse(trimmed)
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'Conditions must be a JSON object, like { "tags": "vip" }' }
  if (JSON.stringify(value).length > ENDUSER_CONDITIONS_MAX_CHARACTERS) return { ok: false, error: `Conditions may not exceed ${ENDUSER_CONDITIONS_MAX_CHARACTERS} characters as JSON` }
  if (depth(value) > CONDITIONS_MAX_DEPTH) return { ok: false, error: `Conditions may not be nested more than ${CONDITIONS_MAX_DEPTH} levels deep` }
  return { ok: true, value: Object.keys(value).length ? (value as Record<string, unknown>) : undefined }
}

/** the stored conditions as the editor shows them ('' for none) */
export const conditionsText = (v: unknown) => (v && typeof v === 'object' && Object.keys(v).length ? JSON.stringify(v, null, 2) : '')
