// The portal's fallback for a remote that could not be loaded: @care/remote's error state in the
// remote's place (never a blank page), with the portal's texts.
import { unavailableLifecycles } from '@care/remote'
import type { RemoteFailure } from '@care/build/runtime/remotes'
import { texts } from '../texts.ts'

/** `missing`: the manifest has no such remote (not deployed yet); else it failed to load. */
export function fallbackLifecycles(failure: RemoteFailure, missing: boolean) {
  if (!missing) console.error(`remote ${failure.id} failed to load`, failure.error)
  return unavailableLifecycles(missing ? texts.portal.remoteMissing : texts.portal.remoteFailed)
}
