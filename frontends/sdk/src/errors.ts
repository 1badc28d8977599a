// Errors of every call, mapped once here to spec 1 §8: 413, 500 and no response get the spec's
// texts; anything else carries the server's message (and `validation`).
import { ApiError, ErrorMessages, type ValidationIssue } from '@care/contracts/errors'

/** Status of a call that got no answer at all (network down, CORS, DNS). */
export const NO_RESPONSE_STATUS = 0

export class CareApiError extends ApiError {
  constructor(status: number, message: string, validation?: ValidationIssue[]) {
    super(status, message, validation)
    this.name = 'CareApiError'
  }
}

export const noResponseError = () => new CareApiError(NO_RESPONSE_STATUS, ErrorMessages.noResponse)

const isIssue = (v: unknown): v is ValidationIssue =>
  !!v && typeof v === 'object' && typeof (v as ValidationIssue).field === 'string' && typeof (v as ValidationIssue).message === 'string'

/** The error for a non-2xx answer whose body (parsed JSON, or text) is `body`. */
export function errorFromResponse(status: number, body: unknown): CareApiError {
  if (status === 413) return new CareApiError(413, ErrorMessages.tooLarge)
  if (status === 500) return new CareApiError(500, ErrorMessages.serverError)
  if (typeof body === 'string' && body.trim()) return new CareApiError(status, body)
  if (body && typeof body === 'object') {
    const { message, validation } = body as { message?: unknown; validation?: unknown }
    if (typeof message === 'string' && message) {
      return new CareApiError(status, message, Array.isArray(validation) ? validation.filter(isIssue) : undefined)
    }
  }
  return new CareApiError(status, ErrorMessages.generic)
}

/** Spec 1 §8 compares the message itself, whatever the status. */
export const isUnauthenticated = (e: unknown) => e instanceof ApiError && e.message === ErrorMessages.unauthenticated

/** Any thrown value as a CareApiError (unexpected failures get the generic text). */
export function asCareApiError(e: unknown): CareApiError {
  if (e instanceof CareApiError) return e
  if (e instanceof ApiError) return new CareApiError(e.status, e.message, e.validation)
  return new CareApiError(NO_RESPONSE_STATUS, ErrorMessages.unexpected)
}
