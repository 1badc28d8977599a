// The principals of the authorization matrix (REST and live columns), made through the gateway in
// one business A by its admin, plus another business's admin: an API key of A's admin, staff whose
// role grants All / Assigned / Default (no role permissions) / none on the given collections, a
// staff user invited into a sub-organization of A (role All; the invitation stores only what it
// stores — their organizations decide what they see), staff whose role mixes permissions (no access
// to forms, All on form_fields, Default elsewhere), and two patients with their own sessions.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { AccessPermissions, Session } from '@care/contracts/session'
import { registerStaff } from './platform.ts'
import { api, type Principal } from './http.ts'

export const MATRIX_PRINCIPALS = [
  'admin', 'apiKey', 'staffAll', 'staffAssigned', 'staffDefault', 'staffNone', 'staffSubOrg', 'staffMixed', 'patientSelf', 'patientOther', 'anonymous', 'foreignAdmin',
] as const
export type MatrixPrincipal = (typeof MATRIX_PRINCIPALS)[number]

export interface MatrixPrincipals {
  who: Record<MatrixPrincipal, Principal>
  businessA: string
  /** the user behind staffAssigned, for records assigned to them */
  staffAssignedId: string
  /** the sub-organization staffSubOrg was invited into */
  subOrganizationId: string
  patientSelfId: string
  /**
   * what the platform knows of each principal, as the visibility rule reads it (built from the
   * stored users and patients and the role permissions made here); anonymous has none
   */
  sessions: Record<MatrixPrincipal, Session | undefined>
}

const unique = () => randomBytes(4).toString('hex')

export async function matrixPrincipals(url: string, collections: readonly string[]): Promise<MatrixPrincipals> {
  const a = await registerStaff(url)
  const b = await registerStaff(url)
  const admin: Principal = { authorization: `Bearer ${a.authToken}` }
  const ok = async (method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Record<string, unknown>>(url, admin, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const who = { admin, foreignAdmin: { authorization: `Bearer ${b.authToken}` }, anonymous: {} } as Record<MatrixPrincipal, Principal>
  who.apiKey = { authorization: `API_KEY ${(await ok('POST', '/add-api-key', {})).key as string}` }
  let staffAssignedId = ''
  const ids = {} as Record<MatrixPrincipal, string>
  const permissionsOf = {} as Record<MatrixPrincipal, AccessPermissions | undefined>
  const levels = { staffAll: 'All', staffAssigned: 'Assigned', staffDefault: undefined, staffNone: null } as const
  for (const [name, level] of Object.entries(levels)) {
    const role = `${name}-role-${unique()}`
    if (level !== undefined) {
      const permissions = Object.fromEntries(collections.map((c) => [c, { create: level, read: level, update: level, delete: level }]))
      await ok('POST', '/role-based-access-permission', { role, permissions })
      permissionsOf[name as MatrixPrincipal] = permissions
    }
    const user = await ok('POST', '/user', { email: `${name.toLowerCase()}-${unique()}@example.com`, roles: [role] })
    if (name === 'staffAssigned') staffAssignedId = user.id as string
    ids[name as MatrixPrincipal] = user.id as string
    who[name as MatrixPrincipal] = { authorization: `Bearer ${(await ok('GET', '/generate-auth-token', { id: user.id as string })).authToken as string}` }
  }
  // a second admin makes the sub-organization (create-and-join moves its creator into it), and A's
  // root admin invites staffSubOrg into it
  const subAdmin = await ok('POST', '/user', { email: `subadmin-${unique()}@example.com`, roles: ['Admin'] })
  const subAdminToken = (await ok('GET', '/generate-auth-token', { id: subAdmin.id as string })).authToken as string
  const made = await api<Record<string, unknown>>(url, { authorization: `Bearer ${subAdminToken}` }, 'POST', '/organizations/create-and-join', { name: 'Sub clinic', subdomain: `sub-${unique()}` })
  assert.equal(made.status, 200, JSON.stringify(made.body))
  const subOrganizationId = (made.body.organization as { id: string }).id
  const subRole = `staffSubOrg-role-${unique()}`
  permissionsOf.staffSubOrg = Object.fromEntries(collections.map((c) => [c, { create: 'All', read: 'All', update: 'All', delete: 'All' }]))
  await ok('POST', '/role-based-access-permission', { role: subRole, permissions: permissionsOf.staffSubOrg })
  const invited = (await ok('POST', '/invite-user-to-organization', { email: `staffsuborg-${unique()}@example.com`, fname: 'Sub', lname: 'Staff', organizationId: subOrganizationId, role: subRole })).created as { id: string }
  ids.staffSubOrg = invited.id
  who.staffSubOrg = { authorization: `Bearer ${(await ok('GET', '/generate-auth-token', { id: invited.id })).authToken as string}` }
  // no access to forms, All on their fields: what a field's visibility derives from its form decides
  const mixedRole = `staffMixed-role-${unique()}`
  const none = { create: null, read: null, update: null, delete: null }
  const all = { create: 'All', read: 'All', update: 'All', delete: 'All' }
  permissionsOf.staffMixed = { forms: none, form_fields: all } as AccessPermissions
  await ok('POST', '/role-based-access-permission', { role: mixedRole, permissions: permissionsOf.staffMixed })
  const mixed = await ok('POST', '/user', { email: `staffmixed-${unique()}@example.com`, roles: [mixedRole] })
  ids.staffMixed = mixed.id as string
  who.staffMixed = { authorization: `Bearer ${(await ok('GET', '/generate-auth-token', { id: mixed.id as string })).authToken as string}` }
  let patientSelfId = ''
  for (const name of ['patientSelf', 'patientOther'] as const) {
    const id = (await ok('POST', '/enduser', { email: `${name.toLowerCase()}-${unique()}@example.com` })).id as string
    if (name === 'patientSelf') patientSelfId = id
    ids[name] = id
    who[name] = { authorization: `Bearer ${(await ok('GET', '/generate-enduser-auth-token', { id })).authToken as string}` }
  }
  ids.admin = ids.apiKey = a.user.id
  ids.foreignAdmin = b.user.id
  const sessions = { anonymous: undefined } as Record<MatrixPrincipal, Session | undefined>
  for (const p of MATRIX_PRINCIPALS) {
    if (p === 'anonymous') continue
    const patient = p === 'patientSelf' || p === 'patientOther'
    const stored = p === 'foreignAdmin' ? { ...b.user, organizationIds: [b.user.businessId], roles: ['Admin'] } : await ok('GET', `/${patient ? 'enduser' : 'user'}/${ids[p]}`)
    const isAdmin = p === 'admin' || p === 'apiKey' || p === 'foreignAdmin'
    sessions[p] = {
      type: patient ? 'enduser' : 'user', id: ids[p], businessId: stored.businessId as string, organizationIds: stored.organizationIds as string[],
      sessionId: p, roles: patient ? [] : (stored.roles as string[] | undefined) ?? [], isAdmin, ...(isAdmin || patient ? {} : { permissions: permissionsOf[p] ?? {} }),
      ...(p === 'apiKey' ? { apiKeyId: 'matrix' } : {}),
    }
  }
  return { who, businessA: a.user.businessId, staffAssignedId, subOrganizationId, patientSelfId, sessions }
}
