// A route declares one call once. For a /v1 call, the gateway builds its router from the table,
// services use the input schema to validate payloads, and the OpenAPI document is generated from
// it. A bus-only route (a call between services) has no HTTP side at all but is validated the same
// way. Both are generic over their operation name and schemas, so handlers written from a route
// get their payload type from its input schema (services/kit/src/runtime/typed-operations.ts).
import type { z } from 'zod'
import type { ServiceName } from '../bus.ts'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/**
 * Who may call: anyone, a staff user session, an enduser (patient) session, a partner's API key, or
 * a public form's visitor (a patient session scoped to one response: Session.scope) — such a
 * session reaches only the routes that name 'publicForm', never those that name only 'enduser'.
 */
export type Caller = 'public' | 'user' | 'enduser' | 'apiKey' | 'publicForm'

/** A /v1 call. */
export interface RouteDef<O extends string = string, I extends z.ZodType = z.ZodType, Out extends z.ZodType | undefined = z.ZodType | undefined> {
  /** operation id, unique: `endusers.getOne`, `users.login` */
  operation: O
  method: HttpMethod
  /** express-style path below /v1, e.g. `/enduser/:id` */
  path: string
  callers: readonly Caller[]
  service: ServiceName
  /** bus subject: `svc.<service>.<operation>` */
  subject: string
  /** the payload: path params, query and body merged into one object */
  input: I
  /** the answer's body */
  output?: Out
  /** HTTP status of a successful answer (200 unless stated) */
  successStatus?: number
  summary: string
  /** the collection it belongs to, for generic calls */
  collection?: string
  /** extra paths that reach the same call (legacy clients) */
  aliases?: string[]
  /** the answer is a file: the service replies `{ download: { name, type, base64 } }` and the gateway sends its bytes */
  download?: boolean
  /** never true: see BusRouteDef */
  internal?: false
}

/**
 * A call one service makes to another over the bus only (`sessions.authenticate`,
 * `system.send-email`): no method, path or callers, so it is never mounted by the gateway, never
 * in the OpenAPI document or the SDK. The serving service validates its payload like a route's.
 */
export interface BusRouteDef<O extends string = string, I extends z.ZodType = z.ZodType, Out extends z.ZodType | undefined = z.ZodType | undefined> {
  operation: O
  internal: true
  service: ServiceName
  /** bus subject: `svc.<service>.<operation>` */
  subject: string
  input: I
  output?: Out
  summary: string
}

/** A row of either table: what a service serves. */
export type AnyRouteDef = RouteDef | BusRouteDef

export const isBusRoute = (r: AnyRouteDef): r is BusRouteDef => r.internal === true
export const isHttpRoute = (r: AnyRouteDef): r is RouteDef => r.internal !== true
