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
  // counts are the one query a repository cannot express (it lists, it does not count by condition)
  const where = {
    businessId: ctx.session!.businessId, formId: input.formId,
    ...(from || to ? { createdAt: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } } : {}),
  }
  const [total, opened, drafts, submitted] = await Promise.all([
    d.db.formResponse.count({ where }),
    d.db.formResponse.count({ where: { ...where, openedAt: { not: null } } }),
    d.db.formResponse.count({ where: { ...where, draftSavedAt: { not: null }, submittedAt: null } }),
    d.db.formResponse.count({ where: { ...where, submittedAt: { not: null } } }),
  ])
  return { statistics: { total, opened, drafts, submitted, submissionRate: total ? submitted / total : 0 } }
}
