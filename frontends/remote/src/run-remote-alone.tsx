// Runs one remote alone on its own dev server (`npm run dev -w @care/<remote>`) the way its shell
// mounts it: a client on the same origin (the dev server proxies /v1 to the platform), signed in,
// then the remote's own lifecycles with the same props a shell gives. Portal remotes ('enduser')
// load the organization from `?org=` and take a sign-in link's `?token=`; console remotes ('user')
// show the staff sign-in. Imported only by a remote's standalone entry, never by its `./app`.
import { useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { LifeCycles } from 'single-spa'
import { createCareClient, type CareClient } from '@care/sdk'
import { CareProvider, useSession } from '@care/sdk/react'
import { CareThemeProvider, ErrorState, LoadingState } from '@care/ui'
import { loadOrganization, type RemoteOrganization } from './organization.ts'
import type { RemoteProps } from './props.ts'
import { rememberOrg, resolveOrgQuery } from './resolve-org.ts'
import { StaffSignIn } from './staff-sign-in.tsx'

export interface RunAlone {
  /** federation name, e.g. 'portal_home' */
  name: string
  lifecycles: LifeCycles<RemoteProps>
  /** whose session the remote runs in: a patient's (portal) or a staff user's (console) */
  kind: 'enduser' | 'user'
  /** the route the remote owns in its shell (default '/') */
  basePath?: string
}

function Mounted({ o, client, org }: { o: RunAlone; client: CareClient; org?: RemoteOrganization }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = host.current as HTMLElement
    const props = {
      name: o.name,
      client,
      org,
      basePath: o.basePath ?? '/',
      navigate: (url: string) => {
        history.pushState(null, '', url)
        dispatchEvent(new PopStateEvent('popstate'))
      },
      domElementGetter: () => el,
    }
    const call = async (fn: LifeCycles<RemoteProps>['mount'] | undefined) => {
      for (const f of fn ? (Array.isArray(fn) ? fn : [fn]) : []) await f(props as never)
    }
    client.live.start()
    void call(o.lifecycles.bootstrap).then(() => call(o.lifecycles.mount))
    return () => {
      void call(o.lifecycles.unmount)
      client.live.stop()
    }
  }, [o, client, org])
  return <div ref={host} style={{ minHeight: '100vh' }} />
}

function Alone({ o, client, org }: { o: RunAlone; client: CareClient; org?: RemoteOrganization }) {
  const session = useSession()
  if (session.authToken) return <Mounted o={o} client={client} org={org} />
  if (o.kind === 'user') return <StaffSignIn title={`${o.name} (standalone)`} />
  return (
    <ErrorState
      message={`${o.name} runs alone here. Sign in by opening a portal sign-in link (from the development mailbox, /dev/mailbox) with this page's origin, e.g. ${location.origin}/?org=${org?.subdomain ?? 'demo'}&token=…`}
    />
  )
}

function EndUserStart({ o, client }: { o: RunAlone; client: CareClient }) {
  const [state, setState] = useState<{ org?: RemoteOrganization; error?: string }>()
  useEffect(() => {
    const input = { hostname: location.hostname, origin: location.origin, search: location.search, storage: localStorage }
    void (async () => {
      const load = await loadOrganization(client, resolveOrgQuery(input))
      if (load.state !== 'loaded') return setState({ error: load.state === 'invalid' ? 'No organization: add ?org=<subdomain>.' : `The organization could not be loaded: ${load.message}` })
      rememberOrg(input, load.org)
      client.setBusinessId(load.org.businessId)
      const params = new URLSearchParams(location.search)
      const token = params.get('token')
      if (token) {
        await client.refreshSession({ authToken: token, force: true }).catch((e: Error) => console.error('sign-in link failed', e))
        params.delete('token')
        history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`)
      }
      setState({ org: load.org })
    })()
  }, [client])
  if (!state) return <LoadingState />
  if (state.error) return <ErrorState message={state.error} />
  return (
    <CareThemeProvider orgTheme={state.org}>
      <Alone o={o} client={client} org={state.org} />
    </CareThemeProvider>
  )
}

export function runRemoteAlone(o: RunAlone) {
  const client = createCareClient({ apiBaseUrl: '', kind: o.kind })
  const root = createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div')))
  root.render(
    <CareProvider client={client}>
      <CareThemeProvider>{o.kind === 'enduser' ? <EndUserStart o={o} client={client} /> : <Alone o={o} client={client} />}</CareThemeProvider>
    </CareProvider>,
  )
}
