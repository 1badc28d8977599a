// Every message the value rules produce (spec 1 §5). Quoted texts are the spec's and are
// requirements (including its 'must included' typo); the rest fill gaps where the spec gives none.
// Services that check the same conditions by hand use these constants, never retyped strings.
import { answeredWhole } from '../errors.ts'

export const ValueMessages = {
  // the spec's texts
  invalidEmail: 'Invalid email',
  phoneTooShort: 'Phone number must be at least 10 digits',
  invalidPhone: 'Invalid phone number',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooWeak: 'Password must included 1 uppercase letter, 1 number, or 1 symbol',
  needsLowercase: 'Must contain a lowercase letter',
  needsUppercase: 'Must contain an uppercase letter',
  needsNumberOrSpecial: 'Must contain a number or special character',
  invalidId: 'Invalid id',
  invalidNumber: 'Not a valid number',
  journeyStateNameTooLong: 'Journey state names may not exceed 75 characters',
  defaultStateNotInStates: 'defaultState does not exist in states',
  responseNotANumber: 'Response must be a number',
  missingEmail: 'Missing email',
  missingPhone: 'Missing phone',
  blankMessage: 'message must not be blank',
  // ours, where the spec names a rule without its text
  notAString: 'Value must be a string',
  invalidBoolean: 'Value must be true or false',
  blankName: 'Name must not be blank',
  passwordTooLong: 'Password must be at most 100 characters',
  invalidSlug: 'Slug may only contain lowercase letters, numbers, and single hyphens or underscores',
  invalidUrl: 'Invalid URL',
  invalidMimeType: 'Invalid file type',
  invalidDate: 'Invalid date',
  webhookSecretTooShort: 'Webhook secret must exceed 15 characters',
  customFieldsNotObject: 'Custom fields must be an object',
  // the SDK's text; the issue names the whole `fields` ('Error parsing field fields: …')
  customFieldKeyUnderscore: "Fields that start with '_' are not allowed",
  customFieldKeyTooLong: 'Custom field keys may not exceed 256 characters',
  customFieldObjectTooLong: 'Custom field values may not exceed 4096 characters as JSON',
  /** a repeated state name: the field's message of a 409 'Uniqueness Violation' (the SDK's text; records' journey rules) */
  duplicateJourneyStateName: 'Journey state names must be unique',
} as const
// sending needs a recipient (spec 1 §5): the answer is the text itself, not a field's parse error
answeredWhole(ValueMessages.missingEmail, ValueMessages.missingPhone, ValueMessages.blankMessage)

/** A string longer than its rule allows. */
export const tooLongMessage = (max: number) => `Value must be at most ${max} characters`
/** A list with more elements than allowed. */
// the SDK's text
export const tooManyItemsMessage = (max: number) => `Arrays should not contain more than ${max} elements`
/** A value outside an enumeration; `null` members read as 'null'. */
export const enumerationMessage = (values: readonly unknown[]) => `Value must match one of ${values.map(String).join(', ')}`
/** A form answer longer than its field allows (1000, or 10000 for long text). */
export const responseTooLongMessage = (max: number) => `Response must not exceed ${max} characters`
/** A custom field key that names a built-in enduser field. */
export const customFieldKeyBuiltinMessage = (key: string) => `Custom field key '${key}' is a built-in field`
