// One error type with a status, mapped once at the edge (gateway) and once on the bus.
// Texts are requirements (spec 1 §8): use the constants, never retype them.

export const ErrorMessages = {
  unauthenticated: 'Unauthenticated',
  tooLarge: 'Please try again with less data or a smaller file.',
  serverError: 'Something went wrong on our end, and our team has been notified. Please try again later.',
  noResponse: 'No response - please check your Internet connection and try again',
  servicesSecretWithoutBusinessId: 'Services secret provided without businessId',
  errorBoundary: 'Something went wrong.',
  unexpected: 'An unexpected error occurred',
  generic: 'An error occurred',
  readonlyField: 'This field cannot be updated',
  notFound: 'Could not find a record for the given id',
  routeNotFound: 'Not found',
  forbidden: 'Inaccessible',
  tooManyRequests: 'Too many requests, please try again later.',
  malformedJson: 'Malformed JSON in request body',
  serviceUnavailable: 'Service unavailable, please try again later.',
  serviceTimeout: 'The service took too long to respond, please try again later.',
  // the SDK's wire format (issue #19): its clients compare these texts exactly
  uniqueness: 'Uniqueness Violation',
  actionNotAllowed: 'This action is not allowed',
  noPermission: 'You do not have permission to access this resource',
} as const

/** A required field left out (or emptied): the answer's message; `field` may be a dotted path ('weight.unit'). */
const REQUIRED_PREFIX = 'Value not provided for required field: '
export const requiredFieldMessage = (field: string) => `${REQUIRED_PREFIX}${field}`

/**
 * A value refused by its field's rule: the answer's message is the rule's own text behind the field
 * it concerns (spec 2's password reset strips exactly 'Error parsing field newPassword: '); the
 * `validation` list keeps the bare text per field, for forms that show it under the field.
 */
export const fieldErrorMessage = (field: string, reason: string) => (field ? `Error parsing field ${field}: ${reason}` : reason)

/** A field error's bare reason, without its 'Error parsing field X: ' (what a screen shows beside the field or the row). */
export const reasonOf = (message: string) => message.replace(/^Error parsing field [^:]*: /, '')

// Texts that are the whole answer even when a field's rule raises them: a reset or unsubscribe link
// that is invalid is what the portal shows as is (spec 2), not a value the person typed.
const wholeTexts = new Set<string>()
export const answeredWhole = (...texts: string[]) => {
  for (const text of texts) wholeTexts.add(text)
}

/** The answer's message for a validation issue: a missing value or a whole text as is, any other with its field in front. */
export const issueMessage = (issue: ValidationIssue) =>
  issue.message.startsWith(REQUIRED_PREFIX) || wholeTexts.has(issue.message) ? issue.message : fieldErrorMessage(issue.field, issue.message)

export interface ValidationIssue {
  field: string
  message: string
}

/** The body of every error answer: `{ message, validation? }`. */
export interface ErrorBody {
  message: string
  validation?: ValidationIssue[]
}

export class ApiError extends Error {
  readonly status: number
  readonly validation?: ValidationIssue[]

  constructor(status: number, message: string, validation?: ValidationIssue[]) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    if (validation?.length) this.validation = validation
  }

  toBody(): ErrorBody {
    return this.validation ? { message: this.message, validation: this.validation } : { message: this.message }
  }

  static from(body: ErrorBody & { status: number }): ApiError {
    return new ApiError(body.status, body.message, body.validation)
  }
}

export const badRequest = (message: string, validation?: ValidationIssue[]) => new ApiError(400, message, validation)
export const unauthenticated = () => new ApiError(401, ErrorMessages.unauthenticated)
export const forbidden = (message: string = ErrorMessages.forbidden) => new ApiError(403, message)
export const notFound = (message: string = ErrorMessages.notFound) => new ApiError(404, message)
export const conflict = (message: string, validation?: ValidationIssue[]) => new ApiError(409, message, validation)
/** 409 'Uniqueness Violation' (the SDK's text), the field named with its form-specific message. */
export const uniquenessViolation = (field: string, message: string) => conflict(ErrorMessages.uniqueness, [{ field, message }])
export const tooLarge = () => new ApiError(413, ErrorMessages.tooLarge)
export const tooManyRequests = (message: string = ErrorMessages.tooManyRequests) => new ApiError(429, message)
export const serverError = () => new ApiError(500, ErrorMessages.serverError)
export const serviceUnavailable = () => new ApiError(503, ErrorMessages.serviceUnavailable)
export const serviceTimeout = () => new ApiError(504, ErrorMessages.serviceTimeout)

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
