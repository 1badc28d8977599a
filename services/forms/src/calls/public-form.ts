// Public forms (spec 2 §2.9; spec 1 §7): a form with allowPublicURL may be filled by anyone holding
// its link. GET /forms/public-details answers what its page shows before a session; POST
// /session-for-public-form takes the intake fields, has identity match the patient by email, then
// phone (or create one) and give the visitor a session scoped to that one response (never the
// patient's own session: contracts' Session.scope), and prepares the response.
import { FormsMessages, forms } from '@care/contracts/collections/forms'
import { badRequest, forbidden, notFound } from '@care/contracts/errors'
import { publicFormDetails as publicFormDetailsSchema, type formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { ValidationIssue } from '@care/contracts/errors'
import { toApiRecord } from '@care/kit/collections/index'
import type { RowOf } from '@care/kit/repository/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { newObjectId } from '@care/kit/ids'
import { askIdentity, formLink, newAccessCode, PUBLIC_FORM_SOURCE, type FormsDeps } from './deps.ts'

/** what anyone may read of a public form (its route's output schema) */
const PUBLIC_FIELDS = publicFormDetailsSchema.keyof().options

const formNotFound = () => notFound(FormsMessages.formNotFound)

/** A form by id alone: a public caller has no business yet (a system repository is bound to one; the lookup finds it). */
async function formById(d: FormsDeps, id: string): Promise<RowOf<typeof forms> | undefined> {
  const row = await d.repos.forms.lookup({ id })
  return row ? toApiRecord(forms, row) : undefined
}

export const publicFormDetails = (d: FormsDeps): Handler<typeof formsRoutes, 'forms.public-details'> => async (input, ctx) => {
  const form = await formById(d, input.formId)
  const own = form && ctx.session?.businessId === form.businessId && ctx.session?.type === 'user'
  if (!form || (!own && form.allowPublicURL !== true)) throw formNotFound()
  const details: Partial<RowOf<typeof forms>> = {}
  for (const k of PUBLIC_FIELDS) if (form[k] !== undefined) Object.assign(details, { [k]: form[k] })
  return { form: { ...details, id: form.id, businessId: form.businessId } }
}

export const sessionForPublicForm = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.session-for-public-form'> => async (input, ctx) => {
  const form = await formById(d, input.formId)
  if (!form || form.businessId !== input.businessId) throw formNotFound()
  if (form.allowPublicURL !== true) throw forbidden(FormsMessages.notPublic)
  if (form.disabled === true) throw forbidden(FormsMessages.formDisabled)
  // the fields themselves, not numFields: the counter follows them a moment later
  if (!(await d.repos.formFields.systemRepo(input.businessId).findRow({ formId: input.formId }))) throw badRequest(FormsMessages.noFields)
  const missing: ValidationIssue[] = []
  if (form.intakeEmailRequired === true && !input.email) missing.push({ field: 'email', message: FormsMessages.emailRequired })
  if (form.intakePhone === 'required' && !input.phone) missing.push({ field: 'phone', message: FormsMessages.phoneRequired })
  if (form.intakeDateOfBirth === 'required' && !input.dateOfBirth) missing.push({ field: 'dateOfBirth', message: FormsMessages.dateOfBirthRequired })
  if (form.intakeState === 'required' && !input.state) missing.push({ field: 'state', message: FormsMessages.stateRequired })
  if (missing.length) throw badRequest(missing[0]!.message, missing)
  const intake: Record<string, unknown> = { businessId: input.businessId }
  for (const k of ['email', 'phone', 'fname', 'lname', 'dateOfBirth', 'state', 'skipMatch'] as const) if (input[k] !== undefined && input[k] !== '') intake[k] = input[k]
  // the session identity gives may fill this one response only (Session.scope): its id comes first
  const responseId = newObjectId()
  const { enduserId, authToken } = await askIdentity(
    d, IDENTITY_INTERNAL.publicFormSession, { ...intake, businessId: input.businessId, formId: input.formId, responseId }, ctx,
  )
  const accessCode = newAccessCode()
  await d.repos.formResponses.systemRepo(input.businessId, { type: 'enduser', id: enduserId }).create({
    formId: input.formId, enduserId, formTitle: String(form.title ?? ''), accessCode, responses: [], sharedVia: 'Link', source: PUBLIC_FORM_SOURCE,
    isInternalNote: false, hiddenFromEnduser: false,
    ...(input.publicIdentifier ? { publicIdentifier: input.publicIdentifier } : {}),
    ...(input.email ? { userEmail: input.email } : {}),
  }, { id: responseId, creator: enduserId })
  const { url, path } = formLink(d, ctx, input.formId, accessCode)
  return { accessCode, authToken, url, path, enduserId }
}
