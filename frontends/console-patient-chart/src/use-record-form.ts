// One form's state: its values, the errors under its fields and under its button, whether it
// changed, and a submit that sends it and places the server's refusal.
import { useCallback, useState } from 'react'
import { CareApiError } from '@care/sdk'
import { texts } from '@care/ui'
import { localErrors, placeRefusal, sameValues, type FieldSpec, type FormValues } from './form-fields.ts'

export interface RecordForm {
  values: FormValues
  initial: FormValues
  errors: Record<string, string>
  formError?: string
  submitting: boolean
  dirty: boolean
  set(name: string, value: string): void
  /** several values at once (a picked drug fills its name and code) */
  merge(values: FormValues): void
  reset(values: FormValues): void
  /** checks, runs `send`; answers true when it succeeded */
  submit(send: (values: FormValues) => Promise<unknown>): Promise<boolean>
}

export function useRecordForm(fields: readonly FieldSpec[], initial: FormValues, unique: readonly [RegExp, string][] = []): RecordForm {
  const [start, setStart] = useState(initial)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  const set = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors(({ [name]: _cleared, ...rest }) => rest)
  }, [])
  const merge = useCallback((more: FormValues) => {
    setValues((v) => ({ ...v, ...more }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in more))))
  }, [])
  const reset = useCallback((next: FormValues) => {
    setStart(next)
    setValues(next)
    setErrors({})
    setFormError(undefined)
  }, [])

  async function submit(send: (values: FormValues) => Promise<unknown>) {
    if (submitting) return false
    const local = localErrors(fields, values)
    setFormError(undefined)
    setErrors(local)
    if (Object.keys(local).length) return false
    setSubmitting(true)
    try {
      await send(values)
      return true
    } catch (e) {
      if (!(e instanceof CareApiError)) setFormError(texts.anErrorOccurred)
      else {
        const placed = placeRefusal(e, fields.map((f) => f.name), unique)
        setErrors(placed.byField)
        setFormError(placed.formError)
      }
      return false
    } finally {
      setSubmitting(false)
    }
  }

  return { values, initial: start, errors, formError, submitting, dirty: !sameValues(start, values), set, merge, reset, submit }
}
