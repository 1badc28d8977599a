// The principals of the authorization matrix (REST and live columns), made through the gateway in
// one business A by its admin, plus another business's admin: an API key of A's admin, staff whose
// role grants All / Assigned / Default (no role permissions) / none on the given collections, and
// two patients with their own sessions.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff } from './platform.ts'
import { api, type Principal } from './http.ts'

export const MATRIX_PRINCIPALS = ['admin', 'apiKey', 'staffAll', 'staffAssigned', 'staffDefault', 'staffNone', 'patientSelf', 'patientOther', 'anonymous', 'foreignAdmin'] as const
export type MatrixPrincipal = (typeof MATRIX_PRINCIPALS)[number]

export interface MatrixPrincipals {
  who: Record<MatrixPrincipal, Principal>
  businessA: string
  /** the user behind staffAssigned, for records assigned to them */
  staffAssignedId: string
  patientSelfId: string
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
  const levels = { staffAll: 'All', staffAssigned: 'Assigned', staffDefault: undefined, staffNone: null } as const
  for (const [name, level] of Object.entries(levels)) {
    const role = `${name}-role-${unique()}`
    if (level !== undefined) {
      const permissions = Object.fromEntries(collections.map((c) => [c, { create: level, read: level, update: level, delete: level }]))
      await ok('POST', '/role-based-access-permission', { role, permissions })
    }
    const user = await ok('POST', '/user', { email: `${name.toLowerCase()}-${unique()}@example.com`, roles: [role] })
    if (name === 'staffAssigned') staffAssignedId = user.id as string
    who[name as MatrixPrincipal] = { authorization: `Bearer ${(await ok('GET', '/generate-auth-token', { id: user.id as string })).authToken as string}` }
  }
  let patientSelfId = ''
  for (const name of ['patientSelf', 'patientOther'] as const) {
    const id = (await ok('POST', '/enduser', { email: `${name.toLowerCase()}-${unique()}@example.com` })).id as string
    if (name === 'patientSelf') patientSelfId = id
    who[name] = { authorization: `Bearer ${(await ok('GET', '/generate-enduser-auth-token', { id })).authToken as string}` }
  }
  return { who, businessA: a.user.businessId, staffAssignedId, patientSelfId }
}
