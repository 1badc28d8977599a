// The identity calls of the logged-out screens (spec 1 §7, spec 2 §7), each scoped to the
// portal's organization.
import type { CareClient } from '@care/sdk'
import type { OrganizationTheme } from '../org/org-theme.ts'
import type { SessionEnduser } from '@care/sdk'
import { TERMS_VERSION } from '../texts.ts'
import { looksLikeEmail } from '../validation/rules.ts'

export type LoginFlowResult = 'continue-with-password' | 'sent-email' | 'sent-sms'

export interface EnduserSession {
  authToken: string
  enduser: SessionEnduser
}

const scope = (org: OrganizationTheme) => ({ businessId: org.businessId, organizationIds: org.organizationIds })

/** `next`: the portal page to come back to; a mailed or texted sign-in link carries it (`redir`). */
export function beginLoginFlow(client: CareClient, org: OrganizationTheme, identifier: string, next?: string) {
  const id = identifier.trim()
  const who = looksLikeEmail(id) ? { email: id.toLowerCase() } : { phone: id }
  return client.call<{ result: LoginFlowResult; email?: string }>('POST', '/begin-enduser-login-flow', { ...scope(org), ...who, ...(next ? { redir: next } : {}) })
}

export function loginWithPassword(client: CareClient, org: OrganizationTheme, email: string, password: string) {
  return client.call<EnduserSession>('POST', '/login-enduser', { ...scope(org), email: email.trim().toLowerCase(), password })
}

export function register(client: CareClient, org: OrganizationTheme, email: string, password: string) {
  return client.call<Partial<EnduserSession> | undefined>('POST', '/register-as-enduser', {
    ...scope(org),
    email: email.trim().toLowerCase(),
    password,
    termsSigned: new Date().toISOString(),
    termsVersion: TERMS_VERSION,
    emailConsent: true,
  })
}

export function requestPasswordReset(client: CareClient, org: OrganizationTheme, email: string) {
  return client.call('POST', '/request-enduser-password-reset', { ...scope(org), email: email.trim().toLowerCase() })
}

export function resetPassword(client: CareClient, org: OrganizationTheme, resetToken: string, newPassword: string) {
  return client.call<Partial<EnduserSession> | undefined>('POST', '/reset-enduser-password', { ...scope(org), resetToken, newPassword })
}
