// The single-spa root config: every portal remote registered as an application, loaded through
// Module Federation's runtime from the manifest, active when the shell's app says so, mounted into
// the layout's outlet with the page's client and organization.
import { registerApplication, start, type LifeCycles } from 'single-spa'
import type { CareClient } from '@care/sdk'
import type { RemoteManifest } from '@care/build/runtime/manifest'
import { initRemotes, loadRemoteModule } from '@care/build/runtime/remotes'
import type { RemoteProps } from '@care/remote'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { navigate } from '../routing/location.ts'
import { isActive } from './activation.ts'
import { fallbackLifecycles } from './fallback.tsx'
import { outletFor } from './outlet.ts'
import { appModule, basePathOf, PORTAL_REMOTES } from './registry.ts'

export const SHELL_NAME = 'portal_shell'

export function startRemotes(o: { manifest: RemoteManifest; client: CareClient; org: OrganizationTheme }) {
  initRemotes({
    name: SHELL_NAME,
    manifest: o.manifest,
    fallback: (failure) => fallbackLifecycles(failure, !o.manifest[failure.remote]),
  })
  for (const remote of PORTAL_REMOTES) {
    registerApplication<RemoteProps>({
      name: remote,
      app: () => loadRemoteModule<LifeCycles<RemoteProps>>(appModule(remote)),
      activeWhen: isActive(remote),
      customProps: { client: o.client, org: o.org, navigate, basePath: basePathOf(remote), domElementGetter: () => outletFor(remote) },
    })
  }
  start({ urlRerouteOnly: true })
}
