// Federation names are JavaScript identifiers derived from the package folder, so the gateway can
// list built remotes (`frontends/portal-home/dist` → `portal_home`) without reading any config.
import { basename } from 'node:path'

/** `portal-home` → `portal_home` (the container's global name and the manifest key). */
export function federationName(folderName: string): string {
  const name = basename(folderName).replace(/[^A-Za-z0-9_$]/g, '_')
  if (!name || /^[0-9]/.test(name)) throw new Error(`cannot derive a federation name from '${folderName}'`)
  return name
}

/** The file every remote's container is served from, unhashed so a redeploy is picked up. */
export const REMOTE_ENTRY = 'remoteEntry.js'
