// A refusal's place on a form: the first validation issue naming a field the form shows goes under
// that field ('updates.title' counts as 'title'); anything else under the submit button.
import type { PlacedErrors } from '@care/sdk/react'

export interface Refusal {
  message: string
  validation?: readonly { field: string; message: string }[]
}

export function placeBy<F extends string>(fields: readonly F[]) {
  return (error: Refusal): PlacedErrors<F> => {
    const byField: Partial<Record<F, string>> = {}
    for (const issue of error.validation ?? []) {
      const field = issue.field.split('.').find((s): s is F => (fields as readonly string[]).includes(s))
      if (field) byField[field] ??= issue.message
    }
    return { byField, formError: Object.keys(byField).length ? undefined : error.message }
  }
}
