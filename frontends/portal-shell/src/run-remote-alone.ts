// Runs one portal remote alone (its own dev server: `npm run dev -w @care/portal-home`) the way
// the shell would mount it: a client on the same origin (the dev server proxies /v1 to the
// platform), the organization from `?org=`, a sign-in link's `?token=` exchanged for a session.
// Remotes import this only from their standalone entry; it is never part of their `./app`.
import type { LifeCycles } from 'single-spa'
import { createCareClient } from '@care/sdk'
import { loadOrganization } from './org/org-theme.ts'
import { resolveOrgQuery } from './org/resolve-org.ts'
import type { PortalRemoteProps } from './remote-props.ts'
import { withoutParams } from './routing/location.ts'

function message(root: HTMLElement, text: string) {
  root.textContent = text
  root.style.cssText = 'font-family: sans-serif; padding: 24px; max-width: 640px'
}

export async function runRemoteAlone(name: string, lifecycles: LifeCycles<PortalRemoteProps>) {
  const root = document.getElementById('root') as HTMLElement
  const client = createCareClient({ apiBaseUrl: '', kind: 'enduser' })
  const org = await loadOrganization(client, resolveOrgQuery({ hostname: location.hostname, origin: location.origin, search: location.search, storage: localStorage }))
  if (org.state !== 'loaded') return message(root, org.state === 'invalid' ? 'No organization: add ?org=<subdomain>.' : `The organization could not be loaded: ${org.message}`)
  client.setBusinessId(org.org.businessId)
  const token = new URLSearchParams(location.search).get('token')
  if (token) {
    await client.refreshSession({ authToken: token, force: true }).catch((e: Error) => console.error('sign-in link failed', e))
    history.replaceState(null, '', withoutParams(location, ['token']))
  }
  if (!client.session.authToken) {
    return message(root, `${name} runs alone here. Sign in by opening a portal sign-in link (from the development mailbox, /dev/mailbox) with this page's origin, e.g. ${location.origin}/?org=${org.org.subdomain ?? 'demo'}&token=…`)
  }
  const props = {
    name,
    client,
    org: org.org,
    navigate: (url: string) => console.info(`${name} asked to navigate to ${url} (no shell here)`),
    domElementGetter: () => root,
  } as unknown as PortalRemoteProps & { name: string; singleSpa: never; mountParcel: never }
  const call = async (fn: LifeCycles<PortalRemoteProps>['mount'] | undefined) => {
    for (const f of fn ? (Array.isArray(fn) ? fn : [fn]) : []) await f(props as never)
  }
  await call(lifecycles.bootstrap)
  await call(lifecycles.mount)
}
