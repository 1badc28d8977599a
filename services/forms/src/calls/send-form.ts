// POST /forms/send: sends a patient a link to fill a form, by email or by text. The patient is read
// with the caller's own session (identity's generic getOne), so staff reach only patients they may
// read; a response is prepared with sharedVia (prepare-form-response's rules), then messaging
// delivers the link with an unsubscribe link of that channel. Nothing is prepared for a patient
// without the address or who unsubscribed; a delivery failure surfaces as messaging's 503.
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { ApiError, badRequest } from '@care/contracts/errors'
import { SendFormMessages, type formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import { sendSystemEmail, sendSystemSms } from '@care/kit/messaging/system-messages'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { askIdentity, type FormsDeps } from './deps.ts'
import { prepareFormResponse } from './prepare.ts'

interface Prepared { accessCode: string; url: string; response: { formTitle?: unknown } & Record<string, unknown> }
interface Patient { id: string; fname?: string; email?: string; phone?: string; unsubscribedFrom?: string[] }

const unsubscribed = (p: Patient, ...kinds: string[]) => (p.unsubscribedFrom ?? []).some((k) => k.toLowerCase() === 'all' || kinds.includes(k.toLowerCase()))

export const sendForm = (d: FormsDeps): Handler<typeof formsRoutes, 'forms.send'> => async (input, ctx) => {
  const session = ctx.session!
  const reply = await d.bus.request(requestSubject('identity', 'endusers.getOne'), {
    requestId: ctx.requestId, session, payload: { id: input.enduserId }, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  const patient = (reply as { body: Patient }).body
  const email = input.channel === 'Email'
  if (email && !patient.email) throw badRequest(SendFormMessages.noEmail)
  if (!email && !patient.phone) throw badRequest(SendFormMessages.noPhone)
  if (email ? unsubscribed(patient, 'email') : unsubscribed(patient, 'sms', 'phone')) throw badRequest(SendFormMessages.unsubscribed(input.channel))

  const prepared = (await prepareFormResponse(d)({ formId: input.formId, enduserId: input.enduserId, sharedVia: input.channel }, ctx)) as Prepared
  const title = String(prepared.response.formTitle ?? 'a form')
  const { url: unsubscribe } = await askIdentity<{ url: string }>(d, IDENTITY_INTERNAL.unsubscribeLink, { enduserId: input.enduserId, type: email ? 'email' : 'sms' }, ctx)
  const hello = patient.fname ? `Hello ${patient.fname},` : 'Hello,'
  const receipt = email
    ? await sendSystemEmail(d.bus, {
      businessId: session.businessId, to: patient.email!, subject: `Please fill in: ${title}`, purpose: 'form-link',
      text: [hello, '', `Your care team asks you to fill in "${title}":`, prepared.url, '', `To stop these emails: ${unsubscribe}`].join('\n'),
    })
    : await sendSystemSms(d.bus, {
      businessId: session.businessId, to: patient.phone!, purpose: 'form-link',
      message: `Please fill in "${title}": ${prepared.url} (stop texts: ${unsubscribe})`,
    })
  return { accessCode: prepared.accessCode, url: prepared.url, via: receipt.via, response: prepared.response }
}
