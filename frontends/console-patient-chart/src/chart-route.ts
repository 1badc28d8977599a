// Where the chart is lives in the URL: `<basePath>/<enduserId>/<tab>` (the tab may be left out:
// Notes), so a patient's chart and each of its tabs can be linked, reloaded and reached with Back.
import { useCallback } from 'react'
import { usePathname } from '@care/remote/url'

export const TAB_SLUGS = ['notes', 'tickets', 'tasks', 'care-plans', 'observations', 'medications', 'files', 'forms', 'journeys', 'activity'] as const
export type TabSlug = (typeof TAB_SLUGS)[number]

export const TAB_LABELS: Record<TabSlug, string> = {
  notes: 'Notes',
  tickets: 'Tickets',
  tasks: 'Tasks',
  'care-plans': 'Care plans',
  observations: 'Observations',
  medications: 'Medications',
  files: 'Files',
  forms: 'Forms',
  journeys: 'Journeys',
  activity: 'Activity',
}

export const DEFAULT_TAB: TabSlug = 'notes'

export interface ChartLocation {
  enduserId?: string
  tab: TabSlug
  /** the path named a tab that does not exist (shown as Notes) */
  unknownTab?: boolean
}

const trim = (base: string) => base.replace(/\/+$/, '')

/** '/console/chart/abc/files' below '/console/chart' → { enduserId: 'abc', tab: 'files' } */
export function chartLocation(pathname: string, basePath: string): ChartLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { tab: DEFAULT_TAB }
  const [id, tab] = pathname.slice(base.length + 1).split('/')
  const enduserId = id ? decodeURIComponent(id) : undefined
  if (!tab) return { enduserId, tab: DEFAULT_TAB }
  const known = (TAB_SLUGS as readonly string[]).includes(tab)
  return { enduserId, tab: known ? (tab as TabSlug) : DEFAULT_TAB, ...(known ? {} : { unknownTab: true }) }
}

export const chartUrl = (basePath: string, enduserId: string, tab?: TabSlug) =>
  `${trim(basePath)}/${encodeURIComponent(enduserId)}${tab ? `/${tab}` : ''}`

/** The chart's location, following the URL; `openTab` pushes the tab's URL. */
export function useChartLocation(basePath: string, navigate?: (url: string) => void) {
  const pathname = usePathname()
  const location = chartLocation(pathname, basePath)
  const { enduserId } = location
  const openTab = useCallback(
    (tab: TabSlug) => {
      if (!enduserId) return
      const url = chartUrl(basePath, enduserId, tab)
      if (navigate) navigate(url)
      else {
        window.history.pushState(window.history.state, '', url)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }
    },
    [basePath, enduserId, navigate],
  )
  return { ...location, openTab }
}
