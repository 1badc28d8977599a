// The console's areas: one Module Federation remote each, mounted by single-spa at its route.
// Adding an area is a line here plus its remote (its URL comes from the run-time manifest).

export interface ConsoleArea {
  /** federation name of the remote, as in /remotes.json */
  remote: string
  /** navigation label */
  label: string
  /** route prefix under the console */
  path: string
  /** false: reached by links only (a patient's chart), never listed in the navigation */
  inNav?: boolean
  /** the navigation entry shown as current while this area is open (the chart: Patients) */
  navAs?: string
}

export const CONSOLE_BASE = '/console'

export const consoleAreas: readonly ConsoleArea[] = [
  { remote: 'console_patients', label: 'Patients', path: `${CONSOLE_BASE}/patients` },
  { remote: 'console_inbox', label: 'Inbox', path: `${CONSOLE_BASE}/inbox` },
  { remote: 'console_tickets', label: 'Tickets', path: `${CONSOLE_BASE}/tickets` },
  { remote: 'console_forms', label: 'Forms', path: `${CONSOLE_BASE}/forms` },
  { remote: 'console_content', label: 'Content', path: `${CONSOLE_BASE}/content` },
  { remote: 'console_calendar', label: 'Calendar', path: `${CONSOLE_BASE}/calendar` },
  { remote: 'console_billing', label: 'Billing', path: `${CONSOLE_BASE}/billing` },
  { remote: 'console_journeys', label: 'Journeys', path: `${CONSOLE_BASE}/journeys` },
  // one patient's chart at /console/chart/<enduserId>, opened from the patients table
  { remote: 'console_patient_chart', label: 'Patient chart', path: `${CONSOLE_BASE}/chart`, inNav: false, navAs: 'console_patients' },
]

/** The areas listed in the navigation. */
export const navAreas = (areas: readonly ConsoleArea[]) => areas.filter((a) => a.inNav !== false)

/** The navigation entry that is current at `pathname`. */
export function navCurrent(pathname: string, areas: readonly ConsoleArea[] = consoleAreas): ConsoleArea | undefined {
  const open = areaFor(pathname, areas)
  return open?.navAs ? areas.find((a) => a.remote === open.navAs) : open
}

/** The area whose route contains `pathname` (the route itself or anything below it). */
export function areaFor(pathname: string, areas: readonly ConsoleArea[] = consoleAreas): ConsoleArea | undefined {
  return areas.find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`))
}

/** Where the console lands: its own root goes to the first area. */
export function landingPath(pathname: string, areas: readonly ConsoleArea[] = consoleAreas): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === CONSOLE_BASE || trimmed === '' ? areas[0]?.path : undefined
}
