// Calls about the signed-in patient's own record: fresh session info, profile updates (spec 2 §7
// "Profile update": PATCH /v1/enduser/:id), logout.
import { keepAccountCurrent, type CareClient, type SessionEnduser } from '@care/sdk'

export { keepAccountCurrent }

/** GET /enduser-session-info → the enduser (answered bare or as `{ enduser }`). */
export async function sessionInfo(client: CareClient): Promise<SessionEnduser> {
  const answer = await client.call<SessionEnduser | { enduser: SessionEnduser }>('GET', '/enduser-session-info')
  return 'enduser' in answer && answer.enduser ? answer.enduser : (answer as SessionEnduser)
}

export async function updateOwnProfile(client: CareClient, id: string, updates: Record<string, unknown>): Promise<SessionEnduser> {
  const record = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(id)}`, { updates })
  return keepAccountCurrent(client, record)
}

/** POST /logout-enduser, then forget the session whatever the answer (the token may be dead already). */
export async function logout(client: CareClient): Promise<void> {
  try {
    await client.call('POST', '/logout-enduser')
  } finally {
    client.clearSession()
  }
}
