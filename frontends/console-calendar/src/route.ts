// Where the Calendar area is, in the URL: /console/calendar (the team calendar), /availability,
// /types (appointment types), /locations, /booking-pages, and /video/<calendarEventId> (a visit).
import { useCallback } from 'react'
import { go, usePathname, inAppLink } from '@care/remote/url'

export const BASE_PATH = '/console/calendar'

export const TABS = ['calendar', 'availability', 'types', 'locations', 'pages'] as const
export type Tab = (typeof TABS)[number]

export type CalendarLocation = { view: Tab } | { view: 'video'; calendarEventId: string }

const SEGMENT: Record<Tab, string> = { calendar: '', availability: 'availability', types: 'types', locations: 'locations', pages: 'booking-pages' }

const trim = (base: string) => base.replace(/\/+$/, '')

export function calendarLocation(pathname: string, basePath = BASE_PATH): CalendarLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { view: 'calendar' }
  const [first, second] = pathname.slice(base.length + 1).split('/').map((p) => decodeURIComponent(p))
  if (first === 'video' && second) return { view: 'video', calendarEventId: second }
  const tab = TABS.find((t) => SEGMENT[t] === first)
  return { view: tab ?? 'calendar' }
}

export function urlOf(l: CalendarLocation, basePath = BASE_PATH): string {
  const base = trim(basePath)
  if (l.view === 'video') return `${base}/video/${encodeURIComponent(l.calendarEventId)}`
  return SEGMENT[l.view] ? `${base}/${SEGMENT[l.view]}` : base
}

export function useCalendarLocation(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((l: CalendarLocation) => go(urlOf(l, basePath)), [basePath])
  return { location: calendarLocation(pathname, basePath), open }
}

/** an anchor's props that open `l` in place (a modified click keeps the browser's own behaviour) */
export function linkTo(l: CalendarLocation, open: (l: CalendarLocation) => void, basePath = BASE_PATH) {
  return inAppLink(urlOf(l, basePath), () => open(l))
}
