// Keeping the session's account current after the signed-in person's own record changed (a
// profile edit, a new avatar) in any part of the page: the shell's header and every remote read it.
import type { CareClient } from '../client.ts'
import type { SessionEnduser } from './session-store.ts'

/**
 * Stores an updated record as the session's account, merged over the stored one: fields only the
 * session info answers (passwordIsUnset) stay as they were.
 */
export function keepAccountCurrent(client: CareClient, record: SessionEnduser): SessionEnduser {
  const merged = { ...client.session.enduser, ...record } as SessionEnduser
  client.setAccount(merged)
  return merged
}
