// Calls about the signed-in patient's own record: fresh session info, profile updates (spec 2 §7
// "Profile update": PATCH /v1/enduser/:id), logout.
import type { CareClient, SessionEnduser } from '@care/sdk'

/** GET /enduser-session-info → the enduser (answered bare or as `{ enduser }`). */
export async function sessionInfo(client: CareClient): Promise<SessionEnduser> {
  const answer = await client.call<SessionEnduser | { enduser: SessionEnduser }>('GET', '/enduser-session-info')
  return 'enduser' in answer && answer.enduser ? answer.enduser : (answer as SessionEnduser)
}

export async function updateOwnProfile(client: CareClient, id: string, updates: Record<string, unknown>): Promise<SessionEnduser> {
  const record = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(id)}`, { updates })
  return keepAccountCurrent(client, record)
}

/**
 * Stores an updated record as the session's account, merged over the stored one: fields only the
 * session info answers (passwordIsUnset) stay as they were.
 */
export function keepAccountCurrent(client: CareClient, record: SessionEnduser): SessionEnduser {
  const merged = { ...client.session.enduser, ...record }
  client.setAccount(merged)
  return merged
}

/** POST /logout-enduser, then forget the session whatever the answer (the token may be dead already). */
export async function logout(client: CareClient): Promise<void> {
  try {
    await client.call('POST', '/logout-enduser')
  } finally {
    client.clearSession()
  }
}
