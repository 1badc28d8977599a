// Helpers for the enduser (patient) suites: a clinic with an admin, patients created by staff or
// registered by themselves, and the development mailbox and SMS outbox the links arrive in.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { DevMail, OutboxSms } from '@care/contracts/routes/messaging'
import { registerStaff } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'

export const unique = () => randomBytes(4).toString('hex')
export const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })
export const anonymous: Principal = {}
export const STRONG_PASSWORD = 'Patient-pass-1'

export interface Clinic {
  businessId: string
  name: string
  subdomain: string
  admin: Principal
  adminId: string
}

export async function openClinic(url: string): Promise<Clinic> {
  const subdomain = `clinic-${unique()}`
  const name = `Clinic ${subdomain}`
  const staff = await registerStaff(url, { organizationName: name, subdomain })
  return { businessId: staff.user.businessId, name, subdomain, admin: bearer(staff.authToken), adminId: staff.user.id }
}

/** A patient created by staff (no password). */
export async function createPatient(url: string, clinic: Clinic, fields: Record<string, unknown>) {
  const res = await api<{ id: string; email?: string; phone?: string }>(url, clinic.admin, 'POST', '/enduser', fields)
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return res.body
}

/** A patient who registered in the portal (with a password), and their first session. */
export async function registerPatient(url: string, clinic: Clinic, overrides: Record<string, unknown> = {}) {
  const email = `patient-${unique()}@example.com`
  const res = await api<{ authToken: string; enduser: { id: string; email: string } }>(url, anonymous, 'POST', '/register-as-enduser', {
    businessId: clinic.businessId, email, password: STRONG_PASSWORD, fname: 'pat', lname: 'doe',
    emailConsent: true, termsSigned: new Date().toISOString(), termsVersion: '1.0', ...overrides,
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return { ...res.body, email, password: STRONG_PASSWORD, as: bearer(res.body.authToken) }
}

export async function mailbox(url: string, to: string): Promise<DevMail[]> {
  const res = await api<DevMail[]>(url, anonymous, 'GET', '/dev/mailbox', { to })
  assert.equal(res.status, 200)
  return res.body
}

/** The first mail to `to` that matches, once it has arrived (mail sent off the request path lands a moment later). */
export async function waitForMail(url: string, to: string, match: (m: DevMail) => boolean = () => true): Promise<DevMail> {
  // a guard so a mail that never comes fails the test instead of hanging it; not a timing assertion
  for (let i = 0; i < 100; i++) {
    const found = (await mailbox(url, to)).find(match)
    if (found) return found
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no matching mail to ${to}`)
}

export async function smsOutbox(url: string, to: string): Promise<OutboxSms[]> {
  const res = await api<OutboxSms[]>(url, anonymous, 'GET', '/dev/sms-outbox', { to })
  assert.equal(res.status, 200)
  return res.body
}

/** The one link of a message that carries `param`, and that parameter's value. */
export function linkWith(links: string[], param: string): { url: URL; value: string } {
  const found = links.map((l) => new URL(l)).filter((u) => u.searchParams.has(param))
  assert.equal(found.length, 1, `one link with ${param} in ${JSON.stringify(links)}`)
  return { url: found[0], value: found[0].searchParams.get(param)! }
}

export const messageOf = (body: unknown) => (body as { message?: string })?.message
