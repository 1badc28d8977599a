// What the forms calls are given: the database, the repositories, the bus (identity owns patients)
// and where the portal is (links handed out with access codes).
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { endusers } from '@care/contracts/collections/index'
import { identityBusRoutes, type IdentityBusOperation } from '@care/contracts/routes/identity'
import type { Bus } from '@care/kit/bus/types'
import { callRoute, collectionGetOne, routeNamed } from '@care/kit/bus/call-route'
import type { RouteNamed } from '@care/kit/runtime/typed-operations'
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

/** A bus-only call to identity on behalf of this request (as forms: no session); its error answers travel on as they are. */
export function askIdentity<N extends IdentityBusOperation>(d: FormsDeps, operation: N, payload: z.input<RouteNamed<typeof identityBusRoutes, N>['input']>, ctx: Pick<OperationContext, 'requestId' | 'traceparent'>) {
  return callRoute(d.bus, routeNamed(identityBusRoutes, operation), payload, { requestId: ctx.requestId, traceparent: ctx.traceparent })
}

const enduserGetOne = collectionGetOne(endusers)

/** A patient read with the caller's own session (identity's generic getOne): their rules apply. */
export function readEnduserAs(d: FormsDeps, id: string, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'session'>) {
  return callRoute(d.bus, enduserGetOne, { id }, ctx)
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
