// The automation asking another service over the bus (its actions, the patients port, the time
// triggers' reads of forms): the reply's error becomes an ApiError with its status, message and
// validation, and a 503 ('overloaded, try again shortly') is asked again before it is the caller's
// error (retry-503.ts) — the calls made this way are reads, merges or keyed writes, safe to repeat.
import { requestSubject, isErrorReply, type ServiceName } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import { newObjectId } from '@care/kit/ids'
import type { Bus } from '@care/kit/bus/types'
import { retrying503 } from './retry-503.ts'

export interface BusCallOptions {
  /** the request's id (a new one by default): an action's run names its own */
  requestId?: string
  /** the owning service's idempotency key for a write */
  idempotencyKey?: string
}

export function busCall<T>(bus: Bus, service: ServiceName, operation: string, payload: unknown, session: Session, o: BusCallOptions = {}): Promise<T> {
  return retrying503(async () => {
    const reply = await bus.request(requestSubject(service, operation), {
      requestId: o.requestId ?? newObjectId(), payload, session, ...(o.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : {}),
    })
    if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
    return reply.body as T
  })
}
