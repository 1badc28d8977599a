// The organization theme the portal brands itself with (GET /v1/organization-info, spec 2 §3),
// and loading it: a 404 means no organization answers to this URL ('This URL is invalid'); any
// other failure is a portal load error shown with its message.
import { CareApiError, type CareClient } from '@care/sdk'
import type { PageSetting } from '../nav/pages.ts'
import type { OrgQuery } from './resolve-org.ts'

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

export interface OrganizationTheme {
  name: string
  subdomain?: string
  businessId: string
  organizationIds: string[]
  logoURL?: string
  faviconURL?: string
  themeColor?: string
  themeColorSecondary?: string
  customTermsOfService?: string
  customPrivacyPolicy?: string
  enduserDisplayName?: string
  portalSettings?: { authentication?: AuthenticationSettings; communication?: Record<string, unknown> }
  pageSettings?: PageSetting[]
}

export type OrgLoad =
  | { state: 'loaded'; org: OrganizationTheme }
  | { state: 'invalid' }
  | { state: 'error'; message: string }

export async function loadOrganization(client: CareClient, query: OrgQuery | undefined): Promise<OrgLoad> {
  if (!query) return { state: 'invalid' }
  try {
    const org = await client.call<OrganizationTheme>('GET', '/organization-info', query)
    if (!org?.businessId) return { state: 'invalid' }
    return { state: 'loaded', org }
  } catch (e) {
    if (e instanceof CareApiError && e.status === 404) return { state: 'invalid' }
    return { state: 'error', message: e instanceof Error ? e.message : String(e) }
  }
}

export const authSettings = (org: OrganizationTheme): AuthenticationSettings => org.portalSettings?.authentication ?? {}
