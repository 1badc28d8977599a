// The organization theme the portal brands itself with (GET /v1/organization-info, spec 2 §3);
// loading it (404 → 'This URL is invalid') is @care/remote's, shared with remotes running alone.
import type { CareClient } from '@care/sdk'
import { loadOrganization as loadRemoteOrganization, type OrgLoad, type OrgQuery, type RemoteOrganization } from '@care/remote'
import type { PageSetting } from '../nav/pages.ts'

export interface AuthenticationSettings {
  hideRegister?: boolean
  registerGraphic?: string
  loginGraphic?: string
  registerTitle?: string
  registerDescription?: string
  loginTitle?: string
  loginDescription?: string
  landingLogo?: string
  landingTitle?: string
  landingGraphic?: string
}

/** The organization as the portal shell reads it: what remotes get, plus portal and page settings. */
export interface OrganizationTheme extends RemoteOrganization {
  portalSettings?: { authentication?: AuthenticationSettings; communication?: Record<string, unknown> }
  pageSettings?: PageSetting[]
}

export const loadOrganization = (client: CareClient, query: OrgQuery | undefined): Promise<OrgLoad<OrganizationTheme>> => loadRemoteOrganization<OrganizationTheme>(client, query)

export const authSettings = (org: OrganizationTheme): AuthenticationSettings => org.portalSettings?.authentication ?? {}
