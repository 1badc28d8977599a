// On load (and after each sign-in) the stored enduser is refreshed from /enduser-session-info, so
// the gates see current names and terms. Failures are logged only; an 'Unauthenticated' answer
// clears the session through the client.
import { useEffect } from 'react'
import type { CareClient } from '@care/sdk'
import { keepAccountCurrent, sessionInfo } from '../screens/enduser-calls.ts'

export function useFreshEnduser(client: CareClient, authToken: string | undefined) {
  useEffect(() => {
    if (!authToken) return
    let live = true
    sessionInfo(client)
      .then((enduser) => {
        if (live && client.session.authToken === authToken && enduser?.id) keepAccountCurrent(client, enduser)
      })
      .catch((e) => console.warn('session info could not be loaded', e))
    return () => {
      live = false
    }
  }, [client, authToken])
}
