// The console's areas: one Module Federation remote each, mounted by single-spa at its route.
// Adding an area is a line here plus its remote (its URL comes from the run-time manifest).

export interface ConsoleArea {
  /** federation name of the remote, as in /remotes.json */
  remote: string
  /** navigation label */
  label: string
  /** route prefix under the console */
  path: string
}

export const CONSOLE_BASE = '/console'

export const consoleAreas: readonly ConsoleArea[] = [{ remote: 'console_patients', label: 'Patients', path: `${CONSOLE_BASE}/patients` }]

/** The area whose route contains `pathname` (the route itself or anything below it). */
export function areaFor(pathname: string, areas: readonly ConsoleArea[] = consoleAreas): ConsoleArea | undefined {
  return areas.find((a) => pathname === a.path || pathname.startsWith(`${a.path}/`))
}

/** Where the console lands: its own root goes to the first area. */
export function landingPath(pathname: string, areas: readonly ConsoleArea[] = consoleAreas): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === CONSOLE_BASE || trimmed === '' ? areas[0]?.path : undefined
}
