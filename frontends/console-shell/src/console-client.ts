// The console's one CareClient: staff sessions, the expiry notice when the API refuses an open
// session (session-expiry.ts), and signing out on purpose (no notice).
import { createCareClient, type CareClient, type CareClientOptions } from '@care/sdk'
import type { SessionExpiry } from './session-expiry.ts'

export function createConsoleClient(expiry: SessionExpiry, options: Partial<CareClientOptions> = {}): CareClient {
  const client: CareClient = createCareClient({
    apiBaseUrl: '',
    kind: 'user',
    ...options,
    onUnauthenticated: () => {
      if (client.session.authToken) expiry.mark()
      return false
    },
  })
  client.subscribeSession((s) => {
    if (s.authToken) expiry.clear()
  })
  return client
}

/** Sign out (POST /logout-api, then the stored session is dropped whatever the server says). */
export async function signOut(client: CareClient, expiry?: SessionExpiry) {
  const run = async () => {
    try {
      await client.api.logoutApi()
    } catch {
      // the token is dropped here whatever the server says
    }
    client.clearSession()
  }
  await (expiry ? expiry.signingOut(run) : run())
}
