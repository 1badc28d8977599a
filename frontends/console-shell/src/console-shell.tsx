// The console's React root: staff sign-in until a session exists, then the layout.
import { useEffect } from 'react'
import { CareProvider, useSession } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { CareThemeProvider, ErrorBoundary } from '@care/ui'
import type { ConsoleArea } from './areas.ts'
import { ConsoleLayout } from './console-layout.tsx'
import { StaffSignIn } from '@care/remote/staff-sign-in'

function SignedInOrNot({ client, areas, areaContainer }: { client: CareClient; areas: readonly ConsoleArea[]; areaContainer: HTMLElement }) {
  const session = useSession()
  const signedIn = Boolean(session.authToken)
  // live updates for every area of the page, while someone is signed in
  useEffect(() => {
    if (!signedIn) return
    client.live.start()
    return () => client.live.stop()
  }, [client, signedIn])
  return signedIn ? <ConsoleLayout areas={areas} areaContainer={areaContainer} /> : <StaffSignIn />
}

export function ConsoleShell({ client, areas, areaContainer }: { client: CareClient; areas: readonly ConsoleArea[]; areaContainer: HTMLElement }) {
  return (
    <CareThemeProvider>
      <ErrorBoundary>
        <CareProvider client={client}>
          <SignedInOrNot client={client} areas={areas} areaContainer={areaContainer} />
        </CareProvider>
      </ErrorBoundary>
    </CareThemeProvider>
  )
}
