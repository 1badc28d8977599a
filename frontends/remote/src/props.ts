// What every shell hands every remote when single-spa mounts it (customProps), the same for the
// portal and the console: the page's one client, where the remote lives, how it navigates, where it
// renders and, in the portal, the organization it is branded for.
import type { CareClient } from '@care/sdk'
import type { RemoteOrganization } from './organization.ts'

export interface RemoteProps {
  /** the page's one client: one session, one cache (defineRemote renders it in `<CareProvider>`) */
  client: CareClient
  /** the route the remote owns and everything below it, e.g. '/home' or '/console/patients' */
  basePath: string
  /** client-side navigation within the shell (pushes history; single-spa reroutes) */
  navigate: (url: string) => void
  /** where single-spa-react mounts the remote (inside the shell's layout) */
  domElementGetter: () => HTMLElement
  /** the organization theme (portal); the console uses the default theme */
  org?: RemoteOrganization
}

/** What single-spa adds to the props of every application. */
export type MountedProps<P = RemoteProps> = P & { name: string }
