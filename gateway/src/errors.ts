// Errors at the edge: every API error is JSON `{ message, validation? }`, a 401 is the JSON string
// "Unauthenticated" (the SDK compares the body itself), a 500 is the spec's message without a
// stack, and nothing ever falls through to express' HTML pages.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import { ApiError, ErrorMessages, type ValidationIssue } from '@care/contracts/errors'
import { currentContext } from './context.ts'

export const MALFORMED_URL = 'The address is not valid: it contains a malformed percent-encoding'

export function sendError(res: Response, status: number, message: string, validation?: ValidationIssue[]): void {
  if (status === 401 && message === ErrorMessages.unauthenticated) {
    res.setHeader('WWW-Authenticate', 'Bearer')
    res.status(401).json(ErrorMessages.unauthenticated)
    return
  }
  // An unexpected failure never shows its own text: the spec fixes what a 500 says.
  if (status === 500) message = ErrorMessages.serverError
  // overloaded or briefly unreachable: the client may retry (with an Idempotency-Key for writes)
  if (status === 503 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', '1')
  res.status(status).json(validation?.length ? { message, validation } : { message })
}

export const sendUnauthenticated = (res: Response) => sendError(res, 401, ErrorMessages.unauthenticated)

/** Final handler for paths nothing answered. */
export const notFound: RequestHandler = (_req, res) => sendError(res, 404, ErrorMessages.routeNotFound)

interface HttpLikeError {
  status?: number
  statusCode?: number
  expose?: boolean
  type?: string
  message?: string
}

/** Maps any error to a status and a client-safe message; unknown errors become 500. */
export function describeError(err: unknown): { status: number; message: string; validation?: ValidationIssue[]; unexpected: boolean } {
  if (err instanceof ApiError) return { status: err.status, message: err.message, validation: err.validation, unexpected: err.status >= 500 && err.status !== 503 && err.status !== 504 }
  const e = (err ?? {}) as HttpLikeError
  const status = e.status ?? e.statusCode
  if (e.type === 'entity.too.large' || status === 413) return { status: 413, message: ErrorMessages.tooLarge, unexpected: false }
  if (e.type === 'entity.parse.failed') return { status: 400, message: ErrorMessages.malformedJson, unexpected: false }
  // a path with a malformed percent-encoding (`/v1/enduser/%E0%A4%A`): express cannot decode its params
  if (err instanceof URIError) return { status: 400, message: MALFORMED_URL, unexpected: false }
  // body-parser / http-errors client errors whose message is safe to show (unsupported charset…)
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose && e.message) {
    return { status, message: e.message, unexpected: false }
  }
  return { status: 500, message: ErrorMessages.serverError, unexpected: true }
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    const { status, message, validation, unexpected } = describeError(err)
    if (unexpected) (currentContext()?.log ?? log).error({ err, method: req.method, path: req.path }, 'request failed')
    if (res.headersSent) return next(err)
    sendError(res, status, message, validation)
  }
}
