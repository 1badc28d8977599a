// useAction for a form whose refusals belong under its fields: the server's validation issues go
// under the fields they name (the screen's `place`), the rest under the submit button; anything that
// is not a CareApiError (a bug, the page going away) shows the screen's fallback text there.
import { useCallback, useMemo, useState } from 'react'
// through the package's entry: under Module Federation the class must be the shell's, for instanceof
import { CareApiError } from '@care/sdk'

export interface PlacedErrors<F extends string> {
  byField: Partial<Record<F, string>>
  formError?: string
}

export interface FormActionState<F extends string> {
  submitting: boolean
  /** refusals under the fields they name */
  errors: Partial<Record<F, string>>
  /** the refusal under the submit button */
  formError?: string
  /** runs `work`: the errors cleared, submitting until it settles, a refusal placed; true when it succeeded */
  submit(work: () => Promise<unknown>): Promise<boolean>
  /** a field's error goes once it is edited */
  clearError(field: F): void
  /** no errors at all (a form opened again, changes discarded) */
  clearErrors(): void
  setFormError(text?: string): void
}

export function useFormAction<F extends string>(place: (error: CareApiError) => PlacedErrors<F>, fallback: string): FormActionState<F> {
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [formError, setFormError] = useState<string>()
  const clearErrors = useCallback(() => {
    setErrors({})
    setFormError(undefined)
  }, [])
  const submit = useCallback(
    async (work: () => Promise<unknown>) => {
      setSubmitting(true)
      clearErrors()
      try {
        await work()
        return true
      } catch (e) {
        if (!(e instanceof CareApiError)) setFormError(fallback)
        else {
          const placed = place(e)
          setErrors(placed.byField)
          setFormError(placed.formError)
        }
        return false
      } finally {
        setSubmitting(false)
      }
    },
    [place, fallback, clearErrors],
  )
  const clearError = useCallback((field: F) => setErrors(({ [field]: _cleared, ...rest }) => rest as Partial<Record<F, string>>), [])
  return useMemo(() => ({ submitting, errors, formError, submit, clearError, clearErrors, setFormError }), [submitting, errors, formError, submit, clearError, clearErrors])
}
