// GET /forms/statistics {formId, range}: how a form's responses stand, counted in the database —
// prepared (all), opened, with a draft, submitted — within an optional range of creation. The form
// must be one the caller may read; responses are counted within the caller's business.
import type { formsRoutes } from '@care/contracts/routes/forms'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { FormsDeps } from './deps.ts'

const instant = (v: string | number | undefined) => (v === undefined || v === '' ? undefined : new Date(v))

export const formStatistics = (d: FormsDeps): Handler<typeof formsRoutes, 'forms.statistics'> => async (input, ctx) => {
  await d.repos.forms.repo(ctx).get(input.formId)
  const from = instant(input.range?.from)
  const to = instant(input.range?.to)
  const responses = d.repos.formResponses.systemRepo(ctx.session!.businessId)
  const where = {
    formId: input.formId,
    ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } : {}),
  }
  const [total, opened, drafts, submitted] = await Promise.all([
    responses.count(where),
    responses.count({ ...where, openedAt: { not: null } }),
    responses.count({ ...where, draftSavedAt: { not: null }, submittedAt: null }),
    responses.count({ ...where, submittedAt: { not: null } }),
  ])
  return { statistics: { total, opened, drafts, submitted, submissionRate: total ? submitted / total : 0 } }
}
