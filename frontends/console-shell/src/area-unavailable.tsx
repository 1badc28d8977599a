// What the console mounts instead of an area whose remote could not be loaded (down, missing from
// the manifest, broken script): @care/remote's error state inside the layout, never a blank page.
import { RemoteUnavailable, unavailableLifecycles, unavailableMessage } from '@care/remote'
import type { ConsoleArea } from './areas.ts'

export const areaUnavailableMessage = (area: ConsoleArea) => unavailableMessage(area.label)

export function AreaUnavailable({ area, onRetry }: { area: ConsoleArea; onRetry?: () => void }) {
  return <RemoteUnavailable message={areaUnavailableMessage(area)} onRetry={onRetry} />
}

/** single-spa lifecycles that render AreaUnavailable; a retry reloads the page (and the manifest). */
export const areaUnavailableLifecycles = (area: ConsoleArea, reload?: () => void) => unavailableLifecycles(areaUnavailableMessage(area), reload)
