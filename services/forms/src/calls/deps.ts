// What the forms calls are given: the database, the repositories, the bus (identity owns patients)
// and where the portal is (links handed out with access codes).
import { randomBytes } from 'node:crypto'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus } from '@care/kit/bus/types'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { PrismaClient } from '../db.ts'
import type { FormsRepositories } from '../repositories.ts'

export interface FormsDeps {
  db: PrismaClient
  repos: FormsRepositories
  bus: Bus
  /** the portal's origin for form links (PORTAL_URL); else the origin the caller reached the gateway at */
  portalUrl?: string
}

type IdentityCall = (typeof IDENTITY_INTERNAL)[keyof typeof IDENTITY_INTERNAL]

/** A bus-only call to identity on behalf of this request; its error answers travel on as they are. */
export async function askIdentity<T>(d: FormsDeps, operation: IdentityCall, payload: unknown, ctx: Pick<OperationContext, 'requestId' | 'traceparent'>): Promise<T> {
  const reply = await d.bus.request(requestSubject('identity', operation), {
    requestId: ctx.requestId, payload, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  return (reply as { body: T }).body
}

/** A call of identity's /v1 operations as the caller (their session: their rules apply). */
export async function readAs<T>(d: FormsDeps, operation: 'endusers.getOne', payload: unknown, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'session'>): Promise<T> {
  const reply = await d.bus.request(requestSubject('identity', operation), {
    requestId: ctx.requestId, payload, ...(ctx.session ? { session: ctx.session } : {}), ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  return (reply as { body: T }).body
}

/** An access code: 32 random bytes, URL-safe — the only proof a link's holder needs to fill the form. */
export const newAccessCode = () => randomBytes(32).toString('base64url')

/** The portal's page that fills a response by its access code (spec 2 §2.9: query f and a). */
export function formLink(d: FormsDeps, ctx: Pick<OperationContext, 'origin'>, formId: string, accessCode: string) {
  const path = `/link/form?${new URLSearchParams({ f: formId, a: accessCode }).toString()}`
  const base = d.portalUrl || ctx.origin || 'http://localhost:8080'
  return { path, url: new URL(path, base).toString() }
}

/** the source of responses (and patients) made by a public form's link */
export const PUBLIC_FORM_SOURCE = 'Public Form'
