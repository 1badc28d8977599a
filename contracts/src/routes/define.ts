// How a service declares its rows: the subject follows from the service and the operation, and the
// operation name and schemas keep their literal types, so a handler written from a route gets its
// payload type from the route's input schema and a misspelt operation name does not compile.
import type { z } from 'zod'
import { requestSubject, type ServiceName } from '../bus.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

export type CallSpec<O extends string, I extends z.ZodType, Out extends z.ZodType | undefined> = Omit<RouteDef<O, I, Out>, 'service' | 'subject' | 'internal'>
export type BusCallSpec<O extends string, I extends z.ZodType, Out extends z.ZodType | undefined> = Omit<BusRouteDef<O, I, Out>, 'service' | 'subject' | 'internal'>

export function routesOf(service: ServiceName) {
  return {
    /** A /v1 call served by `service`. */
    call: <const O extends string, I extends z.ZodType, Out extends z.ZodType | undefined = undefined>(r: CallSpec<O, I, Out>): RouteDef<O, I, Out> => ({
      ...r,
      service,
      subject: requestSubject(service, r.operation),
    }),
    /** A bus-only call served by `service`: other services ask it, the gateway never exposes it. */
    bus: <const O extends string, I extends z.ZodType, Out extends z.ZodType | undefined = undefined>(r: BusCallSpec<O, I, Out>): BusRouteDef<O, I, Out> => ({
      ...r,
      internal: true,
      service,
      subject: requestSubject(service, r.operation),
    }),
  }
}
