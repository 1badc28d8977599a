// Starts the portal: one client for the page, the organization from the URL, the remote manifest,
// the single-spa registrations, then the React shell. A failure to find the organization shows the
// portal load error instead of a blank page.
import { createRoot } from 'react-dom/client'
import { createCareClient, type CareClient } from '@care/sdk'
import { flashWhenSessionExpires } from './session/expiry.ts'
import { CareProvider } from '@care/sdk/react'
import { CareThemeProvider, ErrorBoundary, LoadingState } from '@care/ui'
import { fetchRemoteManifest, withOverrides } from '@care/build/runtime/manifest'
import { rememberOrg, resolveOrgQuery } from '@care/remote'
import { brandDocument } from './org/branding.ts'
import { loadOrganization } from './org/org-theme.ts'
import { PortalApp } from './portal-app.tsx'
import { startRemotes } from './remotes/register.ts'
import { PortalLoadFailure } from './screens/portal-load-failure.tsx'
import { applyPatientLanguage, iso6391Of } from './session/use-patient-language.ts'

/** The API is served by the same origin as the portal (the gateway serves both). */
const API_BASE_URL = ''

async function main() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  root.render(
    <CareThemeProvider>
      <LoadingState />
    </CareThemeProvider>,
  )
  const client: CareClient = createCareClient({ apiBaseUrl: API_BASE_URL, kind: 'enduser', onUnauthenticated: flashWhenSessionExpires(() => client.session.authToken) })
  const orgInput = { hostname: location.hostname, origin: location.origin, search: location.search, storage: localStorage }
  // the first screen already speaks the stored patient's language (else the browser's): the shell and
  // the remotes registered before the switch have their catalogs in, and any remote mounting later
  // fetches its own for that language (@care/ui/i18n), so a reload in Spanish stays Spanish
  const [org, remotes] = await Promise.all([
    loadOrganization(client, resolveOrgQuery(orgInput)),
    fetchRemoteManifest('/remotes.json'),
    applyPatientLanguage(iso6391Of(client.session.enduser)),
  ])
  if (org.state !== 'loaded') {
    root.render(
      <CareThemeProvider>
        <PortalLoadFailure invalidUrl={org.state === 'invalid'} message={org.state === 'error' ? org.message : undefined} />
      </CareThemeProvider>,
    )
    return
  }
  rememberOrg(orgInput, org.org)
  if (remotes.error) console.error(remotes.error)
  client.setBusinessId(org.org.businessId)
  brandDocument(org.org)
  startRemotes({ manifest: withOverrides(remotes.manifest), client, org: org.org })
  root.render(
    <CareProvider client={client}>
      <CareThemeProvider orgTheme={org.org}>
        <ErrorBoundary>
          <PortalApp org={org.org} apiOrigin={API_BASE_URL || location.origin} />
        </ErrorBoundary>
      </CareThemeProvider>
    </CareProvider>,
  )
}

void main()
