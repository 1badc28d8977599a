// Passwords (spec 1 §5). Two rules exist: the server's (reset, register, set) and the stricter one
// the password forms apply while typing. Login only caps the length: an old password that predates
// a rule must still let its owner in.
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { ValueMessages } from './value-messages.ts'

const LOWERCASE = /[a-z]/
const UPPERCASE = /[A-Z]/
const DIGIT = /[0-9]/
const SYMBOL = /[^a-zA-Z0-9]/

/** `abortOnLength`: stop at a length failure (the server answers one message at a time). */
const passwordString = (abortOnLength: boolean) =>
  z
    .string({ error: ValueMessages.notAString })
    .min(LIMITS.passwordMin, { error: ValueMessages.passwordTooShort, abort: abortOnLength })
    // capped like the login rule, or a longer password could be set but never used
    .max(LIMITS.passwordMax, { error: ValueMessages.passwordTooLong, abort: abortOnLength })

/** Server rule: at least 8 characters, a lowercase letter, and an uppercase letter, number or symbol. */
export const passwordValidator = passwordString(true).refine(
  (s) => LOWERCASE.test(s) && (UPPERCASE.test(s) || DIGIT.test(s) || SYMBOL.test(s)),
  { error: ValueMessages.passwordTooWeak },
)

/** Form rule: 8 to 100 characters with a lowercase letter, an uppercase letter, and a number or
 *  special character; every unmet condition is reported. */
export const formPasswordValidator = passwordString(false)
  .refine((s) => LOWERCASE.test(s), { error: ValueMessages.needsLowercase })
  .refine((s) => UPPERCASE.test(s), { error: ValueMessages.needsUppercase })
  .refine((s) => DIGIT.test(s) || SYMBOL.test(s), { error: ValueMessages.needsNumberOrSpecial })

/** Login: any password up to 100 characters; whether it is right is the identity service's answer. */
export const loginPasswordValidator = z
  .string({ error: ValueMessages.notAString })
  .max(LIMITS.passwordMax, { error: ValueMessages.passwordTooLong })
