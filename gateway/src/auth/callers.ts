// Who a session is, in the route table's terms, and whether a route lets it in.
import type { Caller } from '@care/contracts/routes/types'
import type { Session } from '@care/contracts/session'

export type SessionKind = Exclude<Caller, 'public'>

export function sessionKind(session: Session): SessionKind | undefined {
  if (session.apiKeyId) return 'apiKey'
  // a scoped session is its own kind: a public form's visitor is not a signed-in patient
  if (session.scope?.kind === 'public-form') return 'publicForm'
  if (session.type === 'user') return 'user'
  if (session.type === 'enduser') return 'enduser'
  return undefined
}

/** 'ok', or the status refusing the call: 401 without a session, 403 for a kind the route does not serve. */
export function checkCaller(callers: readonly Caller[], session: Session | undefined): 'ok' | 401 | 403 {
  if (callers.includes('public')) return 'ok'
  if (!session) return 401
  const kind = sessionKind(session)
  return kind && callers.includes(kind) ? 'ok' : 403
}
