// The run-time remote manifest (browser side): `{ "<federation name>": "<URL of its remoteEntry.js
// or mf-manifest.json>" }`, fetched by a shell when the page loads, so a remote is redeployed by
// replacing its files (and, if its URL changes, the manifest) without rebuilding any shell.
// Standalone: the gateway serves /remotes.json from the built remotes; Kubernetes: a ConfigMap.

export type RemoteManifest = Record<string, string>

/** local-storage key of developer overrides merged over the manifest (point one remote at a dev server) */
export const REMOTE_OVERRIDES_KEY = 'care:remote-overrides'

export interface ManifestResult {
  manifest: RemoteManifest
  /** why the manifest could not be read; the shell then shows every remote as unavailable */
  error?: string
}

const isManifest = (v: unknown): v is RemoteManifest =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((u) => typeof u === 'string')

/** Reads the manifest; never throws (a broken manifest must not blank the page). */
export async function fetchRemoteManifest(url = '/remotes.json', fetchImpl: typeof fetch = fetch): Promise<ManifestResult> {
  try {
    const res = await fetchImpl(url, { cache: 'no-cache', headers: { accept: 'application/json' } })
    if (!res.ok) return { manifest: {}, error: `The remote manifest answered ${res.status}` }
    const body: unknown = await res.json()
    if (!isManifest(body)) return { manifest: {}, error: 'The remote manifest is not a map of names to URLs' }
    return { manifest: resolveUrls(body, new URL(url, globalThis.location?.href ?? 'http://localhost/').href) }
  } catch (e) {
    return { manifest: {}, error: `The remote manifest could not be loaded: ${(e as Error).message}` }
  }
}

/** Relative URLs in the manifest are relative to the manifest itself. */
export function resolveUrls(manifest: RemoteManifest, base: string): RemoteManifest {
  return Object.fromEntries(Object.entries(manifest).map(([name, url]) => [name, new URL(url, base).href]))
}

/** Developer overrides (JSON in local storage under REMOTE_OVERRIDES_KEY) win over the manifest. */
export function withOverrides(manifest: RemoteManifest, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): RemoteManifest {
  try {
    const raw = storage?.getItem(REMOTE_OVERRIDES_KEY)
    const overrides: unknown = raw ? JSON.parse(raw) : undefined
    return isManifest(overrides) ? { ...manifest, ...overrides } : manifest
  } catch {
    return manifest
  }
}
