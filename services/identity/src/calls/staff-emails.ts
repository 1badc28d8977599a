// The texts of identity's system emails to staff. Plain and short, with a text and an HTML part.
import { sendSystemEmail } from '../messaging.ts'
import type { SessionDeps } from './sessions.ts'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface StaffEmail {
  businessId: string
  to: string
  subject: string
  /** paragraphs of text */
  lines: string[]
  link?: { url: string; label: string }
  purpose: string
}

export async function sendStaffEmail(d: SessionDeps, e: StaffEmail) {
  const text = [...e.lines, ...(e.link ? [`${e.link.label}: ${e.link.url}`] : [])].join('\n\n')
  const html = [
    ...e.lines.map((l) => `<p>${escape(l)}</p>`),
    ...(e.link ? [`<p><a href="${escape(e.link.url)}">${escape(e.link.label)}</a></p>`] : []),
  ].join('\n')
  return sendSystemEmail(d.bus, { businessId: e.businessId, to: e.to, subject: e.subject, text, html, purpose: e.purpose })
}

/** Where staff links point: the console on the portal's origin. */
export const consoleUrl = (d: SessionDeps, path: string, params: Record<string, string>) => {
  const url = new URL(`/console${path}`, d.portalUrl ?? 'http://localhost:8080')
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}
