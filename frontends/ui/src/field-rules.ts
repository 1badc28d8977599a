// Field rules of spec 2 §5 that the portal shell and its remotes both apply (sign-up, onboarding,
// profile): pure functions answering the message to show (in the page's language), or undefined.
import { texts } from './texts.ts'

export const FIELD_ERRORS = texts.fieldErrors

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isBlank = (value: string | undefined) => !value || value.trim() === ''

export function emailError(value: string | undefined): string | undefined {
  return value && EMAIL.test(value.trim()) ? undefined : FIELD_ERRORS.email
}

/** Optional phone: digits (and a leading +, spaces, dashes, brackets) only. */
export function optionalPhoneError(value: string | undefined): string | undefined {
  if (isBlank(value)) return undefined
  const digits = (value as string).replace(/[\s()-]/g, '')
  return /^\+?\d+$/.test(digits) ? undefined : FIELD_ERRORS.phone
}

export const requiredNameError = (value: string | undefined, message: string) => (isBlank(value) ? message : undefined)
