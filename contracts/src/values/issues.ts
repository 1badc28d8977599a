// A failed zod parse becomes our error answer: `validation` lists `{ field, message }` with the field
// as a dotted path ('fields.height', 'states.2.name'), and the first message becomes the answer's
// `message`, since clients show that text as is.
import type { z } from 'zod'
import { ApiError, type ValidationIssue } from '../errors.ts'

const GENERIC_MESSAGE = 'Invalid input'

export const fieldPath = (path: readonly PropertyKey[]) => path.map((key) => String(key)).join('.')

export function issuesFromZod(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }))
}

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? GENERIC_MESSAGE
}

/** The 400 answer for a failed parse. */
export const validationError = (error: z.ZodError) => new ApiError(400, firstMessage(error), issuesFromZod(error))

/** Parses `value` or throws the 400 answer; for services checking a value outside the route's input. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}
