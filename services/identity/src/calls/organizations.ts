// Organizations' named calls: sub-organizations (admin only) and the public theme the portal brands
// itself with (spec 2 §3 "Organization theme").
import { organizations, users } from '@care/contracts/collections/index'
import { badRequest, conflict, forbidden, notFound } from '@care/contracts/errors'
import { parseOrThrow as parse } from '@care/contracts/values/index'
import { toApiRecord } from '@care/kit/collections/index'
import { newObjectId } from '@care/kit/ids'
import { enqueueEvents } from '@care/kit/outbox/enqueue'
import type { NewEvent } from '@care/kit/outbox/types'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { isUserAdmin } from '../domain/admins.ts'
import { organizationTheme, type OrganizationRow } from '../domain/theme.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'

export const ONLY_ADMINS_CREATE_ORGANIZATIONS = 'Only admin users can create organizations'
export const ORGANIZATION_NOT_FOUND = 'Organization not found'

async function createSubOrganization(d: SessionDeps, ctx: OperationContext, input: { name?: unknown; subdomain?: unknown }, join: boolean) {
  const session = ctx.session
  if (!isUserAdmin(session)) throw forbidden(ONLY_ADMINS_CREATE_ORGANIZATIONS)
  const name = parse(organizations.fields.name, typeof input.name === 'string' ? input.name.trim() : input.name)
  if (!name) throw badRequest('name is required')
  const subdomain = parse(organizations.fields.subdomain, input.subdomain)
  if (!subdomain) throw badRequest('subdomain is required')
  if (await d.db.organization.findUnique({ where: { subdomain }, select: { id: true } })) throw conflict('Subdomain is already taken')
  const parentId = session!.organizationIds.at(-1) ?? session!.businessId
  const id = newObjectId()
  const now = new Date()
  return d.db.$transaction(async (tx) => {
    const org = await tx.organization.create({
      data: {
        id, businessId: session!.businessId, organizationIds: [...session!.organizationIds, id], creator: session!.id,
        name, subdomain, owner: session!.id, parentOrganizationId: parentId, roles: [], createdAt: now, updatedAt: now,
      },
    })
    const actor = { type: 'user' as const, id: session!.id }
    const events: NewEvent[] = [{ collection: 'organizations', op: 'created', businessId: session!.businessId, records: [toApiRecord(organizations, org)], actor }]
    let user
    if (join) {
      user = await tx.user.update({ where: { id: session!.id }, data: { organizationIds: { push: id } } })
      events.push({ collection: 'users', op: 'updated', businessId: session!.businessId, records: [toApiRecord(users, user)], actor })
    }
    await enqueueEvents(tx, events)
    return { org, user }
  })
}

export const createSubOrganizationCall = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.create-sub'> => async (input, ctx) => {
  const { org } = await createSubOrganization(d, ctx, input, false)
  return { created: toApiRecord(organizations, org) }
}

export const createAndJoinOrganization = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.create-and-join'> => async (input, ctx) => {
  const { org, user } = await createSubOrganization(d, ctx, input, true)
  const authToken = await issueToken(d, { type: 'user', id: user!.id, businessId: user!.businessId }, sessionSeconds())
  return { authToken, organization: toApiRecord(organizations, org), user: toApiRecord(users, user!) }
}

async function themeOf(d: SessionDeps, org: OrganizationRow | null) {
  if (!org) throw notFound(ORGANIZATION_NOT_FOUND)
  const pages = await d.db.portalCustomization.findMany({
    where: { businessId: org.businessId }, select: { page: true, disabled: true, title: true, mobileBottomNavigationPosition: true }, orderBy: { id: 'asc' },
  })
  return organizationTheme(org, pages)
}

/** GET /organization-info {subdomain | customPortalURL} — public. */
export const organizationInfo = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.info'> => async (input) => {
  const subdomain = typeof input.subdomain === 'string' ? input.subdomain.trim().toLowerCase() : ''
  const customPortalURL = typeof input.customPortalURL === 'string' ? input.customPortalURL.trim() : ''
  if (!subdomain && !customPortalURL) throw badRequest('subdomain or customPortalURL is required')
  const org = await d.db.organization.findFirst({ where: subdomain ? { subdomain } : { customPortalURL } })
  return themeOf(d, org)
}

/** GET /organization-theme {businessId, organizationIds} — public; the SDK's `{ theme }` shape. */
export const organizationThemeCall = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.theme'> => async (input) => {
  const businessId = String(input.businessId ?? '')
  const orgId = input.organizationIds?.at(-1) ?? businessId
  const org = /^[0-9a-f]{24}$/.test(orgId) ? await d.db.organization.findFirst({ where: { id: orgId, businessId } }) : null
  return { theme: await themeOf(d, org) }
}
