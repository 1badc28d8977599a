// The portal's fallback for a remote that could not be loaded: @care/remote's error state in the
// remote's place (never a blank page), with the portal's texts.
import { comingLifecycles, unavailableLifecycles } from '@care/remote'
import type { RemoteFailure } from '@care/build/runtime/remotes'
import { texts } from '../texts.ts'

/**
 * `missing`: the manifest has no such remote (its service is not deployed yet): a plain 'coming'
 * state, no 'Try again'; else it failed to load: the error state with 'Try again'.
 */
export function fallbackLifecycles(failure: RemoteFailure, missing: boolean) {
  if (missing) return comingLifecycles(texts.portal.remoteMissing)
  console.error(`remote ${failure.id} failed to load`, failure.error)
  return unavailableLifecycles(texts.portal.remoteFailed)
}
