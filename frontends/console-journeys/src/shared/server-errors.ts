// A server refusal placed on the form that sent it: each `validation` issue under the field it names
// (the longest known prefix: 'states.2.name' goes to the second state's row when 'states.2' is a
// place), the rest — and a refusal naming no known field — as the form's own error.
import { CareApiError } from '@care/sdk'
import type { PlacedErrors } from '@care/sdk/react'

export function placeIssues<F extends string>(known: readonly F[]) {
  return (e: CareApiError): PlacedErrors<F> => {
    const byField: Partial<Record<F, string>> = {}
    let unplaced = false
    for (const issue of e.validation ?? []) {
      const place = known
        .filter((f) => issue.field === f || issue.field.startsWith(`${f}.`) || issue.field.startsWith(`${f}[`))
        .sort((a, b) => b.length - a.length)[0]
      if (place && !byField[place]) byField[place] = issue.message
      else if (!place) unplaced = true
    }
    const placed = Object.keys(byField).length > 0
    return { byField, formError: !placed || unplaced ? e.message : undefined }
  }
}

/** the message of anything a call threw */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
