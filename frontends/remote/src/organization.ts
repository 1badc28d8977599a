// The organization a portal page is branded for (GET /v1/organization-info, spec 2 §3), and
// loading it: a 404 means no organization answers to this URL ('This URL is invalid'); any other
// failure is a load error shown with its message. The portal shell extends the type with what only
// it reads (portal and page settings).
import { CareApiError, type CareClient } from '@care/sdk'
import type { OrgQuery } from './resolve-org.ts'

export interface RemoteOrganization {
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
}

export type OrgLoad<T extends RemoteOrganization = RemoteOrganization> =
  | { state: 'loaded'; org: T }
  | { state: 'invalid' }
  | { state: 'error'; message: string }

export async function loadOrganization<T extends RemoteOrganization = RemoteOrganization>(client: CareClient, query: OrgQuery | undefined): Promise<OrgLoad<T>> {
  if (!query) return { state: 'invalid' }
  try {
    const org = await client.call<T>('GET', '/organization-info', query)
    if (!org?.businessId) return { state: 'invalid' }
    return { state: 'loaded', org }
  } catch (e) {
    if (e instanceof CareApiError && e.status === 404) return { state: 'invalid' }
    return { state: 'error', message: e instanceof Error ? e.message : String(e) }
  }
}
