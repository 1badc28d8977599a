// POST /forms/send: sends a patient a link to fill a form, by email or by text. The patient is read
// with the caller's own session (identity's generic getOne), so staff reach only patients they may
// read; a response is prepared with sharedVia (prepare-form-response's rules), then messaging
// delivers the link with an unsubscribe link of that channel. A patient who already has the form
// outstanding gets that copy's link again (`reused`), never a second identical copy. Nothing is prepared for a patient
// without the address or who unsubscribed; a delivery failure surfaces as messaging's 503.
import { badRequest } from '@care/contracts/errors'
import { SendFormMessages, type formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import { sendSystemEmail, sendSystemSms } from '@care/kit/messaging/system-messages'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { AnswerOf, Handler, RouteNamed } from '@care/kit/runtime/typed-operations'
import { askIdentity, formLink, readEnduserAs, type FormsDeps } from './deps.ts'
import { prepareFormResponse } from './prepare.ts'

/** a response ready to fill, as POST /forms/send answers it */
type Prepared = Pick<AnswerOf<RouteNamed<typeof formsRoutes, 'forms.send'>>, 'accessCode' | 'url' | 'response'>

/**
 * The patient's outstanding copy of the form, if any: not submitted, not expired, not an internal
 * note and shown to them. Sending the form again re-sends its link instead of making an identical
 * second copy to fill (issue #18): the patient has one form to do, and staff see one outstanding.
 */
async function openCopy(d: FormsDeps, ctx: OperationContext, formId: string, enduserId: string): Promise<Prepared | undefined> {
  const repo = d.repos.formResponses.systemRepo(ctx.session!.businessId)
  const rows = await repo.findRows({ formId, enduserId, submittedAt: null }, { take: 50 })
  const expired = (at: unknown) => typeof at === 'number' && at > 0 && at < Date.now()
  const row = rows.find((r) => r.accessCode && r.isInternalNote !== true && r.hiddenFromEnduser !== true && !expired(r.submissionExpiresAt))
  if (!row) return undefined
  const response = await repo.get(String(row.id))
  if (!response) return undefined
  return { accessCode: String(row.accessCode), url: formLink(d, ctx, formId, String(row.accessCode)).url, response }
}

const unsubscribed = (p: { unsubscribedFrom?: readonly string[] }, ...kinds: string[]) => (p.unsubscribedFrom ?? []).some((k) => k.toLowerCase() === 'all' || kinds.includes(k.toLowerCase()))

export const sendForm = (d: FormsDeps): Handler<typeof formsRoutes, 'forms.send'> => async (input, ctx) => {
  const session = ctx.session!
  const patient = await readEnduserAs(d, input.enduserId, ctx)
  const email = input.channel === 'Email'
  if (email && !patient.email) throw badRequest(SendFormMessages.noEmail)
  if (!email && !patient.phone) throw badRequest(SendFormMessages.noPhone)
  if (email ? unsubscribed(patient, 'email') : unsubscribed(patient, 'sms', 'phone')) throw badRequest(SendFormMessages.unsubscribed(input.channel))

  const open = await openCopy(d, ctx, input.formId, input.enduserId)
  const prepared: Prepared = open ?? (await prepareFormResponse(d)({ formId: input.formId, enduserId: input.enduserId, sharedVia: input.channel }, ctx))
  const title = String(prepared.response.formTitle ?? 'a form')
  const { url: unsubscribe } = await askIdentity(d, IDENTITY_INTERNAL.unsubscribeLink, { enduserId: input.enduserId, type: email ? 'email' : 'sms' }, ctx)
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
  return { accessCode: prepared.accessCode, url: prepared.url, via: receipt.via, response: prepared.response, reused: !!open }
}
