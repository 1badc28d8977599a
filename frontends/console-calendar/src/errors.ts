// A refusal's place on a form: a validation issue whose field the form shows goes under that field
// (the server names nested fields 'updates.title' or 'terms.0.link': the first known segment
// counts), anything else under the submit button with the server's own message.
import type { PlacedErrors } from '@care/sdk/react'

export interface Refusal {
  message: string
  validation?: readonly { field: string; message: string }[]
}

export function placeBy<F extends string>(fields: readonly F[]) {
  return (error: Refusal): PlacedErrors<F> => {
    const byField: Partial<Record<F, string>> = {}
    let formError: string | undefined
    for (const issue of error.validation ?? []) {
      const field = issue.field.split('.').find((s): s is F => (fields as readonly string[]).includes(s))
      if (field && !byField[field]) byField[field] = issue.message
      else if (!field) formError ??= issue.message
    }
    if (!error.validation?.length || (!Object.keys(byField).length && !formError)) formError = error.message
    return { byField, formError }
  }
}
