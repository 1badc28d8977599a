// The console's React root: staff sign-in until a session exists, then the layout.
import { useEffect } from 'react'
import { CareProvider, useSession } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { CareThemeProvider, ErrorBoundary } from '@care/ui'
import type { ConsoleArea } from './areas.ts'
import { ConsoleLayout } from './console-layout.tsx'
import { StaffSignIn } from '@care/remote/staff-sign-in'
import { SESSION_EXPIRED_NOTICE, useSessionExpired, type SessionExpiry } from './session-expiry.ts'

interface ShellProps {
  client: CareClient
  areas: readonly ConsoleArea[]
  areaContainer: HTMLElement
  /** set when the API refused the open session (session-expiry.ts) */
  expiry?: SessionExpiry
}

function SignedInOrNot({ client, areas, areaContainer, expiry }: ShellProps) {
  const session = useSession()
  const expired = useSessionExpired(expiry)
  const signedIn = Boolean(session.authToken)
  // live updates for every area of the page, while someone is signed in
  useEffect(() => {
    if (!signedIn) return
    client.live.start()
    return () => client.live.stop()
  }, [client, signedIn])
  return signedIn ? <ConsoleLayout areas={areas} areaContainer={areaContainer} expiry={expiry} /> : <StaffSignIn notice={expired ? SESSION_EXPIRED_NOTICE : undefined} />
}

export function ConsoleShell({ client, areas, areaContainer, expiry }: ShellProps) {
  return (
    <CareThemeProvider>
      <ErrorBoundary>
        <CareProvider client={client}>
          <SignedInOrNot client={client} areas={areas} areaContainer={areaContainer} expiry={expiry} />
        </CareProvider>
      </ErrorBoundary>
    </CareThemeProvider>
  )
}
