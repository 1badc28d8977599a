// The Patients remote alone (`npm run dev -w @care/console-patients`): its own CareClient against
// the API the dev server proxies, the console's staff sign-in, then the same lifecycles the shell
// mounts.
import { useEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { createCareClient, type CareClient } from '@care/sdk'
import { CareProvider, useSession } from '@care/sdk/react'
import { CareThemeProvider } from '@care/ui'
import { StaffSignIn } from '@care/console-shell/sign-in'
import { mount, unmount } from './app.tsx'

function Mounted({ client }: { client: CareClient }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const props = { client, domElement: host.current as HTMLElement, name: 'console_patients' } as never
    client.live.start()
    void mount(props)
    return () => {
      void unmount(props)
      client.live.stop()
    }
  }, [client])
  return <div ref={host} style={{ height: '100vh' }} />
}

function Standalone({ client }: { client: CareClient }) {
  const session = useSession()
  return session.authToken ? <Mounted client={client} /> : <StaffSignIn title="Patients (standalone)" />
}

const client = createCareClient({ apiBaseUrl: '', kind: 'user' })
createRoot(document.getElementById('root') as HTMLElement).render(
  <CareThemeProvider>
    <CareProvider client={client}>
      <Standalone client={client} />
    </CareProvider>
  </CareThemeProvider>,
)
