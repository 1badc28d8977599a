// Rules on what is sent or answered (spec 1 §5): form answers, email and SMS recipients, SMS text,
// webhook secrets and the type-to-confirm box.
import { z } from 'zod'
import { LIMITS, WEBHOOK_SECRET_MIN_EXCLUSIVE } from '../constants.ts'
import { emailRule } from './email.ts'
import { finiteNumber } from './numbers.ts'
import { phoneRule } from './phone.ts'
import { maxLengthString } from './strings.ts'
import { responseTooLongMessage, tooLongMessage, ValueMessages } from './value-messages.ts'

/** A text answer: 1000 characters, or 10000 for long text (stringLong). */
export const formResponseValidator = (max: number = LIMITS.formResponse) =>
  z.string({ error: ValueMessages.notAString }).max(max, { error: responseTooLongMessage(max) })
export const longFormResponseValidator = formResponseValidator(LIMITS.formResponseLong)

/** A number answer, given as a number or numeric text. */
export const numberResponseValidator = finiteNumber(ValueMessages.responseNotANumber)

/** The address an email goes to: absent or blank → 'Missing email'. */
export const recipientEmailValidator = emailRule(ValueMessages.missingEmail)
/** The number an SMS goes to: absent or blank → 'Missing phone'. */
export const recipientPhoneValidator = phoneRule(ValueMessages.missingPhone)

/** An SMS body: not blank, at most 1200 characters. */
export const smsMessageValidator = z
  .string({ error: ValueMessages.blankMessage })
  .refine((s) => s.trim() !== '', { error: ValueMessages.blankMessage, abort: true })
  .max(LIMITS.sms, { error: tooLongMessage(LIMITS.sms) })

/** Webhook deliveries are signed with it, so it must be long enough not to guess (over 15 characters). */
export const webhookSecretValidator = z
  .string({ error: ValueMessages.webhookSecretTooShort })
  .min(WEBHOOK_SECRET_MIN_EXCLUSIVE + 1, { error: ValueMessages.webhookSecretTooShort })
  .max(LIMITS.string, { error: tooLongMessage(LIMITS.string) })

/** The type-the-word-to-confirm input of confirmation dialogs. */
export const confirmationInputValidator = maxLengthString(LIMITS.confirmationInput)
