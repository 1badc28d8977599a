// Loading remotes at run time with Module Federation's runtime (`init` / `loadRemote`): a runtime
// plugin registers a remote from the manifest the first time one of its modules is requested
// (`beforeRequest`) and turns any failure to load it (manifest entry missing, server down, script
// error) into a fallback module chosen by the shell (`errorLoadRemote`), so a remote that is down
// shows an error state instead of a blank page.
import { init, loadRemote, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import type { RemoteManifest } from './manifest.ts'

export interface RemoteFailure {
  /** the requested module, e.g. 'portal_home/app' */
  id: string
  /** the remote's federation name, e.g. 'portal_home' */
  remote: string
  error: unknown
}

/** Makes the module used instead of one that failed to load (e.g. lifecycles rendering an error). */
export type RemoteFallback = (failure: RemoteFailure) => unknown

export const remoteNameOf = (id: string) => id.split('/')[0]

export function manifestPlugin(o: { manifest: RemoteManifest; fallback?: RemoteFallback; onError?: (failure: RemoteFailure) => void }): ModuleFederationRuntimePlugin {
  return {
    name: 'care-remote-manifest',
    beforeRequest(args) {
      const name = remoteNameOf(args.id)
      const known = args.origin.options.remotes.some((r) => r.name === name || r.alias === name)
      const entry = o.manifest[name]
      if (!known && entry) args.origin.registerRemotes([{ name, entry }])
      return args
    },
    errorLoadRemote(args) {
      const failure: RemoteFailure = { id: args.id, remote: remoteNameOf(args.id), error: args.error }
      o.onError?.(failure)
      if (!o.fallback) return undefined
      const module = o.fallback(failure)
      // beforeRequest failures must answer the request arguments, later ones the module itself
      return args.lifecycle === 'beforeRequest' ? { id: args.id, options: args.options, origin: args.origin } : module
    },
  }
}

/** Sets up the page's federation instance (the shell's own, created by its build) with the manifest. */
export function initRemotes(o: { name: string; manifest: RemoteManifest; fallback?: RemoteFallback; onError?: (failure: RemoteFailure) => void }): ModuleFederation {
  return init({ name: o.name, remotes: [], plugins: [manifestPlugin(o)] })
}

/**
 * Loads an exposed module, e.g. `loadRemoteModule('portal_home/app')`. With a fallback configured
 * a failure resolves to the fallback; without one it rejects with the cause.
 */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id)
  if (module == null) throw new Error(`Remote module '${id}' could not be loaded`)
  return module
}
