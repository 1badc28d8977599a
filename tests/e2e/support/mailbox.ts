// The development mailbox and SMS outbox of the standalone platform (GET /v1/dev/mailbox?to=,
// GET /v1/dev/sms-outbox?to=), newest first, and waiting for a message to arrive.
import { setTimeout as sleep } from 'node:timers/promises'

export interface Mail {
  id: string
  to: string
  from: string
  subject: string
  text: string
  html: string
  links: string[]
  receivedAt: string
}

export interface Sms {
  id: string
  to: string
  message: string
  links: string[]
  receivedAt: string
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

export const readMailbox = (baseUrl: string, to: string) => getJson<Mail[]>(`${baseUrl}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
export const readSmsOutbox = (baseUrl: string, to: string) => getJson<Sms[]>(`${baseUrl}/v1/dev/sms-outbox?to=${encodeURIComponent(to)}`)

/**
 * Polls until a message to `to` matching `match` arrives (after `since`, an ISO time or Date), up to
 * `timeoutMs`; answers the newest match.
 */
export async function waitForMail(baseUrl: string, to: string, o: { match?: (m: Mail) => boolean; since?: Date; timeoutMs?: number } = {}): Promise<Mail> {
  const until = Date.now() + (o.timeoutMs ?? 10_000)
  for (;;) {
    const mails = await readMailbox(baseUrl, to)
    const found = mails.find((m) => (!o.since || new Date(m.receivedAt) >= o.since) && (!o.match || o.match(m)))
    if (found) return found
    if (Date.now() > until) throw new Error(`no matching mail to ${to} within ${o.timeoutMs ?? 10_000} ms (mailbox has ${mails.length})`)
    await sleep(200)
  }
}

/** The first link of `mail` whose URL satisfies `test` (e.g. carries a `token` query). */
export function linkIn(mail: Pick<Mail, 'links'>, test: (url: URL) => boolean): string {
  const link = mail.links.find((l) => {
    try {
      return test(new URL(l))
    } catch {
      return false
    }
  })
  if (!link) throw new Error(`no matching link in ${JSON.stringify(mail.links)}`)
  return link
}
