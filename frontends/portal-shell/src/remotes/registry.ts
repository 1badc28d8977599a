// Which remote renders which logged-in screen. Federation names follow @care/build's rule
// (frontends/portal-home → portal_home); the URL of each comes from the manifest at run time.
import { ROUTES, type ScreenName } from '../routing/routes.ts'

export const REMOTE_FOR_SCREEN: Partial<Record<ScreenName, string>> = {
  home: 'portal_home',
  settings: 'portal_settings',
  communications: 'portal_communications',
  documents: 'portal_documents',
  forms: 'portal_documents',
  content: 'portal_education',
  care_plan: 'portal_care_plan',
  events: 'portal_events',
  community: 'portal_community',
  appointment_booking: 'portal_booking',
  appointment_booking_page: 'portal_booking',
  video: 'portal_video',
  form_submit: 'portal_forms',
}

/** Every remote the portal may mount (each registered once with single-spa). */
export const PORTAL_REMOTES = [...new Set(Object.values(REMOTE_FOR_SCREEN))] as string[]

/** The route a remote owns (its first screen's path without parameters), given as `basePath`. */
export function basePathOf(remote: string): string {
  const screen = Object.entries(REMOTE_FOR_SCREEN).find(([, r]) => r === remote)?.[0]
  const pattern = ROUTES.find((r) => r.screen === screen)?.pattern ?? '/'
  return pattern.replace(/\/:[^/]+\??/g, '') || '/'
}
