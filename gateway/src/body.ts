// JSON bodies on API paths, up to the configured size. Parse failures and oversize bodies become
// errors the error handler maps to 400 / 413 with the catalogue's messages.
import express, { type RequestHandler } from 'express'

export function jsonBody(limit: number | string): RequestHandler {
  // `strict` accepts only objects and arrays, the only shapes a call's payload can take
  return express.json({ limit, strict: true, type: ['application/json', 'application/*+json'] })
}
