// `?token=` signs the patient in (spec 2 §2.3): a sign-in link's token works once, so it is
// exchanged at once for a normal session (POST /refresh-enduser-session with the link's token)
// and removed from the URL. A failed exchange goes to the login screen with the reason.
import { useEffect, useRef } from 'react'
import { useCareClient } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { replace, withoutParams } from '../routing/location.ts'
import { texts } from '../texts.ts'
import { setFlash } from './flash.ts'

export function TokenSignIn({ token, location }: { token: string; location: { pathname: string; search: string } }) {
  const client = useCareClient()
  const started = useRef<string>()

  useEffect(() => {
    if (started.current === token) return
    started.current = token
    const rest = withoutParams(location, ['token'])
    client
      .refreshSession({ authToken: token, force: true })
      .then(() => replace(rest))
      .catch((e: Error) => {
        client.clearSession()
        setFlash(e?.message && e.message !== 'Unauthenticated' ? `${texts.login.linkFailed}: ${e.message}` : texts.login.linkFailed, 'error')
        replace(withoutParams({ pathname: '/login', search: location.search }, ['token']))
      })
  }, [client, token, location])

  return <LoadingState />
}
