// The console's one CareClient: staff sessions, and the expiry notice when the API refuses an open
// session (session-expiry.ts).
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
