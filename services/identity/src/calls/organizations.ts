// Organizations' named calls: sub-organizations (admin only) and the public theme the portal brands
// itself with (spec 2 §3 "Organization theme").
import { organizations } from '@care/contracts/collections/index'
import { badRequest, conflict, forbidden, notFound } from '@care/contracts/errors'
import { parseOrThrow as parse } from '@care/contracts/values/index'
import { newObjectId } from '@care/kit/ids'
import type { Transaction } from '@care/kit/repository/index'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { isUserAdmin } from '../domain/admins.ts'
import { organizationTheme, type OrganizationRow } from '../domain/theme.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { repositoriesOf } from '../repositories.ts'

export const ONLY_ADMINS_CREATE_ORGANIZATIONS = 'Only admin users can create organizations'
export const ORGANIZATION_NOT_FOUND = 'Organization not found'

async function createSubOrganization(d: SessionDeps, ctx: OperationContext, input: { name?: unknown; subdomain?: unknown }, join: boolean) {
  const session = ctx.session
  if (!isUserAdmin(session)) throw forbidden(ONLY_ADMINS_CREATE_ORGANIZATIONS)
  const name = parse(organizations.fields.name, typeof input.name === 'string' ? input.name.trim() : input.name)
  if (!name) throw badRequest('name is required')
  const subdomain = parse(organizations.fields.subdomain, input.subdomain)
  if (!subdomain) throw badRequest('subdomain is required')
  if (await repositoriesOf(d.db).organizations.lookup({ subdomain }, { fields: ['id'] })) throw conflict('Subdomain is already taken')
  const parentId = session!.organizationIds.at(-1) ?? session!.businessId
  const id = newObjectId()
  const actor = { type: 'user' as const, id: session!.id }
  const repos = repositoriesOf(d.db)
  return d.db.$transaction(async (prismaTx) => {
    const tx: Transaction = prismaTx
    const org = await repos.organizations.systemRepo(session!.businessId, actor).create({
      organizationIds: [...session!.organizationIds, id], name, subdomain, owner: session!.id, parentOrganizationId: parentId, roles: [],
    }, { tx, id, creator: session!.id })
    const user = join
      ? await repos.users.systemRepo(session!.businessId, actor).modify(session!.id, (u) => ({ organizationIds: [...u.organizationIds, id] }), { tx })
      : undefined
    return { org, user }
  })
}

export const createSubOrganizationCall = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.create-sub'> => async (input, ctx) => {
  const { org } = await createSubOrganization(d, ctx, input, false)
  return { created: org }
}

export const createAndJoinOrganization = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.create-and-join'> => async (input, ctx) => {
  const { org, user } = await createSubOrganization(d, ctx, input, true)
  if (!user) throw notFound()
  const authToken = await issueToken(d, { type: 'user', id: String(user.id), businessId: String(user.businessId) }, sessionSeconds())
  return { authToken, organization: org, user }
}

async function themeOf(d: SessionDeps, org: OrganizationRow | undefined) {
  if (!org) throw notFound(ORGANIZATION_NOT_FOUND)
  const pages = await repositoriesOf(d.db).portalCustomizations.systemRepo(org.businessId)
    .findRows({}, { fields: ['page', 'disabled', 'title', 'mobileBottomNavigationPosition'], orderBy: { id: 'asc' } })
  return organizationTheme(org, pages)
}

/** GET /organization-info {subdomain | customPortalURL} — public. */
export const organizationInfo = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.info'> => async (input) => {
  const subdomain = typeof input.subdomain === 'string' ? input.subdomain.trim().toLowerCase() : ''
  const customPortalURL = typeof input.customPortalURL === 'string' ? input.customPortalURL.trim() : ''
  if (!subdomain && !customPortalURL) throw badRequest('subdomain or customPortalURL is required')
  const org = await repositoriesOf(d.db).organizations.lookup(subdomain ? { subdomain } : { customPortalURL })
  return themeOf(d, org)
}

/** GET /organization-theme {businessId, organizationIds} — public; the SDK's `{ theme }` shape. */
export const organizationThemeCall = (d: SessionDeps): Handler<typeof identityRoutes, 'organizations.theme'> => async (input) => {
  const businessId = String(input.businessId ?? '')
  const orgId = input.organizationIds?.at(-1) ?? businessId
  const org = /^[0-9a-f]{24}$/.test(orgId) ? await repositoriesOf(d.db).organizations.systemRepo(businessId).row(orgId) : undefined
  return { theme: await themeOf(d, org) }
}
