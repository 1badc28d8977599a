// Registers each console area's remote with single-spa through @care/remote's registerRemotes (the
// portal's too): loaded by URL from the run-time manifest (through the federation runtime), active
// at its route while a staff session exists, mounted in its own element inside the shell's layout
// with the one contract's props (basePath: '/console/patients').
import type { CareClient } from '@care/sdk'
import { registerRemotes, type RegisterRemotes, type RemoteRegistration } from '@care/remote'
import { areaFor, type ConsoleArea } from './areas.ts'
import { areaUnavailableLifecycles } from './area-unavailable.tsx'

export type RemoteLoader = (id: string) => Promise<unknown>

/** Areas fill the layout; an area not mounted (its element left empty) takes no room at all. */
const AREA_CLASS = 'console-area'
const AREA_STYLE = `.${AREA_CLASS}{height:100%}.${AREA_CLASS}:empty{display:none}`

function ensureAreaStyle(doc: Document) {
  if (doc.getElementById('console-area-style')) return
  const style = doc.createElement('style')
  style.id = 'console-area-style'
  style.textContent = AREA_STYLE
  doc.head.appendChild(style)
}

/** One element per area inside `container`, so switching areas never mixes two apps' DOM. */
export function areaElement(container: HTMLElement, area: ConsoleArea): HTMLElement {
  const id = `console-area-${area.remote}`
  let el = container.querySelector<HTMLElement>(`#${id}`)
  if (!el) {
    ensureAreaStyle(container.ownerDocument)
    el = container.ownerDocument.createElement('div')
    el.id = id
    el.className = AREA_CLASS
    container.appendChild(el)
  }
  return el
}

type AreaRemote = RemoteRegistration & { area: ConsoleArea }

/**
 * Each area as a remote of @care/remote's registerRemotes: active at its route while a staff
 * session exists, in its own element of `container`; one that cannot be loaded is logged and shows
 * its error state ('Patients could not be loaded…') in its place.
 */
export function registerAreas(o: { areas: readonly ConsoleArea[]; client: CareClient; container: HTMLElement; loadRemote: RemoteLoader; log?: Pick<Console, 'error'>; register?: RegisterRemotes['register'] }) {
  const log = o.log ?? console
  registerRemotes<AreaRemote>({
    remotes: o.areas.map((area) => ({
      area,
      name: area.remote,
      basePath: area.path,
      activeWhen: (location: Location) => Boolean(o.client.session.authToken) && areaFor(location.pathname, [area]) === area,
    })),
    client: o.client,
    outlet: (r) => areaElement(o.container, r.area),
    fallback: (r, error) => {
      log.error(`Console area '${r.area.label}' is unavailable`, error)
      return areaUnavailableLifecycles(r.area)
    },
    load: o.loadRemote,
    register: o.register,
  })
}
