// How the portal finds its organization (spec 2 §1, §7): by subdomain or custom portal URL; on
// localhost (or an IP address, where there is no subdomain) by `?org=<subdomain>`, remembered in
// local storage once that organization has loaded (an unknown `?org=` must not stick to later
// visits), else the configured default so the demo clinic opens. Pure except for storage.

export const ORG_STORAGE_KEY = 'care.portal.org'
export const DEFAULT_ORG = 'demo'

/** The query of GET /v1/organization-info. */
export type OrgQuery = { subdomain: string; customPortalURL?: string } | { customPortalURL: string; subdomain?: undefined }

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/
const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || IPV4.test(host)
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

export interface ResolveInput {
  hostname: string
  origin: string
  search: string
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  defaultOrg?: string
}

/** The organization lookup for this page, or undefined when the host cannot name one ('This URL is invalid'). */
export function resolveOrgQuery(i: ResolveInput): OrgQuery | undefined {
  const host = i.hostname.toLowerCase()
  if (!host) return undefined
  if (isLocalHost(host)) {
    const fromQuery = new URLSearchParams(i.search).get('org')?.trim().toLowerCase()
    if (fromQuery && SUBDOMAIN.test(fromQuery)) return { subdomain: fromQuery }
    let stored: string | null | undefined
    try {
      stored = i.storage?.getItem(ORG_STORAGE_KEY)
    } catch { /* blocked storage */ }
    const subdomain = stored && SUBDOMAIN.test(stored) ? stored : (i.defaultOrg ?? DEFAULT_ORG)
    return { subdomain }
  }
  const labels = host.split('.')
  // clinic.portal.example.com: the first label is the subdomain; the whole origin may also be a
  // custom portal URL, which the server prefers when it matches one
  if (labels.length >= 3 && SUBDOMAIN.test(labels[0])) return { subdomain: labels[0], customPortalURL: i.origin }
  return { customPortalURL: i.origin }
}

/**
 * After the organization named by `?org=` has loaded, remembers it for later visits on this
 * host (localhost only; other hosts name their organization themselves).
 */
export function rememberOrg(i: ResolveInput, org: { subdomain?: string }) {
  if (!isLocalHost(i.hostname.toLowerCase()) || !org.subdomain) return
  const fromQuery = new URLSearchParams(i.search).get('org')?.trim().toLowerCase()
  if (fromQuery !== org.subdomain.toLowerCase()) return
  try {
    i.storage?.setItem(ORG_STORAGE_KEY, org.subdomain.toLowerCase())
  } catch { /* storage full or blocked: the query still works for this page */ }
}
