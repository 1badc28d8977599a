// The portal's top level (spec 2 §2, §4): resolves the route for the session (public, logged-out,
// logged-in; redirects), exchanges a `?token=`, applies the terms gate and onboarding, frames
// logged-in pages with the navigation, and tells single-spa which remote renders the content.
import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react'
import { useCareClient, useSession } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { PortalLayout } from './layout/portal-layout.tsx'
import { LiveCallAlert } from './live-call/live-call-alert.tsx'
import { isPageDisabled, navPages } from './nav/pages.ts'
import { useNavFacts } from './nav/use-nav-facts.ts'
import { authSettings, type OrganizationTheme } from './org/org-theme.ts'
import { setActiveRemote } from './remotes/activation.ts'
import { REMOTE_FOR_SCREEN } from './remotes/registry.ts'
import { RemoteContent } from './remotes/remote-content.tsx'
import { navigate, replace, useLocation } from './routing/location.ts'
import { resolveRoute, type RouteMatch } from './routing/routes.ts'
import { gateFor, type Gate } from './session/gates.ts'
import { useFreshEnduser } from './session/use-fresh-enduser.ts'
import { iso6391Of, usePatientLanguage } from './session/use-patient-language.ts'

// Screens off the signed-in path load on demand, so a signed-in patient's first page downloads
// none of them (the issue #9 budget: portal first page ≤ 250 KB gzipped).
const LegalScreen = lazy(() => import('./legal/legal-screen.tsx').then((m) => ({ default: m.LegalScreen })))
const Landing = lazy(() => import('./screens/landing.tsx').then((m) => ({ default: m.Landing })))
const LoggingOut = lazy(() => import('./screens/logging-out.tsx').then((m) => ({ default: m.LoggingOut })))
const Login = lazy(() => import('./screens/login.tsx').then((m) => ({ default: m.Login })))
const Onboarding = lazy(() => import('./screens/onboarding.tsx').then((m) => ({ default: m.Onboarding })))
const Redirect = lazy(() => import('./screens/redirect.tsx').then((m) => ({ default: m.Redirect })))
const Register = lazy(() => import('./screens/register.tsx').then((m) => ({ default: m.Register })))
const ResetPassword = lazy(() => import('./screens/reset-password.tsx').then((m) => ({ default: m.ResetPassword })))
const TermsGate = lazy(() => import('./screens/terms-gate.tsx').then((m) => ({ default: m.TermsGate })))
const TokenSignIn = lazy(() => import('./screens/token-sign-in.tsx').then((m) => ({ default: m.TokenSignIn })))
const Unsubscribe = lazy(() => import('./screens/unsubscribe.tsx').then((m) => ({ default: m.Unsubscribe })))

export interface PortalAppProps {
  org: OrganizationTheme
  /** origin of the API host (for /r/ links) */
  apiOrigin: string
}

/** Screens rendered by the shell whatever the session (gates never apply to them). */
const UNGATED = new Set(['logout', 'form_submit'])

export function PortalApp(props: PortalAppProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <PortalScreens {...props} />
    </Suspense>
  )
}

function PortalScreens({ org, apiOrigin }: PortalAppProps) {
  const client = useCareClient()
  const session = useSession()
  const location = useLocation()
  const enduser = session.enduser
  const loggedIn = !!(session.authToken && enduser)
  const token = new URLSearchParams(location.search).get('token')
  const settings = useMemo(() => org.pageSettings ?? [], [org.pageSettings])
  const facts = useNavFacts(client, loggedIn ? enduser?.id : undefined)
  const language = usePatientLanguage(iso6391Of(enduser))
  // the titles are read when the list is made: a new language makes it anew
  const pages = useMemo(() => navPages(settings, facts), [settings, facts, language])
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
      return <LegalScreen which="privacy" org={org} onNavigate={navigate} />
    case 'terms_of_service':
      return <LegalScreen which="terms" org={org} onNavigate={navigate} />
    case 'e_signature_terms':
      return <LegalScreen which="e-signature" org={org} onNavigate={navigate} />
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
      <LiveCallAlert pathname={location.pathname} onNavigate={navigate} />
    </PortalLayout>
  )
}
