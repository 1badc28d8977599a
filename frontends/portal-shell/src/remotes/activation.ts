// Which remote is active is decided by the shell's React app (route, session, gates), not by URL
// alone: the app sets it here and single-spa, whose activity functions read it, reroutes.
import { triggerAppChange } from 'single-spa'

let active: string | undefined
const listeners = new Set<() => void>()

export const activeRemote = () => active

export function setActiveRemote(name: string | undefined) {
  if (name === active) return
  active = name
  for (const l of listeners) l()
  void triggerAppChange()
}

/** single-spa activity function for `name`. */
export const isActive = (name: string) => () => active === name

export function onActiveRemoteChange(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
