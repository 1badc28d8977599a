// One interaction of the @care/sdk pact: what the SDK is made to send, how the pact matches that
// request, and the answer's matchers.
import type { CareClient } from '@care/sdk'

export interface SdkInteraction {
  /** the route family (a route-table group, or a collection for the generic calls) */
  family: string
  description: string
  /** whose session the client holds: the state's staff admin, its patient, or none */
  as: 'staff' | 'patient' | 'none'
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** under /v1, with `${name}` for values of the provider state */
  path: string
  query?: Record<string, unknown>
  /** the request body with matchers (`fromState` for the state's ids) */
  body?: unknown
  status: number
  /** the answer's matchers; none for an empty answer (204) */
  answer?: unknown
  /** drives @care/sdk to make the request */
  send(client: CareClient): Promise<unknown>
}
