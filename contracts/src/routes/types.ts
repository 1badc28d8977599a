// A route declares one /v1 call once. The gateway builds its router from the table, services use
// the input schema to validate payloads, and the OpenAPI document is generated from it.
import type { z } from 'zod'
import type { ServiceName } from '../bus.ts'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'
/** Who may call: anyone, a staff user session, an enduser (patient) session, a partner's API key. */
export type Caller = 'public' | 'user' | 'enduser' | 'apiKey'

export interface RouteDef {
  /** operation id, unique: `endusers.getOne`, `users.login` */
  operation: string
  method: HttpMethod
  /** express-style path below /v1, e.g. `/enduser/:id` */
  path: string
  callers: readonly Caller[]
  service: ServiceName
  /** bus subject: `svc.<service>.<operation>` */
  subject: string
  /** the payload: path params, query and body merged into one object */
  input: z.ZodType
  /** the answer's body */
  output?: z.ZodType
  /** HTTP status of a successful answer (200 unless stated) */
  successStatus?: number
  summary: string
  /** the collection it belongs to, for generic calls */
  collection?: string
  /** extra paths that reach the same call (legacy clients) */
  aliases?: string[]
}
