// Signing in as the portal and the console do it (portal-shell's sign-in-calls.ts, the console's
// sign-in screen): the steps every journey starts with.
import { query } from './http.ts'
import { strings } from './shapes.ts'
import type { Step } from './step.ts'

/** The portal's login screen: the organization of the subdomain, the identifier, then the password. */
export const patientSignIn: Step[] = [
  {
    name: 'GET /v1/organization-info',
    method: 'GET',
    path: (v) => `/v1/organization-info${query({ subdomain: v.subdomain })}`,
    status: 200,
    check: (b) => strings(b, 'businessId'),
    keep: (b) => ({ businessId: b.businessId, organizationIds: JSON.stringify(b.organizationIds ?? [b.businessId]) }),
  },
  {
    name: 'POST /v1/begin-enduser-login-flow',
    method: 'POST',
    path: () => '/v1/begin-enduser-login-flow',
    body: (v) => ({ businessId: v.businessId, organizationIds: JSON.parse(v.organizationIds), email: v.patientEmail }),
    status: 200,
    check: (b) => (b?.result === 'continue-with-password' ? undefined : `result '${b?.result}' instead of 'continue-with-password'`),
  },
  {
    name: 'POST /v1/login-enduser',
    method: 'POST',
    path: () => '/v1/login-enduser',
    body: (v) => ({ businessId: v.businessId, organizationIds: JSON.parse(v.organizationIds), email: v.patientEmail, password: v.patientPassword }),
    status: 200,
    check: (b) => strings(b, 'authToken', 'enduser.id'),
    keep: (b) => ({ patientToken: b.authToken, patientId: b.enduser.id }),
  },
]

/** The console's sign-in screen. */
export const staffSignIn: Step[] = [
  {
    name: 'POST /v1/users/login',
    method: 'POST',
    path: () => '/v1/users/login',
    body: (v) => ({ email: v.staffEmail, password: v.staffPassword }),
    status: 200,
    check: (b) => strings(b, 'authToken', 'user.id'),
    keep: (b) => ({ staffToken: b.authToken }),
  },
]
