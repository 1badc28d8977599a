// How a shell registers its remotes with single-spa, the same for the portal and the console: each
// remote's `./app` module loaded at run time (through the federation runtime the shell set up),
// active when the shell says so, mounted in the element the shell's outlet gives it with the one
// contract's props (RemoteProps), and, when it cannot be had (down, missing from the manifest, a
// module without lifecycles), the shell's fallback in its place instead of a blank page.
import { navigateToUrl, registerApplication, type LifeCycles, type RegisterApplicationConfig } from 'single-spa'
import type { CareClient } from '@care/sdk'
import type { FallbackProps } from './fallback.tsx'
import type { RemoteOrganization } from './organization.ts'
import type { RemoteProps } from './props.ts'

export interface RemoteRegistration {
  /** federation name as in /remotes.json, e.g. 'portal_home'; single-spa's application name */
  name: string
  /** the route the remote owns, handed to it as `basePath` */
  basePath: string
  /** single-spa's activity function */
  activeWhen: (location: Location) => boolean
}

export interface RegisterRemotes<R extends RemoteRegistration = RemoteRegistration> {
  remotes: readonly R[]
  /** the page's one client, handed to every remote */
  client: CareClient
  /** the element a remote renders into (one per remote, inside the shell's layout) */
  outlet: (remote: R) => HTMLElement
  /** what is mounted instead of a remote that could not be loaded; `error` says why */
  fallback: (remote: R, error: unknown) => LifeCycles<FallbackProps>
  /** loads an exposed module, e.g. '@care/build/runtime/remotes' loadRemoteModule('portal_home/app') */
  load: (id: string) => Promise<unknown>
  /** client-side navigation handed to remotes (default: single-spa's navigateToUrl) */
  navigate?: (url: string) => void
  /** the organization theme (portal) */
  org?: RemoteOrganization
  /** single-spa's registerApplication (tests pass their own) */
  register?: (config: RegisterApplicationConfig<RemoteProps>) => void
}

/** The module each remote exposes with its single-spa lifecycles. */
export const appModuleOf = (remote: string) => `${remote}/app`

const isLifecycles = (m: unknown): m is LifeCycles<RemoteProps> =>
  !!m && typeof m === 'object' && typeof (m as LifeCycles).mount === 'function' && typeof (m as LifeCycles).unmount === 'function'

/** A remote's `./app` lifecycles, or the fallback's when they cannot be had. */
export async function loadLifecycles<R extends RemoteRegistration>(remote: R, load: RegisterRemotes<R>['load'], fallback: RegisterRemotes<R>['fallback']): Promise<LifeCycles<RemoteProps>> {
  try {
    const module = await load(appModuleOf(remote.name))
    if (isLifecycles(module)) return module
    throw new Error(`${appModuleOf(remote.name)} does not export single-spa lifecycles`)
  } catch (error) {
    return fallback(remote, error)
  }
}

export function registerRemotes<R extends RemoteRegistration>(o: RegisterRemotes<R>): void {
  const register = o.register ?? ((config: RegisterApplicationConfig<RemoteProps>) => registerApplication<RemoteProps>(config))
  const navigate = o.navigate ?? ((url: string) => navigateToUrl(url))
  for (const remote of o.remotes) {
    register({
      name: remote.name,
      app: () => loadLifecycles(remote, o.load, o.fallback),
      activeWhen: remote.activeWhen,
      customProps: (): RemoteProps => ({
        client: o.client,
        basePath: remote.basePath,
        navigate,
        domElementGetter: () => o.outlet(remote),
        ...(o.org ? { org: o.org } : {}),
      }),
    })
  }
}
