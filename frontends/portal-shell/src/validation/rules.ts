// Form rules of spec 2 §5 as pure functions answering the message to show, or undefined.
import { texts } from '../texts.ts'

// shared with the remotes (profile in portal-settings): one definition in @care/ui
export { emailError, isBlank, optionalPhoneError, requiredNameError } from '@care/ui/field-rules'

const E = texts.errors

/** Whether the sign-in identifier is an email (else it is taken as a phone number). */
export const looksLikeEmail = (value: string) => value.includes('@')

/** Login password: required ('Enter a password'), at most 100 characters. */
export function loginPasswordError(value: string | undefined): string | undefined {
  if (!value) return E.password
  return value.length > 100 ? E.passwordTooLong : undefined
}

/** Registration password: 8 to 100 characters, a lowercase, an uppercase, a digit or special character. */
export function registerPasswordError(value: string | undefined): string | undefined {
  const v = value ?? ''
  if (v.length < 8) return E.passwordLength
  if (v.length > 100) return E.passwordTooLong
  if (!/[a-z]/.test(v)) return E.lowercase
  if (!/[A-Z]/.test(v)) return E.uppercase
  if (!/[^A-Za-z]/.test(v)) return E.numberOrSpecial
  return undefined
}

/** Reset password: at least 8 characters (the server applies its own rule too). */
export function resetPasswordError(value: string | undefined): string | undefined {
  const v = value ?? ''
  if (v.length < 8) return E.passwordLength
  return v.length > 100 ? E.passwordTooLong : undefined
}

/** The spec's reset-failure rule: the server's message without its 'Error parsing field newPassword: ' prefix. */
export const stripNewPasswordPrefix = (message: string) => message.replace(texts.resetPassword.errorPrefix, '')
