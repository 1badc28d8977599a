// Handlers typed by their routes. A service's routes are declared in contracts as readonly tuples
// that keep each operation's literal name and input schema (`identityRoutes`, `messagingBusRoutes`);
// from them a handler gets its payload type (the schema's output, which is what serveOperations
// hands it after parsing), and a map of handlers must name every operation, and only those:
//
//   export const loginUser = (d: Deps): Handler<typeof identityRoutes, 'users.login'> => async (input, ctx) => …
//   export const staffOperations = (d: Deps): RouteOperations<typeof identityRoutes> => ({ 'users.login': loginUser(d), … })
//   operations(identityRoutes)({ 'users.login': async (input, ctx) => … })
//
// A handler's answer has its route's output schema's type (the schema's input: what parsing the
// answer accepts), or `unknown` when the route declares none; under NODE_ENV=test serveOperations
// also checks every answer against the schema at run time (runtime/serve.ts).
import type { z } from 'zod'
import type { Operation } from './operation.ts'

/** What typing a handler needs of a route: its operation name, its input schema, its output schema when declared. */
export interface RouteLike {
  readonly operation: string
  readonly input: z.ZodType
  readonly output?: z.ZodType
}

/** The operation names of a tuple of routes. */
export type OperationName<Routes extends readonly RouteLike[]> = Routes[number]['operation']

/** The route of `Routes` named `N`. */
export type RouteNamed<Routes extends readonly RouteLike[], N extends OperationName<Routes>> = Extract<Routes[number], { operation: N }>

/** The payload a route's handler receives: its input schema's output (coerced, defaults applied). */
export type PayloadOf<R extends RouteLike> = z.output<R['input']>

/** What a route's handler answers: a value its output schema accepts, or anything when it declares none. */
export type AnswerOf<R extends RouteLike> = [NonNullable<R['output']>] extends [never] ? unknown : NonNullable<R['output']> extends z.ZodType ? z.input<NonNullable<R['output']>> : unknown

/** The handler of the operation `N` of `Routes`, answering what its route's output schema accepts. */
export type Handler<Routes extends readonly RouteLike[], N extends OperationName<Routes>, R = AnswerOf<RouteNamed<Routes, N>>> = Operation<PayloadOf<RouteNamed<Routes, N>>, R>

/**
 * One handler per operation of `Routes`, each answering what its route's output schema accepts: a
 * missing or misspelt name does not compile, nor does a handler whose answer the schema does not
 * accept (one declared `Handler<Routes, N, unknown>` included: a map cannot opt out of its answers).
 */
export type RouteOperations<Routes extends readonly RouteLike[]> = {
  [N in OperationName<Routes>]: Handler<Routes, N>
}

/** A handler written from its route: `handler(route, async (payload, ctx) => …)`. */
export const handler = <R extends RouteLike>(_route: R, op: Operation<PayloadOf<R>, AnswerOf<R>>): Operation<PayloadOf<R>, AnswerOf<R>> => op

/**
 * The map of handlers of `routes`, each payload typed from its route:
 * `operations(identityRoutes)({ 'users.login': async (input, ctx) => …, … })`. Every operation
 * must be there (a missing one does not compile) and no other (an unknown name does not compile).
 */
export const operations = <const Routes extends readonly RouteLike[]>(_routes: Routes) =>
  (ops: RouteOperations<Routes>): RouteOperations<Routes> => ops
