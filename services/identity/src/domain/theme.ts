// The public theme of an organization (spec 2 §3 "Organization theme"): branding and portal
// settings only — nothing else of the organization leaves through the public calls.

export interface OrganizationRow {
  id: string
  businessId: string
  organizationIds: string[]
  name: string
  subdomain: string
  logoVersion: number | null
  faviconVersion: number | null
  themeColor: string | null
  themeColorSecondary: string | null
  customPortalURL: string | null
  customTermsOfService: string | null
  customPrivacyPolicy: string | null
  enduserDisplayName: string | null
  portalSettings: unknown
}

/** a portal page's stored settings: what the theme reads of a portal_customizations row (organizations.ts reads just these fields) */
export type PageSettingRow = {
  page: string
  disabled: boolean | null
  title: string | null
  mobileBottomNavigationPosition: number | null
}

/** `o` without its null and undefined values (a stored NULL is answered as an absent field) */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> }

/** Public files live per environment folder and business; the version query busts caches. */
export function publicFileUrl(base: string, environment: string, businessId: string, name: string, version: number) {
  return `${base.replace(/\/$/, '')}/${environment}/${businessId}/${name}?v=${version}`
}

export function organizationTheme(org: OrganizationRow, pages: PageSettingRow[], env = process.env) {
  const base = env.PUBLIC_FILES_URL ?? '/public-files'
  const environment = env.CARE_ENVIRONMENT ?? 'prod'
  const lastOrg = org.organizationIds.at(-1) ?? org.id
  const settings = (org.portalSettings ?? {}) as { authentication?: Record<string, unknown>; communication?: Record<string, unknown> }
  return {
    name: org.name,
    subdomain: org.subdomain,
    businessId: org.businessId,
    organizationIds: org.organizationIds,
    ...defined({
      logoURL: org.logoVersion != null ? publicFileUrl(base, environment, org.businessId, `logo${lastOrg}`, org.logoVersion) : undefined,
      faviconURL: org.faviconVersion != null ? publicFileUrl(base, environment, org.businessId, `favicon${lastOrg}`, org.faviconVersion) : undefined,
      logoVersion: org.logoVersion,
      themeColor: org.themeColor,
      themeColorSecondary: org.themeColorSecondary,
      customPortalURL: org.customPortalURL,
      customTermsOfService: org.customTermsOfService,
      customPrivacyPolicy: org.customPrivacyPolicy,
      enduserDisplayName: org.enduserDisplayName,
    }),
    portalSettings: defined({ authentication: settings.authentication, communication: settings.communication }),
    pageSettings: pages.map((p) => ({ page: p.page, ...defined({ disabled: p.disabled, title: p.title, mobileBottomNavigationPosition: p.mobileBottomNavigationPosition }) })),
  }
}
