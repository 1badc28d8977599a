// PATCH /save-field-response: one answer (or several) kept in an unsubmitted response as a draft,
// sent by the form engine on Next (spec 3 §7). Each answer must be one of the form's fields, of its
// type and within the form-level limits; required-ness waits for the submit. An answer replaces the
// same field's earlier one; its title and sharing come from the field, as on submit. The write
// locks the response, so a draft never lands after a submit.
import { badRequest } from '@care/contracts/errors'
import { FormsMessages, formResponses } from '@care/contracts/collections/forms'
import type { formsRoutes } from '@care/contracts/routes/forms'
import { toApiRecord, type ApiRecord } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { entryIssues } from '../domain/answers.ts'
import { answerAsStored } from '../domain/stored-answer.ts'
import { responseNotSubmitted, responseToFill } from './access-code.ts'
import type { FormsDeps } from './deps.ts'
import { fieldsOf } from './info-for-access-code.ts'

export const saveFieldResponse = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.save-field-response'> => async (input, ctx) => {
  const session = ctx.session!
  const row = await responseToFill(d, ctx, input)
  responseNotSubmitted(row)
  const entries = [...(input.response ? [input.response] : []), ...(input.responses ?? [])]
  if (!entries.length) throw badRequest('response is required', [{ field: 'response', message: 'response is required' }])
  const fields = await fieldsOf(d, session.businessId, String(row.formId ?? ''))
  const issues = entryIssues(fields, entries, (i) => (input.response ? (i === 0 ? 'response' : `responses.${i - 1}`) : `responses.${i}`))
  if (issues.length) throw badRequest(issues[0]!.message, issues)
  const updated = await d.repos.formResponses.systemRepo(session.businessId, { type: session.type, id: session.id }).modify(String(row.id), (current) => {
    responseNotSubmitted(current)
    const byField = new Map(((current.responses as ApiRecord[] | null) ?? []).map((e) => [String(e.fieldId), e]))
    const byId = new Map(fields.map((f) => [f.id, f]))
    // entryIssues checked every entry names a field of the form
    for (const e of entries) byField.set(e.fieldId, answerAsStored(e, byId.get(e.fieldId)!))
    return { responses: [...byField.values()], draftSavedAt: new Date().toISOString(), draftSavedBy: session.id }
  })
  const stored = await d.repos.formResponses.systemRepo(session.businessId).row(String(updated?.id ?? row.id))
  const formResponse = toApiRecord(formResponses, stored ?? row, session)
  return { formResponse }
}

export { FormsMessages }
