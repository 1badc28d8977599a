// The embedded SMTP sink of standalone mode (ARCHITECTURE.md §2): a local SMTP server that accepts
// every message and stores it, parsed, in messaging's database for the development mailbox. It
// listens on the loopback interface only, on a free port, without TLS or authentication.
// Escape hatch (raw Prisma): a development table, not a collection (no API collection, no events).
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { newObjectId } from '@care/kit/ids'
import type { Logger } from '@care/kit/runtime/logger'
import type { MessagingDb } from '../db.ts'
import { extractLinks } from '../links.ts'
import { BUSINESS_HEADER } from '../email/mailer.ts'

export const SINK_MAX_MESSAGE_BYTES = 10 * 1024 * 1024
/** Caught mail older than this is dropped when the sink starts: a development mailbox, not an archive. */
export const SINK_KEEP_DAYS = 7

export interface SmtpSink {
  port: number
  /** what SMTP_URL would be to send to it */
  url: string
  stop(): Promise<void>
}

async function store(db: MessagingDb, stream: SMTPServerDataStream, session: SMTPServerSession, log: Logger): Promise<void> {
  const mail = await simpleParser(stream)
  if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds the fixed maximum message size'), { responseCode: 552 })
  const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
  const mailFrom = session.envelope.mailFrom
  const from = mail.from?.text ?? (mailFrom ? mailFrom.address : '')
  const text = mail.text ?? ''
  const html = mail.html || undefined
  const stamped = mail.headers.get(BUSINESS_HEADER.toLowerCase())
  const businessId = typeof stamped === 'string' && stamped.trim() ? stamped.trim() : null
  const id = newObjectId()
  const references = typeof mail.references === 'string' ? [mail.references] : (mail.references ?? [])
  await db.devMail.create({
    data: {
      id, to, from, subject: mail.subject ?? '', text, html, links: extractLinks(text, html), businessId, receivedAt: new Date(),
      messageId: mail.messageId ?? null, inReplyTo: mail.inReplyTo ?? null, references,
    },
  })
  log.info({ id, to, subject: mail.subject }, 'mail caught by the development SMTP sink')
}

export async function startSmtpSink(o: { db: MessagingDb; log: Logger; port?: number; host?: string }): Promise<SmtpSink> {
  const host = o.host ?? '127.0.0.1'
  await o.db.devMail.deleteMany({ where: { receivedAt: { lt: new Date(Date.now() - SINK_KEEP_DAYS * 24 * 60 * 60 * 1000) } } })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: SINK_MAX_MESSAGE_BYTES,
    banner: 'care development mail sink',
    logger: false,
    onData(stream, session, callback) {
      store(o.db, stream, session, o.log).then(
        () => callback(),
        (err: Error) => {
          o.log.warn({ err }, 'development SMTP sink could not store a message')
          callback(err)
        },
      )
    },
  })
  server.on('error', (err) => o.log.warn({ err }, 'development SMTP sink error'))
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(o.port ?? 0, host, () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://${host}:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
