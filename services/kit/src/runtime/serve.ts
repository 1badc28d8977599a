// Turns a service's operations into bus handlers: one queue-group subscription per operation
// subject, input validated with the route's schema, errors mapped once to replies. /v1 routes come
// from the route table; bus-only calls between services (`sessions.authenticate`,
// `system.send-email`) are declared in contracts too (busRoutes) and validated the same way.
import { randomUUID } from 'node:crypto'
import type { BusReply, BusRequest, ServiceName } from '@care/contracts/bus'
import { busRoutes as declaredBusRoutes } from '@care/contracts/routes/index'
import type { AnyRouteDef, BusRouteDef } from '@care/contracts/routes/types'
import { validationError } from '@care/contracts/values/index'
import type { Bus, Subscription } from '../bus/types.ts'
import { errorReply } from '../bus/error-reply.ts'
import type { Logger } from './logger.ts'
import { admissionFromEnv, createAdmission, type Admission } from './admission.ts'
import { withoutClaim, type IdempotencyStore } from './idempotency.ts'
import { withWriteTrail, type WriteTrailDeps } from '../audit/write-trail.ts'
import type { Operation, OperationContext } from './operation.ts'

export interface ServeOptions {
  bus: Bus
  service: ServiceName
  /** the route table; the rows owned by `service` are served (bus-only rows too, when given) */
  routes: readonly AnyRouteDef[]
  operations: Record<string, Operation>
  log: Logger
  /** operations answered on the bus only (no /v1 route), e.g. `sessions.authenticate`; each must
   *  be declared as a bus-only route, whose schema validates its payload */
  internal?: Record<string, Operation>
  /** the declared bus-only routes; contracts' `busRoutes` unless given */
  busRoutes?: readonly BusRouteDef[]
  /** bounds the handlers running at once (runtime/admission.ts); from SERVICE_MAX_* unless given */
  admission?: Admission
  /** writes sent with an Idempotency-Key answer their first reply again (runtime/idempotency.ts) */
  idempotency?: IdempotencyStore
  /** a request's committed writes go to records' audit trail before it answers (audit/write-trail.ts) */
  writeTrail?: WriteTrailDeps
  /**
   * check every answer against its route's output schema and answer 500 when it does not match,
   * so a handler cannot answer a shape the OpenAPI document does not promise; on under
   * NODE_ENV=test (the tests' runner sets it), off in production, where it would cost every answer
   */
  checkAnswers?: boolean
}

/**
 * Throws (a 500, logged with the schema's issues) when `body`, as its JSON reaches the caller, is not
 * what the route's output schema promises. An empty answer (204) promises nothing.
 */
function checkAnswer(operation: string, route: AnyRouteDef, body: unknown): void {
  if (!route.output || body === undefined) return
  const checked = route.output.safeParse(JSON.parse(JSON.stringify(body)))
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ')
    throw new Error(`${operation} answered a shape its route's output schema does not promise (checked under NODE_ENV=test): ${issues}`)
  }
}

export async function serveOperations(o: ServeOptions): Promise<Subscription> {
  const prefix = `svc.${o.service}.`
  const handlers = new Map<string, (req: BusRequest) => Promise<BusReply>>()
  const admission = o.admission ?? createAdmission(admissionFromEnv())
  const checkAnswers = o.checkAnswers ?? process.env.NODE_ENV === 'test'

  const wrap = (operation: string, op: Operation, route: AnyRouteDef) => {
    const answer = answerWith(operation, op, route)
    const idempotent = !route.internal && route.method !== 'GET' && o.idempotency
    // a request without a key of its own never marks another's claim (an in-process bus nests calls)
    if (!idempotent) return (req: BusRequest) => withoutClaim(() => answer(req))
    return async (req: BusRequest): Promise<BusReply> => {
      try {
        return await idempotent.once(operation, req, (plannedId) => answer(req, plannedId), (body) => replyOf(route, body))
      } catch (e) {
        return errorReply(e, operation, o.log)
      }
    }
  }

  const replyOf = (route: AnyRouteDef, body: unknown): BusReply => ({ status: (route.internal ? undefined : route.successStatus) ?? (body === undefined ? 204 : 200), body })

  const answerWith = (operation: string, op: Operation, route: AnyRouteDef) => async (req: BusRequest, plannedId?: string): Promise<BusReply> => {
    const ctx: OperationContext = {
      requestId: req.requestId ?? randomUUID(),
      session: req.session,
      traceparent: req.traceparent,
      ip: req.ip,
      ...(req.origin ? { origin: req.origin } : {}),
      ...(plannedId ? { plannedId } : {}),
      log: o.log,
    }
    try {
      let payload: unknown = req.payload ?? {}
      // generic collection calls are validated by the collection engine itself, with the
      // collection's own messages; parsing them here too would double the cost of every call
      if (route.internal || !route.collection) {
        const parsed = route.input.safeParse(payload)
        if (!parsed.success) throw validationError(parsed.error)
        payload = parsed.data
      }
      const input = payload
      const body = await admission.run(() => withWriteTrail(o.writeTrail, () => op(input, ctx)))
      if (checkAnswers) checkAnswer(operation, route, body)
      return replyOf(route, body)
    } catch (e) {
      return errorReply(e, operation, o.log)
    }
  }

  const rows = [...o.routes, ...(o.busRoutes ?? declaredBusRoutes)]
  for (const route of rows) {
    if (route.service !== o.service || handlers.has(route.subject)) continue
    const name = route.subject.slice(prefix.length)
    const op = route.internal ? (o.internal?.[name] ?? o.operations[name]) : o.operations[name]
    if (!op) throw new Error(`${o.service}: no operation for ${route.internal ? 'bus-only route' : `route ${route.method} ${route.path}`} (${name})`)
    handlers.set(route.subject, wrap(name, op, route))
  }
  for (const name of Object.keys(o.internal ?? {})) {
    if (!handlers.has(prefix + name)) throw new Error(`${o.service}: bus-only operation ${name} is not declared as a route (contracts busRoutes)`)
  }

  const subscriptions = await Promise.all([...handlers].map(([subject, handler]) => o.bus.serve(subject, o.service, handler)))
  return { unsubscribe: async () => void (await Promise.all(subscriptions.map((s) => s.unsubscribe()))) }
}
