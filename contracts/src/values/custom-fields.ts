// An enduser's custom `fields` (spec 1 §5): free keys next to the built-in ones. Keys may not shadow
// a built-in field or start with '_' (reserved for the server), and are at most 256 characters;
// string values are cut to 512 characters rather than refused (imports carry long notes); any
// other object value may take at most 4096 characters as JSON.
import { z } from 'zod'
import { ENDUSER_BUILTIN_FIELD_KEYS, LIMITS } from '../constants.ts'
import { customFieldKeyBuiltinMessage, ValueMessages } from './value-messages.ts'

const BUILTIN_KEYS: ReadonlySet<string> = new Set(ENDUSER_BUILTIN_FIELD_KEYS)
const isBlank = (s: string) => s.trim() === ''

function keyProblem(key: string): string | undefined {
  if (BUILTIN_KEYS.has(key)) return customFieldKeyBuiltinMessage(key)
  if (key.startsWith('_')) return ValueMessages.customFieldKeyUnderscore
  if (key.length > LIMITS.customFieldKey) return ValueMessages.customFieldKeyTooLong
  return undefined
}

const tooLongAsJson = (value: unknown) =>
  typeof value === 'object' && value !== null && JSON.stringify(value).length > LIMITS.customFieldObject

/** Blank keys carry nothing a person could read back, so they are dropped; long strings are cut. */
function tidy(fields: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (isBlank(key)) continue
    kept[key] = typeof value === 'string' ? value.slice(0, LIMITS.customFieldValue) : value
  }
  return kept
}

export const customFieldsValidator = z
  .record(z.string(), z.unknown(), { error: ValueMessages.customFieldsNotObject })
  .superRefine((fields, ctx) => {
    for (const [key, value] of Object.entries(fields)) {
      if (isBlank(key)) continue
      const problem = keyProblem(key)
      // a '_' key is the SDK's refusal of the whole object; the others name their key
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: problem === ValueMessages.customFieldKeyUnderscore ? [] : [key] })
      else if (tooLongAsJson(value)) ctx.addIssue({ code: 'custom', message: ValueMessages.customFieldObjectTooLong, path: [key] })
    }
  })
  .overwrite(tidy)
