// Email addresses (spec 1 §5): valid, lower-cased, at most 250 characters; 'Invalid email'.
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { ValueMessages } from './value-messages.ts'

/** The email rule; `missingMessage` replaces 'Invalid email' when the value is absent or blank
 *  (sending to an enduser without an address answers 'Missing email'). */
export const emailRule = (missingMessage: string = ValueMessages.invalidEmail) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : ValueMessages.invalidEmail) })
    // addresses are compared and made unique in lower case, so store them that way
    .trim()
    .toLowerCase()
    .min(1, { error: missingMessage, abort: true })
    .max(LIMITS.email, { error: ValueMessages.invalidEmail, abort: true })
    .regex(z.regexes.email, { error: ValueMessages.invalidEmail })
    .meta({ format: 'email' })

export const emailValidator = emailRule()
