// Sends mail over SMTP with nodemailer. One connection per message: system mail is rare, and a
// fresh connection reports an unreachable server on the very call that needed it. Timeouts stay
// well under the bus and gateway timeouts, so a dead server answers 503, never a hang or a 504.
import { createTransport } from 'nodemailer'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string
  /** display name of the sender (the organization's name); the address is always MAIL_FROM's */
  fromName?: string
  /** the business whose call sends it: stamped for the development sink only (see BUSINESS_HEADER) */
  businessId?: string
  /** copies (patients' emails: the email's cc) */
  cc?: string[]
  /** where replies go (a staff member's own address) */
  replyTo?: string
  /** threading (RFC 5322): this mail's Message-ID ('<id@domain>'), the one it answers and the thread's chain */
  messageId?: string
  inReplyTo?: string
  references?: string[]
}

/**
 * Mail to the embedded development sink carries the sending business, so the development mailbox
 * shows an Admin only their own business's mail. Never sent to a real server (it is ours, not the
 * recipient's business).
 */
export const BUSINESS_HEADER = 'X-Care-Business-Id'

export interface Mailer {
  /** resolves with the server's message id once the SMTP server has accepted the message */
  send(email: OutgoingEmail): Promise<string>
  close(): void
}

export const SMTP_TIMEOUTS = { connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 5_000, dnsTimeout: 3_000 } as const

/** 'Care <no-reply@care.localhost>' → its address part; a bare address stays as it is. */
export function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from)
  return (m ? m[1] : from).trim()
}

export function createSmtpMailer(o: { smtpUrl: string; from: string; stampBusiness?: boolean }): Mailer {
  const url = new URL(o.smtpUrl)
  const transport = createTransport({
    url: o.smtpUrl,
    ...SMTP_TIMEOUTS,
    // the embedded sink (and local test servers) speak plain SMTP on the loopback interface
    ...(url.hostname === '127.0.0.1' || url.hostname === 'localhost' ? { ignoreTLS: true } : {}),
  })
  const fromAddress = addressOf(o.from)
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: email.fromName ? { name: email.fromName, address: fromAddress } : o.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.cc?.length ? { cc: email.cc } : {}),
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.messageId ? { messageId: email.messageId } : {}),
        ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
        ...(email.references?.length ? { references: email.references } : {}),
        ...(o.stampBusiness && email.businessId ? { headers: { [BUSINESS_HEADER]: email.businessId } } : {}),
      })
      return String(info.messageId ?? '')
    },
    close: () => transport.close(),
  }
}
