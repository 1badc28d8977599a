// POST /prepare-form-response: an unsubmitted response to a form for a patient, and the access
// code that fills it (spec 1 §7 "Forms"). Staff prepare for a patient their role lets them read
// (identity answers as it would them) with a form they may read; a patient only for themselves. The response is written by the
// service (its access code and submission fields are server-only) and published like any write.
import { FormsMessages } from '@care/contracts/collections/forms'
import { forbidden, notFound } from '@care/contracts/errors'
import type { formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { askIdentity, formLink, newAccessCode, readEnduserAs, type FormsDeps } from './deps.ts'

export const prepareFormResponse = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.prepare'> => async (input, ctx) => {
  const session = ctx.session!
  if (session.type === 'enduser' && input.enduserId !== session.id) throw forbidden(FormsMessages.enduserForOwnResponseOnly)
  const form = await d.repos.forms.repo(ctx).get(input.formId)
  // staff prepare only for patients their role lets them read (a coordinator: their assigned ones)
  const enduser = session.type === 'enduser'
    ? (await askIdentity(d, IDENTITY_INTERNAL.enduserForForm, { businessId: session.businessId, enduserId: input.enduserId }, ctx)).enduser
    : await readEnduserAs(d, input.enduserId, ctx).catch((e) => {
      if ((e as { status?: number }).status === 404 || (e as { status?: number }).status === 403) return undefined
      throw e
    })
  if (!enduser) throw notFound(FormsMessages.enduserNotFound)
  const accessCode = newAccessCode()
  const expireAt = input.expireAt === undefined ? undefined : typeof input.expireAt === 'number' ? input.expireAt : Date.parse(input.expireAt)
  const response = await d.repos.formResponses.systemRepo(session.businessId, { type: session.type, id: session.id }).create({
    formId: input.formId,
    enduserId: input.enduserId,
    formTitle: input.title || String(form.title ?? ''),
    accessCode,
    responses: [],
    ...(expireAt !== undefined ? { submissionExpiresAt: expireAt } : {}),
    ...(input.sharedVia !== undefined ? { sharedVia: input.sharedVia } : {}),
    ...(input.automationStepId ? { automationStepId: input.automationStepId } : {}),
    ...(input.parentResponseId ? { parentResponseId: input.parentResponseId } : {}),
    ...(input.rootResponseId ? { rootResponseId: input.rootResponseId } : {}),
    isInternalNote: input.isInternalNote === true,
    hiddenFromEnduser: input.isInternalNote === true,
    ...(typeof enduser.email === 'string' ? { userEmail: enduser.email } : {}),
  }, { creator: session.id, referencesOf: ctx })
  const { url } = formLink(d, ctx, input.formId, accessCode)
  return { accessCode, url, fullURL: url, response }
}
