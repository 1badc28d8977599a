// What the shell gives every portal remote when single-spa mounts it (customProps). Remotes import
// this type only (`import type … from '@care/portal-shell/remote-props'`): no code is shared.
import type { CareClient } from '@care/sdk'
import type { OrganizationTheme } from './org/org-theme.ts'

export interface PortalRemoteProps {
  /** the page's one client: one session, one cache (render it in `<CareProvider>`) */
  client: CareClient
  /** the organization theme (render in `<CareThemeProvider orgTheme={org}>`) */
  org: OrganizationTheme
  /** client-side navigation within the portal (e.g. a banner linking to /documents) */
  navigate: (url: string) => void
  /** where single-spa-react mounts the remote (inside the shell's layout) */
  domElementGetter: () => HTMLElement
}

export type { OrganizationTheme }
