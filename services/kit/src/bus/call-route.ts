// One typed way for a service to call another over the bus: `callRoute(bus, route, payload, ctx)`.
// The route is the contract's declaration (a bus-only route, a /v1 route, or a collection's generic
// call), so the payload is checked against its input schema's type and the answer has its output
// schema's type; an error reply becomes the ApiError the caller's own callers then receive, with
// the status, message and validation issues the answering service gave.
import type { z } from 'zod'
import { isErrorReply, requestSubject, type BusRequest } from '@care/contracts/bus'
import type { Collection } from '@care/contracts/collections/define'
import { ApiError } from '@care/contracts/errors'
import { getOneInput } from '@care/contracts/routes/generic'
import type { Bus, RequestOptions } from './types.ts'

/** What calling a route needs of it: its subject and its schemas. */
export interface CallableRoute {
  readonly operation: string
  readonly subject: string
  readonly input: z.ZodType
  readonly output?: z.ZodType
}

/** The answer's type: the output schema's, or unknown when the route declares none. */
export type OutputOf<R extends CallableRoute> = [NonNullable<R['output']>] extends [never] ? unknown : NonNullable<R['output']> extends z.ZodType ? z.output<NonNullable<R['output']>> : unknown

/**
 * On whose behalf the call is made. Only what is given travels: a bus-only call made as the
 * service leaves `session` out; a call the callee must answer with the caller's rules passes it.
 */
export interface CallContext {
  requestId: string
  session?: BusRequest['session']
  traceparent?: string
}

export async function callRoute<R extends CallableRoute>(bus: Bus, route: R, payload: z.input<R['input']>, ctx: CallContext, options?: RequestOptions): Promise<OutputOf<R>> {
  const reply = await bus.request(route.subject, {
    requestId: ctx.requestId, payload, ...(ctx.session ? { session: ctx.session } : {}), ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  }, options)
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  // the answering service serves this route, and its answers match the output schema (checked in tests by serveOperations)
  return reply.body as OutputOf<R>
}

/** The route of `routes` named `operation` (a misspelt name does not compile; a missing one throws at load). */
export function routeNamed<const Routes extends readonly CallableRoute[], N extends Routes[number]['operation']>(routes: Routes, operation: N): Extract<Routes[number], { operation: N }> {
  const route = routes.find((r): r is Extract<Routes[number], { operation: N }> => r.operation === operation)
  if (!route) throw new Error(`no route ${operation}`)
  return route
}

/**
 * A collection's generic read by id or filter as a typed route (`collectionGetOne(endusers)`): its
 * answer is a record of the contract, read with whichever session the call passes.
 */
export function collectionGetOne<C extends Collection>(collection: C): { operation: `${C['name']}.getOne`; subject: string; input: typeof getOneInput; output: C['record'] } {
  const operation = `${collection.name}.getOne` as const
  return { operation, subject: requestSubject(collection.service, operation), input: getOneInput, output: collection.record }
}
