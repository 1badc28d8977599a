// Where the Journeys area is, in the URL: /console/journeys (the journeys), /triggers (automation
// triggers), /errors (the business's background errors), and one journey at /<journeyId> (its steps
// in the editor, with the simulator), /<journeyId>/states, /<journeyId>/patients, /<journeyId>/errors.
import { useCallback } from 'react'
import { go, usePathname } from '@care/remote/url'

export const BASE_PATH = '/console/journeys'

export const AREA_TABS = ['journeys', 'triggers', 'errors'] as const
export type AreaTab = (typeof AREA_TABS)[number]
export const JOURNEY_TABS = ['steps', 'states', 'patients', 'errors'] as const
export type JourneyTab = (typeof JOURNEY_TABS)[number]

export type JourneysLocation = { view: AreaTab } | { view: 'journey'; journeyId: string; tab: JourneyTab }

const ID = /^[0-9a-f]{24}$/
const trim = (base: string) => base.replace(/\/+$/, '')

export function journeysLocation(pathname: string, basePath = BASE_PATH): JourneysLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { view: 'journeys' }
  const [first = '', second = ''] = pathname.slice(base.length + 1).split('/').map((p) => decodeURIComponent(p))
  if (first === 'triggers' || first === 'errors') return { view: first }
  if (ID.test(first)) return { view: 'journey', journeyId: first, tab: (JOURNEY_TABS as readonly string[]).includes(second) ? (second as JourneyTab) : 'steps' }
  return { view: 'journeys' }
}

export function urlOf(l: JourneysLocation, basePath = BASE_PATH): string {
  const base = trim(basePath)
  if (l.view === 'journey') return `${base}/${encodeURIComponent(l.journeyId)}${l.tab === 'steps' ? '' : `/${l.tab}`}`
  return l.view === 'journeys' ? base : `${base}/${l.view}`
}

/** the area tab a location belongs to (a journey is under Journeys) */
export const areaTabOf = (l: JourneysLocation): AreaTab => (l.view === 'journey' ? 'journeys' : l.view)

export function useJourneysLocation(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((l: JourneysLocation) => go(urlOf(l, basePath)), [basePath])
  return { location: journeysLocation(pathname, basePath), open }
}

/** an anchor's props that open `l` in place (a modified click keeps the browser's own behaviour) */
export function linkTo(l: JourneysLocation, open: (l: JourneysLocation) => void, basePath = BASE_PATH) {
  return {
    href: urlOf(l, basePath),
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
      e.preventDefault()
      open(l)
    },
  }
}
