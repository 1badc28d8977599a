// A failed zod parse becomes our error answer: `validation` lists `{ field, message }` with the field
// as a dotted path ('fields.height', 'states.2.name'), and the first issue becomes the answer's
// `message` ('Error parsing field fields.height: <reason>', the SDK's wire format).
import type { z } from 'zod'
import { ApiError, issueMessage, requiredFieldMessage, type ValidationIssue } from '../errors.ts'

const GENERIC_MESSAGE = 'Invalid input'

export const fieldPath = (path: readonly PropertyKey[]) => path.map((key) => String(key)).join('.')

const NOT_GIVEN = Symbol('not given')
const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), input)

// absent: nothing at the issue's path of the input (when known), else zod's own text for it
const isAbsent = (issue: z.core.$ZodIssue, input: unknown) =>
  issue.code === 'invalid_type' &&
  (input === NOT_GIVEN ? issue.message.endsWith('received undefined') : valueAt(input, issue.path) === undefined)

// the SDK names a field inside a list without its index ('bookingNotes.bookingPageId')
const withoutIndexes = (path: readonly PropertyKey[]) => fieldPath(path.filter((key) => typeof key !== 'number'))

/** One `{ field, message }` per issue (`under`: the path of the parsed value itself, when it is one field of a record); an absent nested value says which ('Value not provided for required field: weight.unit'). */
export function issuesFromZod(error: z.ZodError, input: unknown = NOT_GIVEN, under: readonly PropertyKey[] = []): ValidationIssue[] {
  return error.issues.map((issue) => {
    const path = [...under, ...issue.path]
    const field = fieldPath(path)
    return { field, message: field && isAbsent(issue, input) ? requiredFieldMessage(withoutIndexes(path)) : issue.message }
  })
}

/** The answer's message: the first issue, in the SDK's 'Error parsing field X: <reason>' format. */
export function firstMessage(error: z.ZodError, input: unknown = NOT_GIVEN): string {
  const first = issuesFromZod(error, input)[0]
  return first ? issueMessage(first) : GENERIC_MESSAGE
}

/** The 400 answer for a failed parse. */
export const validationError = (error: z.ZodError, input: unknown = NOT_GIVEN) => new ApiError(400, firstMessage(error, input), issuesFromZod(error, input))

/** Parses `value` or throws the 400 answer; for services checking a value outside the route's input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error, value)
  return result.data
}
