// Phone numbers (spec 1 §5): digits and '+' only, at least 10 digits, a 10-digit number gets the
// '+1' prefix; at most 25 characters. Stored in E.164 form so lookups by number match.
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { ValueMessages } from './value-messages.ts'

/** Formatting people type around digits: spaces, dashes, dots and parentheses. */
const FORMATTING = /[\s().-]/g
const DIGITS_AND_PLUS = /^\+?\d+$/
/** E.164: a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{9,14}$/

/** '(555) 123-4567' → '+15551234567'; '447911123456' → '+447911123456'. Does not validate. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(FORMATTING, '')
  if (compact.startsWith('+')) return compact
  // a bare 10-digit number is a US/Canada number; a longer one already carries its country code
  return compact.length === LIMITS.phoneMinDigits ? `+1${compact}` : `+${compact}`
}

const digitCount = (s: string) => s.replace(/\D/g, '').length

/** The phone rule; `missingMessage` replaces 'Invalid phone number' when the value is absent or
 *  blank (texting an enduser without a number answers 'Missing phone'). */
export const phoneRule = (missingMessage: string = ValueMessages.invalidPhone) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : ValueMessages.invalidPhone) })
    .overwrite((s) => s.replace(FORMATTING, ''))
    .min(1, { error: missingMessage, abort: true })
    .refine((s) => DIGITS_AND_PLUS.test(s), { error: ValueMessages.invalidPhone, abort: true })
    .refine((s) => digitCount(s) >= LIMITS.phoneMinDigits, { error: ValueMessages.phoneTooShort, abort: true })
    .overwrite(normalizePhone)
    .max(LIMITS.phone, { error: ValueMessages.invalidPhone, abort: true })
    .refine((s) => E164.test(s), { error: ValueMessages.invalidPhone })

export const phoneValidator = phoneRule()
