// PATCH /submit-form-response: a response submitted by its access code, once (spec 3 §5–§7). The
// server checks every answer itself (domain/answers.ts: the field is the form's, the type and
// shape are right, the 1000/10000-character and number limits, then the spec's per-field rules in
// order, and every required field on the answers' path is answered); the first problem is the
// message and every problem is listed in `validation`. The write locks the response, so two
// submits cannot both pass. Its update event (submittedAt set) is the 'Form Submitted' others react
// to. Answers of fields with an intakeField then update the patient, through identity.
import { badRequest } from '@care/contracts/errors'
import { formResponses } from '@care/contracts/collections/forms'
import type { formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import { toApiRecord } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { submissionIssues } from '../domain/answers.ts'
import { intakeUpdates } from '../domain/intake.ts'
import { answerAsStored } from '../domain/stored-answer.ts'
import { gone, responseNotSubmitted, responseToFill } from './access-code.ts'
import { askIdentity, PUBLIC_FORM_SOURCE, type FormsDeps } from './deps.ts'
import { fieldsOf } from './info-for-access-code.ts'

export const submitFormResponse = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.submit'> => async (input, ctx) => {
  const session = ctx.session!
  const row = await responseToFill(d, ctx, input)
  responseNotSubmitted(row)
  const formId = String(row.formId ?? '')
  const form = formId ? await d.repos.forms.systemRepo(session.businessId).get(formId) : undefined
  if (!form) throw gone()
  const fields = await fieldsOf(d, session.businessId, formId)
  const entries = input.responses
  const issues = submissionIssues(fields, entries)
  if (issues.length) throw badRequest(issues[0]!.message, issues)
  const byId = new Map(fields.map((f) => [String(f.id), f]))
  // what is stored is the answer as the form asked it: titles and sharing come from the fields
  const stored = entries.map((e) => answerAsStored(e, byId.get(e.fieldId)!))
  const repo = d.repos.formResponses.systemRepo(session.businessId, { type: session.type, id: session.id })
  await repo.modify(String(row.id), (current) => {
    responseNotSubmitted(current)
    return {
      responses: stored,
      submittedAt: new Date().toISOString(),
      submittedBy: session.id,
      hiddenFromEnduser: false,
      ...(input.automationStepId ? { automationStepId: input.automationStepId } : {}),
      ...(current.source === PUBLIC_FORM_SOURCE ? { publicSubmit: true } : {}),
    }
  })
  const after = (await repo.row(String(row.id)))!
  const intake = intakeUpdates(fields, stored)
  if (row.enduserId && Object.keys(intake).length) {
    await askIdentity(d, IDENTITY_INTERNAL.applyIntake, {
      businessId: session.businessId, enduserId: String(row.enduserId), actor: { type: session.type, id: session.id }, fields: intake,
    }, ctx)
  }
  const formResponse = toApiRecord(formResponses, after, session)
  return { formResponse }
}
