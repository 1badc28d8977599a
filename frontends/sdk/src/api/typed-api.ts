// `client.api.<name>(input)`: one typed function per named route of the contracts route table
// (from the generated list, so the bundle carries no zod schemas; types from contracts, records.ts).
import { namedRoutes } from '../generated/routes.ts'
import type { Call } from '../http/transport.ts'
import type { HttpMethod } from '../http/types.ts'
import type { NamedRouteTypes } from './records.ts'

type Route = (typeof namedRoutes)[number]
type FillsBusinessId<K> = Extract<Route, { name: K }>['businessId'] extends true ? true : false

/** With a client businessId the input may leave `businessId` out. */
type InputOf<K extends keyof NamedRouteTypes> = FillsBusinessId<K> extends true
  ? Omit<NamedRouteTypes[K]['input'], 'businessId'> & { businessId?: string }
  : NamedRouteTypes[K]['input']

type Fn<I, O> = Record<string, never> extends I ? (input?: I) => Promise<O> : (input: I) => Promise<O>

export type TypedApi = { [K in keyof NamedRouteTypes]: Fn<InputOf<K>, NamedRouteTypes[K]['output']> }

export const routeNames = namedRoutes.map((r) => r.name) as (keyof NamedRouteTypes)[]

export interface NamedRoute {
  name: string
  method: HttpMethod
  path: string
  /** the input has a businessId the client may fill */
  businessId: boolean
}

export function createTypedApi(call: Call, businessId: () => string | undefined, routes: readonly NamedRoute[] = namedRoutes): TypedApi {
  const api: Record<string, (input?: Record<string, unknown>) => Promise<unknown>> = {}
  for (const route of routes) {
    api[route.name] = (input) => {
      const b = route.businessId ? businessId() : undefined
      const payload = b && input?.businessId === undefined ? { ...input, businessId: b } : input
      return call(route.method, route.path, payload)
    }
  }
  // built from the generated list at run time; its type is what TypedApi describes for each name
  return api as unknown as TypedApi
}
