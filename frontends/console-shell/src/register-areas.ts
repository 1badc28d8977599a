// Registers each console area's remote with single-spa: loaded by URL from the run-time manifest
// (through the federation runtime), active at its route while a staff session exists, mounted in
// its own element inside the shell's layout with the page's one CareClient as a prop.
import { navigateToUrl, registerApplication, type LifeCycles } from 'single-spa'
import type { CareClient } from '@care/sdk'
import type { RemoteProps } from '@care/remote'
import { areaFor, type ConsoleArea } from './areas.ts'
import { areaUnavailableLifecycles } from './area-unavailable.tsx'

/** The console mounts its areas with the one contract of @care/remote (basePath: '/console/patients'). */
export type AreaProps = RemoteProps

export type RemoteLoader = (id: string) => Promise<unknown>

const isLifecycles = (m: unknown): m is LifeCycles<AreaProps> =>
  !!m && typeof m === 'object' && typeof (m as LifeCycles).mount === 'function' && typeof (m as LifeCycles).unmount === 'function'

/** The remote's `./app` lifecycles, or lifecycles showing an error state when it cannot be had. */
export async function loadArea(area: ConsoleArea, loadRemote: RemoteLoader, log: Pick<Console, 'error'> = console): Promise<LifeCycles<AreaProps>> {
  try {
    const module = await loadRemote(`${area.remote}/app`)
    if (isLifecycles(module)) return module
    throw new Error(`${area.remote}/app does not export single-spa lifecycles`)
  } catch (error) {
    log.error(`Console area '${area.label}' is unavailable`, error)
    return areaUnavailableLifecycles(area) as LifeCycles<AreaProps>
  }
}

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

export function registerAreas(o: { areas: readonly ConsoleArea[]; client: CareClient; container: HTMLElement; loadRemote: RemoteLoader }) {
  for (const area of o.areas) {
    registerApplication<AreaProps>({
      name: area.remote,
      app: () => loadArea(area, o.loadRemote),
      activeWhen: (location) => Boolean(o.client.session.authToken) && areaFor(location.pathname, [area]) === area,
      customProps: () => ({ client: o.client, basePath: area.path, navigate: (url: string) => navigateToUrl(url), domElementGetter: () => areaElement(o.container, area) }),
    })
  }
}
