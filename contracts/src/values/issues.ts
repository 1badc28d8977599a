// A failed zod parse becomes our error answer: `validation` lists `{ field, message }` with the field
// as a dotted path ('fields.height', 'states.2.name'), and the first issue becomes the answer's
// `message` ('Error parsing field fields.height: <reason>', the SDK's wire format).
import type { z } from 'zod'
import { ApiError, issueMessage, requiredFieldMessage, type ValidationIssue } from '../errors.ts'

const GENERIC_MESSAGE = 'Invalid input'

export const fieldPath = (path: readonly PropertyKey[]) => path.map((key) => String(key)).join('.')

// zod's own text for an absent value ('Invalid input: expected string, received undefined')
const isAbsent = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && issue.message.endsWith('received undefined')

/** One `{ field, message }` per issue; an absent nested value says which ('Value not provided for required field: weight.unit'). */
export function issuesFromZod(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const field = fieldPath(issue.path)
    return { field, message: field && isAbsent(issue) ? requiredFieldMessage(field) : issue.message }
  })
}

/** The answer's message: the first issue, in the SDK's 'Error parsing field X: <reason>' format. */
export function firstMessage(error: z.ZodError): string {
  const first = issuesFromZod(error)[0]
  return first ? issueMessage(first) : GENERIC_MESSAGE
}

/** The 400 answer for a failed parse. */
export const validationError = (error: z.ZodError) => new ApiError(400, firstMessage(error), issuesFromZod(error))

/** Parses `value` or throws the 400 answer; for services checking a value outside the route's input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}
