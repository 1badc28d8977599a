// The remotes built under frontends/ and the run-time manifest the shells fetch (/remotes.json):
// `{ "<federation name>": "<URL of its remoteEntry.js>" }`. A remote is a frontend folder, not a
// shell, whose dist/ holds remoteEntry.js; its federation name is the folder name with '-' → '_'
// (the rule of @care/build's federationName). In Kubernetes the same JSON comes from a ConfigMap.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const REMOTES_MOUNT = '/remotes'
export const MANIFEST_PATH = '/remotes.json'

export interface BuiltRemote {
  /** folder under frontends/, e.g. 'portal-home' */
  folder: string
  /** federation name, e.g. 'portal_home' */
  name: string
  /** its dist/ folder */
  dir: string
}

export function builtRemotes(frontendsDir: string): BuiltRemote[] {
  if (!existsSync(frontendsDir)) return []
  return readdirSync(frontendsDir)
    .filter((folder) => !folder.endsWith('-shell') && existsSync(join(frontendsDir, folder, 'dist', 'remoteEntry.js')))
    .sort()
    .map((folder) => ({ folder, name: folder.replace(/[^A-Za-z0-9_$]/g, '_'), dir: join(frontendsDir, folder, 'dist') }))
}

export function remoteManifest(remotes: readonly BuiltRemote[], mount = REMOTES_MOUNT): Record<string, string> {
  return Object.fromEntries(remotes.map((r) => [r.name, `${mount}/${r.folder}/remoteEntry.js`]))
}
