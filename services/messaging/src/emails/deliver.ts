// Sending one email record over SMTP (the platform's mail transport: a real server, or the embedded
// sink in development): to the patient's address (or alternateToAddress), with the email's cc, the
// sender's reply-to and the thread's headers. 'Missing email' when the patient has none; a mail
// server that refuses or cannot be reached answers as system mail does (400 / 503), so a record is
// never marked delivered unless a server accepted it.
import { ApiError } from '@care/contracts/errors'
import { OutboundMessages } from '@care/contracts/routes/outbound'
import { ValueMessages } from '@care/contracts/values/index'
import type { OperationContext } from '@care/kit/runtime/operation'
import { EMAIL_NOT_CONFIGURED, smtpFailure } from '../email/smtp-errors.ts'
import { patientOf } from './people.ts'
import type { OutboundRuntime } from './runtime.ts'
import { messageIdFor, threadHeaders, type ThreadHeaders } from './threading.ts'

export interface EmailToSend {
  id: string
  businessId: string
  enduserId: string
  subject: string
  textContent: string
  HTMLContent?: string | null
  cc?: string[] | null
  replyTo?: string | null
  alternateToAddress?: string | null
}

type Hop = Pick<OperationContext, 'requestId' | 'traceparent'>

export const missingEmail = () => new ApiError(400, ValueMessages.missingEmail, [{ field: 'enduserId', message: ValueMessages.missingEmail }])
export const unknownPatient = () => new ApiError(400, OutboundMessages.enduserNotFound, [{ field: 'enduserId', message: OutboundMessages.enduserNotFound }])

/** The patient's address, or 'Missing email'. */
export async function recipientOf(rt: OutboundRuntime, e: Pick<EmailToSend, 'businessId' | 'enduserId' | 'alternateToAddress'>, ctx: Hop): Promise<string> {
  if (e.alternateToAddress) return e.alternateToAddress
  const patient = await patientOf(rt.bus, e.businessId, e.enduserId, ctx)
  if (!patient) throw unknownPatient()
  if (!patient.email) throw missingEmail()
  return patient.email
}

/** The thread an email joins (replyTo names the email it answers, of the same business). */
export async function threadOf(rt: OutboundRuntime, e: Pick<EmailToSend, 'id' | 'businessId' | 'replyTo'>): Promise<ThreadHeaders> {
  if (!e.replyTo) return threadHeaders(e.id, undefined)
  const repo = rt.repos.emails.systemRepo(e.businessId)
  const parent = await repo.findRow({ id: e.replyTo }, { fields: ['id', 'messageId', 'threadId'] })
  if (!parent) return threadHeaders(e.id, undefined)
  const thread = parent.threadId || parent.id
  const earlier = await repo.findRows(
    { threadId: thread, messageId: { not: null }, id: { not: parent.id } },
    { orderBy: { createdAt: 'asc' }, take: 50, fields: ['messageId'] },
  )
  return threadHeaders(e.id, { id: String(parent.id), messageId: parent.messageId as string | null, threadId: parent.threadId as string | null }, earlier.map((r) => String(r.messageId ?? '')).filter(Boolean))
}

export interface Delivered {
  delivered: true
  messageId: string
  threadId: string
  timestamp: string
}

export async function deliverEmail(rt: OutboundRuntime, e: EmailToSend, ctx: Hop): Promise<Delivered> {
  const to = await recipientOf(rt, e, ctx)
  const thread = await threadOf(rt, e)
  if (!rt.mailer) throw new ApiError(503, EMAIL_NOT_CONFIGURED)
  const messageId = messageIdFor(e.id, rt.mailDomain)
  try {
    await rt.mailer.send({
      to, subject: e.subject, text: e.textContent, ...(e.HTMLContent ? { html: e.HTMLContent } : {}),
      businessId: e.businessId, ...(e.cc?.length ? { cc: e.cc } : {}),
      messageId, ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo } : {}), references: thread.references,
    })
  } catch (err) {
    const failure = smtpFailure(err)
    rt.log[failure.status >= 500 ? 'error' : 'warn']({ err, emailId: e.id, businessId: e.businessId }, 'email not sent')
    throw failure
  }
  return { delivered: true, messageId, threadId: thread.threadId, timestamp: new Date(rt.now()).toISOString() }
}
