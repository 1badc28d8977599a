// The portal's navigation (spec 2 §2.2): which pages show, under which title, in which order.
// Page settings (from the organization's portal customizations) disable, retitle and reorder them
// on mobile; Home cannot be disabled. Pure.
import { texts } from '../texts.ts'
import type { ScreenName } from '../routing/routes.ts'

/** A portal page as page settings name it (spec 2 §1 tab names), or one the settings cannot touch. */
export type PageName = 'Home' | 'Communications' | 'Documents' | 'Education' | 'Care Plan' | 'Events' | 'Appointment Booking' | 'Community'

export interface PageSetting {
  page: string
  disabled?: boolean
  title?: string
  mobileBottomNavigationPosition?: number
}

export interface NavPage {
  page: PageName
  title: string
  path: string
  screen: ScreenName
  /** position in the mobile bottom navigation (lower first) */
  order: number
}

interface PageDef {
  page: PageName
  title: string
  path: string
  screen: ScreenName
}

/** The sidebar's pages in the spec's order (Settings and Log Out follow them). */
export const PAGES: readonly PageDef[] = [
  { page: 'Home', get title() { return texts.nav.home }, path: '/home', screen: 'home' },
  { page: 'Communications', get title() { return texts.nav.communications }, path: '/communications', screen: 'communications' },
  { page: 'Documents', get title() { return texts.nav.documents }, path: '/documents', screen: 'documents' },
  { page: 'Education', get title() { return texts.nav.education }, path: '/content', screen: 'content' },
  { page: 'Care Plan', get title() { return texts.nav.carePlan }, path: '/care-plan', screen: 'care_plan' },
  { page: 'Events', get title() { return texts.nav.events }, path: '/events', screen: 'events' },
  { page: 'Appointment Booking', get title() { return texts.nav.booking }, path: '/book-an-appointment', screen: 'appointment_booking' },
  { page: 'Community', get title() { return texts.nav.community }, path: '/community', screen: 'community' },
]

/** Default page order values (spec 2 §2.2): Home 0, Communications 1, Documents 2, Education 3, others 1000. */
export const DEFAULT_ORDER: Readonly<Record<string, number>> = { Home: 0, Communications: 1, Documents: 2, Education: 3 }
export const OTHER_ORDER = 1000

/** At most this many pages fit the bottom navigation; the rest go to the drawer. */
export const BOTTOM_NAV_MAX = 5

export interface NavFacts {
  /** the patient has a care plan (Care Plan shows only then) */
  hasCarePlan?: boolean
  /** some appointment type allows self-scheduling (Book an Appointment shows only then) */
  canSelfSchedule?: boolean
}

export function settingFor(settings: readonly PageSetting[], page: PageName): PageSetting | undefined {
  return settings.find((s) => s.page === page)
}

export function isPageDisabled(settings: readonly PageSetting[], page: PageName): boolean {
  if (page === 'Home') return false
  return settingFor(settings, page)?.disabled === true
}

/** The enabled pages, sidebar order, with their titles and mobile order. */
export function navPages(settings: readonly PageSetting[], facts: NavFacts = {}): NavPage[] {
  return PAGES.filter((p) => {
    if (isPageDisabled(settings, p.page)) return false
    if (p.page === 'Care Plan') return facts.hasCarePlan === true
    if (p.page === 'Appointment Booking') return facts.canSelfSchedule === true
    return true
  }).map((p) => {
    const s = settingFor(settings, p.page)
    const title = s?.title?.trim() ? s.title.trim() : p.title
    const order = typeof s?.mobileBottomNavigationPosition === 'number' ? s.mobileBottomNavigationPosition : (DEFAULT_ORDER[p.page] ?? OTHER_ORDER)
    return { ...p, title, order }
  })
}

/** The mobile bottom navigation: pages by order (stable), at most BOTTOM_NAV_MAX; empty when only one page is enabled. */
export function bottomNavPages(pages: readonly NavPage[]): { bottom: NavPage[]; overflow: NavPage[] } {
  if (pages.length <= 1) return { bottom: [], overflow: [...pages] }
  const sorted = pages.map((p, i) => ({ p, i })).sort((a, b) => a.p.order - b.p.order || a.i - b.i).map((x) => x.p)
  return { bottom: sorted.slice(0, BOTTOM_NAV_MAX), overflow: sorted.slice(BOTTOM_NAV_MAX) }
}

/** The page whose section `pathname` is in (for highlighting), if any. */
export function activePage(pages: readonly NavPage[], pathname: string): NavPage | undefined {
  return pages.find((p) => pathname === p.path || pathname.startsWith(`${p.path}/`))
}

/** Navigation is hidden on embedded pages, form pages and /r/ paths. */
export function navigationHidden(loc: { pathname: string; search: string }): boolean {
  if (new URLSearchParams(loc.search).get('embedded') === 'true') return true
  return ['/link/form', '/documents/forms', '/r/'].some((p) => loc.pathname === p || loc.pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
}

/** Layout constants of spec 2 §9. */
export const SIDEBAR_OPEN_WIDTH = 300
export const SIDEBAR_CLOSED_WIDTH = 57
export const BOTTOM_NAV_HEIGHT = 56
export const MOBILE_BREAKPOINT = 600
