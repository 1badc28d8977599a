// The portal's top level (spec 2 §2, §4): resolves the route for the session (public, logged-out,
// logged-in; redirects), exchanges a `?token=`, applies the terms gate and onboarding, frames
// logged-in pages with the navigation, and tells single-spa which remote renders the content.
import { useCallback, useEffect, useMemo } from 'react'
import { useCareClient, useSession } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { LegalPage } from './legal/legal-page.tsx'
import { PRIVACY_POLICY } from './legal/privacy-policy.ts'
import { TERMS_OF_SERVICE } from './legal/terms-of-service.ts'
import { PortalLayout } from './layout/portal-layout.tsx'
import { isPageDisabled, navPages } from './nav/pages.ts'
import { useNavFacts } from './nav/use-nav-facts.ts'
import { authSettings, type OrganizationTheme } from './org/org-theme.ts'
import { setActiveRemote } from './remotes/activation.ts'
import { REMOTE_FOR_SCREEN } from './remotes/registry.ts'
import { RemoteContent } from './remotes/remote-content.tsx'
import { navigate, replace, useLocation } from './routing/location.ts'
import { resolveRoute, type RouteMatch } from './routing/routes.ts'
import { Landing } from './screens/landing.tsx'
import { LoggingOut } from './screens/logging-out.tsx'
import { Login } from './screens/login.tsx'
import { Onboarding } from './screens/onboarding.tsx'
import { Redirect } from './screens/redirect.tsx'
import { Register } from './screens/register.tsx'
import { ResetPassword } from './screens/reset-password.tsx'
import { TermsGate } from './screens/terms-gate.tsx'
import { TokenSignIn } from './screens/token-sign-in.tsx'
import { Unsubscribe } from './screens/unsubscribe.tsx'
import { gateFor, type Gate } from './session/gates.ts'
import { useFreshEnduser } from './session/use-fresh-enduser.ts'

export interface PortalAppProps {
  org: OrganizationTheme
  /** origin of the API host (for /r/ links) */
  apiOrigin: string
}

/** Screens rendered by the shell whatever the session (gates never apply to them). */
const UNGATED = new Set(['logout', 'form_submit'])

export function PortalApp({ org, apiOrigin }: PortalAppProps) {
  const client = useCareClient()
  const session = useSession()
  const location = useLocation()
  const enduser = session.enduser
  const loggedIn = !!(session.authToken && enduser)
  const token = new URLSearchParams(location.search).get('token')
  const settings = useMemo(() => org.pageSettings ?? [], [org.pageSettings])
  const facts = useNavFacts(client, loggedIn ? enduser?.id : undefined)
  const pages = useMemo(() => navPages(settings, facts), [settings, facts])
  useFreshEnduser(client, session.authToken)

  const resolution = token ? {} : resolveRoute(location.pathname, { loggedIn, hideRegister: authSettings(org).hideRegister, communityDisabled: isPageDisabled(settings, 'Community') }, location.search)
  const match: RouteMatch | undefined = resolution.match
  const gate: Gate = match?.group === 'loggedIn' && enduser && !UNGATED.has(match.screen) ? gateFor(enduser, location) : undefined
  const remote = match && !gate && !token ? REMOTE_FOR_SCREEN[match.screen] : undefined

  useEffect(() => {
    if (resolution.redirect) replace(resolution.redirect)
  }, [resolution.redirect])
  useEffect(() => setActiveRemote(remote), [remote])

  const afterLogout = useCallback(() => replace('/'), [])

  if (token) return <TokenSignIn token={token} location={location} />
  if (!match) return <LoadingState />

  switch (match.screen) {
    case 'privacy_policy':
      return <LegalPage doc={PRIVACY_POLICY} orgName={org.name} customUrl={org.customPrivacyPolicy} onNavigate={navigate} />
    case 'terms_of_service':
      return <LegalPage doc={TERMS_OF_SERVICE} orgName={org.name} customUrl={org.customTermsOfService} onNavigate={navigate} />
    case 'unsubscribe':
      return <Unsubscribe search={location.search} />
    case 'redirect':
      return <Redirect token={match.params.token} apiOrigin={apiOrigin} />
    case 'landing':
      return <Landing org={org} onNavigate={navigate} />
    case 'login':
      return <Login org={org} onNavigate={navigate} />
    case 'register':
      return <Register org={org} onNavigate={navigate} />
    case 'reset_password':
      return <ResetPassword org={org} search={location.search} onNavigate={navigate} />
    case 'logout':
      return <LoggingOut onDone={afterLogout} />
  }
  if (match.group === 'public') return <RemoteContent />
  if (gate === 'terms' && enduser) return <TermsGate org={org} enduser={enduser} />
  if (gate === 'onboarding' && enduser) return <Onboarding org={org} enduser={enduser} />
  return (
    <PortalLayout orgName={org.name} logoURL={org.logoURL} pages={pages} location={location} onNavigate={navigate} onLogout={() => navigate('/logout')}>
      <RemoteContent />
    </PortalLayout>
  )
}
