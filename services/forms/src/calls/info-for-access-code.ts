// GET /form-info-for-access-code: what the form page needs to fill a response — the form, its
// fields (oldest first) and the response, whose draft answers are completed with prepopulated ones
// (domain/prepopulate.ts). A patient's first look stamps openedAt: its update event is the
// 'Form Started' engagement others react to.
import { databaseRecords, formFields, formResponses } from '@care/contracts/collections/index'
import type { formsRoutes } from '@care/contracts/routes/forms'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import { toApiRecord, type ApiRecord } from '@care/kit/collections/index'
import type { RowOf } from '@care/kit/repository/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { prepopulatedEntries } from '../domain/prepopulate.ts'
import { gone, responseToFill } from './access-code.ts'
import { askIdentity, type FormsDeps } from './deps.ts'

/** a form's fields, oldest first (the order they were added) */
export async function fieldsOf(d: FormsDeps, businessId: string, formId: string): Promise<RowOf<typeof formFields>[]> {
  return (await d.repos.formFields.systemRepo(businessId).findRows({ formId }, { take: 1000 })).reverse()
    .map((row) => toApiRecord(formFields, row))
}

export const formInfoForAccessCode = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.info-for-access-code'> => async (input, ctx) => {
  const session = ctx.session!
  let row = await responseToFill(d, ctx, input)
  const formId = String(row.formId ?? '')
  const form = formId ? await d.repos.forms.systemRepo(session.businessId).get(formId) : undefined
  if (!form) throw gone()
  const fields = await fieldsOf(d, session.businessId, formId)
  if (session.type === 'enduser' && !row.openedAt && !row.submittedAt) {
    const repo = d.repos.formResponses.systemRepo(session.businessId, { type: session.type, id: session.id })
    await repo.modify(String(row.id), (r) => (r.openedAt ? undefined : { openedAt: new Date().toISOString() }))
    row = (await repo.row(String(row.id))) ?? row
  }
  let response = toApiRecord(formResponses, row, session)
  // a visitor who typed an existing patient's email or phone sees none of that patient's profile
  const mayPrepopulate = !session.scope?.existingPatient
  if (!row.submittedAt && row.enduserId && mayPrepopulate) {
    const wanted = fields.filter((f) => f.prepopulateFromFields || f.prepopulateFromDatabase?.databaseId)
    if (wanted.length) {
      const { enduser } = await askIdentity(d, IDENTITY_INTERNAL.enduserForForm, { businessId: session.businessId, enduserId: String(row.enduserId) }, ctx)
      const records = new Map<string, ApiRecord[]>()
      for (const f of wanted) {
        const databaseId = f.prepopulateFromDatabase?.databaseId
        if (typeof databaseId === 'string' && !records.has(databaseId)) {
          records.set(databaseId, (await d.repos.databaseRecords.systemRepo(session.businessId).findRows({ databaseId }, { take: 1000 })).map((r) => toApiRecord(databaseRecords, r)))
        }
      }
      const saved = response.responses ?? []
      const extra = prepopulatedEntries(wanted, saved, enduser, (id) => records.get(id) ?? [])
      if (extra.length) response = { ...response, responses: [...saved, ...extra] }
    }
  }
  return { form, fields, response }
}
