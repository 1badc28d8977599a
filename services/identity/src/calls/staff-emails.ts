// The texts of identity's system emails to staff. Plain and short, with a text and an HTML part.
import { sendSystemEmail } from '../messaging.ts'
import { emailParts, type EmailContent } from '../domain/email-text.ts'
import type { SessionDeps } from './sessions.ts'

export interface StaffEmail extends EmailContent {
  businessId: string
  to: string
  subject: string
  purpose: string
}

export async function sendStaffEmail(d: SessionDeps, e: StaffEmail) {
  return sendSystemEmail(d.bus, { businessId: e.businessId, to: e.to, subject: e.subject, ...emailParts(e), purpose: e.purpose })
}

/** Where staff links point: the console on the portal's origin. */
export const consoleUrl = (d: SessionDeps, path: string, params: Record<string, string>) => {
  const url = new URL(`/console${path}`, d.portalUrl ?? 'http://localhost:8080')
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}
