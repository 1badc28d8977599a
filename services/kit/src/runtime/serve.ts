// Turns a service's operations into bus handlers: one queue-group subscription per operation
// subject, input validated with the route table's schema, errors mapped once to replies.
import { randomUUID } from 'node:crypto'
import type { BusReply, BusRequest, ServiceName } from '@care/contracts/bus'
import type { RouteDef } from '@care/contracts/routes/types'
import { validationError } from '@care/contracts/values/index'
import type { Bus, Subscription } from '../bus/types.ts'
import { errorReply } from '../bus/error-reply.ts'
import type { Logger } from './logger.ts'
import type { Operation, OperationContext } from './operation.ts'

export interface ServeOptions {
  bus: Bus
  service: ServiceName
  /** the route table; the rows owned by `service` are served */
  routes: readonly RouteDef[]
  operations: Record<string, Operation>
  log: Logger
  /** operations answered on the bus only (no /v1 route), e.g. `sessions.authenticate` */
  internal?: Record<string, Operation>
}

export async function serveOperations(o: ServeOptions): Promise<Subscription> {
  const prefix = `svc.${o.service}.`
  const handlers = new Map<string, (req: BusRequest) => Promise<BusReply>>()

  const wrap = (operation: string, op: Operation, route?: RouteDef) => async (req: BusRequest): Promise<BusReply> => {
    const ctx: OperationContext = {
      requestId: req.requestId ?? randomUUID(),
      session: req.session,
      traceparent: req.traceparent,
      ip: req.ip,
      log: o.log,
    }
    try {
      let payload: unknown = req.payload ?? {}
      // generic collection calls are validated by the collection engine itself, with the
      // collection's own messages; parsing them here too would double the cost of every call
      if (route && !route.collection) {
        const parsed = route.input.safeParse(payload)
        if (!parsed.success) throw validationError(parsed.error)
        payload = parsed.data
      }
      const body = await op(payload, ctx)
      return { status: route?.successStatus ?? (body === undefined ? 204 : 200), body }
    } catch (e) {
      return errorReply(e, operation, o.log)
    }
  }

  for (const route of o.routes) {
    if (route.service !== o.service || handlers.has(route.subject)) continue
    const name = route.subject.slice(prefix.length)
    const op = o.operations[name]
    if (!op) throw new Error(`${o.service}: no operation for route ${route.method} ${route.path} (${name})`)
    handlers.set(route.subject, wrap(name, op, route))
  }
  for (const [name, op] of Object.entries(o.internal ?? {})) handlers.set(prefix + name, wrap(name, op))

  const subscriptions = await Promise.all([...handlers].map(([subject, handler]) => o.bus.serve(subject, o.service, handler)))
  return { unsubscribe: async () => void (await Promise.all(subscriptions.map((s) => s.unsubscribe()))) }
}
