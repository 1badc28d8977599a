// Set password (spec 2 §5): at least 8 characters, a mix of upper and lower case, a mix of letters
// and numbers. Pure.
import { texts } from './texts.ts'

export function setPasswordError(value: string): string | undefined {
  if (value.length < 8) return texts.errors.setPasswordLength
  if (value.length > 100) return texts.errors.passwordTooLong
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) return texts.errors.setPasswordCase
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return texts.errors.setPasswordMix
  return undefined
}

/** The local flag that hides the prompt once saved or declined, per patient. */
export const promptDismissedKey = (enduserId: string) => `care.portal.setPasswordPromptDone.${enduserId}`
