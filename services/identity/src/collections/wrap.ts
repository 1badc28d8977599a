// Small combinators for identity's entity rules around the generic engine's operations.
import { forbidden } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { Operation, OperationContext } from '@care/kit/runtime/operation'

export const prefixed = (name: string, ops: Record<string, Operation>) =>
  Object.fromEntries(Object.entries(ops).map(([op, fn]) => [`${name}.${op}`, fn]))

/** Refuses the call with 403 `message` unless `allowed(session)`. */
export const guard = <P>(op: Operation<P>, allowed: (s: Session | undefined, payload: P) => boolean, message: string): Operation<P> =>
  async (payload, ctx) => {
    if (!allowed(ctx.session, payload)) throw forbidden(message)
    return op(payload, ctx)
  }

/** Runs `after` with the payload once `op` has succeeded. */
export const andThen = <P>(op: Operation<P>, after: (payload: P, ctx: OperationContext) => Promise<void>): Operation<P> =>
  async (payload, ctx) => {
    const result = await op(payload, ctx)
    await after(payload, ctx)
    return result
  }
