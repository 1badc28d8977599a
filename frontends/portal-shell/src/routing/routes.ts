// The portal's routes (spec 2 §2.1), reconciling both readings: Reading A's paths, grouped as in
// Reading B into public routes (also when logged in), logged-out routes (any other path → /login)
// and logged-in routes (any other path → /home). Pure: tested without a browser.

export type RouteGroup = 'public' | 'loggedOut' | 'loggedIn'

export type ScreenName =
  // public
  | 'privacy_policy' | 'terms_of_service' | 'e_signature_terms' | 'appointment_booking_page' | 'unsubscribe' | 'redirect'
  // logged out
  | 'landing' | 'login' | 'register' | 'reset_password'
  // logged in
  | 'home' | 'video' | 'care_plan' | 'communications' | 'form_submit' | 'appointment_booking' | 'content'
  | 'events' | 'documents' | 'forms' | 'community' | 'settings' | 'logout'

export interface RouteMatch {
  group: RouteGroup
  screen: ScreenName
  /** path parameters, e.g. { id } for /events/:id */
  params: Record<string, string>
}

interface RouteDef {
  group: RouteGroup
  screen: ScreenName
  pattern: string
}

/** Patterns with optional trailing `:param?` segments; matched in order. */
export const ROUTES: readonly RouteDef[] = [
  { group: 'public', screen: 'privacy_policy', pattern: '/privacy-policy' },
  { group: 'public', screen: 'terms_of_service', pattern: '/terms-of-service' },
  // linked from the form engine's signature consent (spec 3 §2)
  { group: 'public', screen: 'e_signature_terms', pattern: '/e-signature-terms' },
  { group: 'public', screen: 'appointment_booking_page', pattern: '/appointment-booking-page' },
  { group: 'public', screen: 'unsubscribe', pattern: '/unsubscribe' },
  { group: 'public', screen: 'redirect', pattern: '/r/:token' },
  { group: 'loggedOut', screen: 'landing', pattern: '/' },
  { group: 'loggedOut', screen: 'login', pattern: '/login' },
  { group: 'loggedOut', screen: 'register', pattern: '/register' },
  { group: 'loggedOut', screen: 'reset_password', pattern: '/reset-password' },
  { group: 'loggedIn', screen: 'home', pattern: '/home' },
  { group: 'loggedIn', screen: 'video', pattern: '/video-call' },
  { group: 'loggedIn', screen: 'care_plan', pattern: '/care-plan' },
  { group: 'loggedIn', screen: 'communications', pattern: '/communications/:roomId?' },
  { group: 'loggedIn', screen: 'form_submit', pattern: '/link/form' },
  { group: 'loggedIn', screen: 'appointment_booking', pattern: '/book-an-appointment/:pageId?' },
  { group: 'loggedIn', screen: 'content', pattern: '/content/:id?' },
  { group: 'loggedIn', screen: 'events', pattern: '/events/:id?' },
  { group: 'loggedIn', screen: 'forms', pattern: '/documents/forms/:accessCode?' },
  { group: 'loggedIn', screen: 'documents', pattern: '/documents' },
  { group: 'loggedIn', screen: 'community', pattern: '/community' },
  { group: 'loggedIn', screen: 'settings', pattern: '/settings' },
  { group: 'loggedIn', screen: 'logout', pattern: '/logout' },
]

/** Removes a trailing slash (except for '/') so '/home/' is '/home'. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/')

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  const required = want.filter((s) => !s.endsWith('?')).length
  if (got.length < required || got.length > want.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]
    const value = got[i]
    if (segment.startsWith(':')) {
      if (value !== undefined) params[segment.replace(/^:|\?$/g, '')] = decodeURIComponent(value)
    } else if (segment !== value) return undefined
  }
  return params
}

export function matchRoute(path: string): RouteMatch | undefined {
  const p = normalizePath(path)
  for (const r of ROUTES) {
    const params = matchPattern(r.pattern, p)
    if (params) return { group: r.group, screen: r.screen, params }
  }
  return undefined
}

export interface Resolution {
  /** the route to render, when no redirect applies */
  match?: RouteMatch
  /** where to go instead (history replace) */
  redirect?: string
}

export interface RouteContext {
  loggedIn: boolean
  /** organization hides registration: /register is not a route */
  hideRegister?: boolean
  /** the Community page is disabled in page settings: /community is not a route */
  communityDisabled?: boolean
}

/**
 * The page to land on after signing in: `?next=` of the sign-in URL, or `?redir=` of a mailed
 * sign-in link (identity carries the `next` the login screen sent). Only a path of this portal,
 * query string included: a value that starts with one '/' and, resolved as the browser would
 * (tabs and newlines dropped, '\' read as '/'), stays on this origin; anything else is ignored.
 */
export function nextFrom(search: string): string | undefined {
  const params = new URLSearchParams(search)
  const next = params.get('next') ?? params.get('redir')
  if (!next || !/^\/(?![/\\])/.test(next)) return undefined
  const base = 'http://portal.invalid'
  try {
    const url = new URL(next, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined
  } catch {
    return undefined
  }
}

/**
 * Which screen a path shows, or where it redirects: logged out, a public form's link (/link/form
 * without `a`) renders as a public page, and any other path that is neither public nor logged-out goes to /login (a logged-in page is kept as `?next=`, query string included, so
 * signing in lands on it); logged in, logged-out paths go to `next` or /home, unknown paths to /home.
 */
export function resolveRoute(path: string, ctx: RouteContext, search = ''): Resolution {
  let match = matchRoute(path)
  if (match?.screen === 'register' && ctx.hideRegister) match = undefined
  if (match?.screen === 'community' && ctx.communityDisabled) match = undefined
  if (match?.group === 'public') return { match }
  // a public form's link has no access code (/link/form?f=…): anyone may fill it (spec 2 §2.9); a
  // link with a patient's access code (`a`) still needs that patient signed in
  if (!ctx.loggedIn && match?.screen === 'form_submit' && !new URLSearchParams(search).get('a')) return { match: { ...match, group: 'public' } }
  if (!ctx.loggedIn) {
    if (match?.group === 'loggedOut') return { match }
    if (match?.group === 'loggedIn' && match.screen !== 'logout') return { redirect: `/login?next=${encodeURIComponent(normalizePath(path) + search)}` }
    return { redirect: '/login' }
  }
  if (match?.group === 'loggedIn') return { match }
  return { redirect: (match?.group === 'loggedOut' && nextFrom(search)) || '/home' }
}
