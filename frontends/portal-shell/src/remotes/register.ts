// The single-spa root config: every portal remote registered as an application through
// @care/remote's registerRemotes (the console's too), loaded through Module Federation's runtime
// from the manifest, active when the shell's app says so, mounted into the layout's outlet with the
// page's client and organization; one that cannot be loaded shows the portal's fallback instead.
import { start } from 'single-spa'
import type { CareClient } from '@care/sdk'
import type { RemoteManifest } from '@care/build/runtime/manifest'
import { initRemotes, loadRemoteModule } from '@care/build/runtime/remotes'
import { appModuleOf, registerRemotes, type RegisterRemotes } from '@care/remote'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { navigate } from '../routing/location.ts'
import { isActive } from './activation.ts'
import { fallbackLifecycles } from './fallback.tsx'
import { outletFor } from './outlet.ts'
import { basePathOf, PORTAL_REMOTES } from './registry.ts'

export const SHELL_NAME = 'portal_shell'

/** Registers every portal remote (without starting single-spa): `register` is for tests. */
export function registerPortalRemotes(o: { manifest: RemoteManifest; client: CareClient; org: OrganizationTheme; load?: RegisterRemotes['load']; register?: RegisterRemotes['register'] }) {
  registerRemotes({
    remotes: PORTAL_REMOTES.map((name) => ({ name, basePath: basePathOf(name), activeWhen: isActive(name) })),
    client: o.client,
    org: o.org,
    navigate,
    outlet: (remote) => outletFor(remote.name),
    // not in the manifest: its service is not deployed yet ('coming'); else it failed to load
    fallback: (remote, error) => fallbackLifecycles({ id: appModuleOf(remote.name), remote: remote.name, error }, !o.manifest[remote.name]),
    load: o.load ?? loadRemoteModule,
    register: o.register,
  })
}

export function startRemotes(o: { manifest: RemoteManifest; client: CareClient; org: OrganizationTheme }) {
  initRemotes({ name: SHELL_NAME, manifest: o.manifest })
  registerPortalRemotes(o)
  start({ urlRerouteOnly: true })
}
