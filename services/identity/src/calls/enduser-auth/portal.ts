// The portal a patient call comes from: its organization (name for messages, subdomain for links)
// and the patient it names, always within that business.
import { EnduserAuthMessages } from '@care/contracts/routes/enduser-auth'
import { notFound } from '@care/contracts/errors'
import { phoneValidator } from '@care/contracts/values/index'
import type { IdentityDb } from '../../db.ts'
import type { SessionDeps } from '../sessions.ts'
import { repositoriesOf } from '../../repositories.ts'

export interface PortalOrganization {
  businessId: string
  name: string
  subdomain: string
  /** the portal hides registration (portalSettings.authentication.hideRegister) */
  registrationClosed: boolean
}

const hideRegister = (portalSettings: unknown): boolean => {
  const auth = (portalSettings as { authentication?: { hideRegister?: unknown } } | null)?.authentication
  return auth?.hideRegister === true
}

/**
 * The business `businessId` (a root organization), or the sub-organization of it that
 * `organizationIds` names: its portal is the one the patient uses, so links and texts carry it.
 */
export async function portalOrganization(db: IdentityDb, businessId: string, organizationIds: string[] = []): Promise<PortalOrganization> {
  const organizations = repositoriesOf(db).organizations
  const root = await organizations.lookup({ id: businessId }, { fields: ['id', 'businessId', 'name', 'subdomain', 'portalSettings'] })
  if (!root || root.businessId !== root.id) throw notFound(EnduserAuthMessages.organizationNotFound)
  const subIds = organizationIds.filter((id) => id !== businessId)
  const sub = subIds.length
    ? await organizations.systemRepo(businessId).findRow({ id: { in: subIds } }, { fields: ['name', 'subdomain', 'portalSettings'] })
    : undefined
  const org = sub ?? root
  return { businessId, name: String(org.name), subdomain: String(org.subdomain), registrationClosed: hideRegister(org.portalSettings) }
}

/** The organizations a new patient belongs to: those of `requested` that are in the business, else the business itself. */
export async function enduserOrganizationIds(db: IdentityDb, businessId: string, requested: string[] = []): Promise<string[]> {
  const wanted = [...new Set(requested.filter((id) => id !== businessId))]
  if (!wanted.length) return [businessId]
  const found = await repositoriesOf(db).organizations.systemRepo(businessId).existingIds(wanted)
  return found.length ? found : [businessId]
}

/** A number as typed ('(555) 123-4567') in its stored E.164 form, or as typed when it is not a number. */
export function phoneKey(raw: string): string {
  const parsed = phoneValidator.safeParse(raw)
  return parsed.success ? parsed.data : raw.trim()
}

export interface Identifier {
  id?: string
  email?: string
  phone?: string
}

/** The patient of `businessId` named by id, email or phone (in that order of preference), if any. */
export async function findEnduser(db: IdentityDb, businessId: string, by: Identifier) {
  const repo = repositoriesOf(db).endusers.systemRepo(businessId)
  if (by.id) return repo.row(by.id.trim().toLowerCase())
  if (by.email?.trim()) return repo.findRow({ email: by.email.trim().toLowerCase() })
  // a phone is not unique: several patients (a family) may share one; the oldest account answers
  if (by.phone?.trim()) return repo.findRow({ phone: phoneKey(by.phone) }, { orderBy: { createdAt: 'asc' } })
  return undefined
}

/** A portal URL: `<portalUrl><path>?org=<subdomain>&…`. */
export function portalLink(d: SessionDeps, org: PortalOrganization, path: string, params: Record<string, string>): string {
  const url = new URL(path, d.portalUrl ?? 'http://localhost:8080')
  url.searchParams.set('org', org.subdomain)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

/**
 * The path (and query) on the portal a sign-in link brings the patient back to, or undefined.
 * Only a path of the portal itself is carried, never another site (an open redirect): it must
 * start with one '/', and once resolved the way a browser will (which drops tabs and newlines and
 * reads '\' as '/') it must stay on the portal's origin.
 */
export function portalReturnPath(d: SessionDeps, redir: string | undefined): string | undefined {
  if (!redir || !/^\/(?![/\\])/.test(redir)) return undefined
  const base = new URL(d.portalUrl ?? 'http://localhost:8080')
  let url: URL
  try {
    url = new URL(redir, base)
  } catch {
    return undefined
  }
  if (url.origin !== base.origin) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
