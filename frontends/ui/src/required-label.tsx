import { FormHelperText } from '@mui/material'
import { texts } from './texts.ts'

export const REQUIRED_MESSAGE = texts.required

/** 'Required' when a value is missing or only blanks, else undefined: for field-level validation. */
export function requiredError(value: unknown): string | undefined {
  if (value === undefined || value === null) return REQUIRED_MESSAGE
  if (typeof value === 'string' && !value.trim()) return REQUIRED_MESSAGE
  if (Array.isArray(value) && value.length === 0) return REQUIRED_MESSAGE
  return undefined
}

/** The red 'Required' line under a field; pass `id` and point the field's aria-describedby at it. */
export function RequiredLabel({ id }: { id?: string }) {
  return (
    <FormHelperText id={id} error role="alert">
      {REQUIRED_MESSAGE}
    </FormHelperText>
  )
}
