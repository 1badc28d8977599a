// Finding the response an access code opens, for the calls that fill it (info, save, submit). A
// patient must bring the code (spec 3 §6 'enduser session without accessCode') and it must be one
// of their own; staff reach responses they may read. Anything else answers like a missing code.
import { FormsMessages, formResponses } from '@care/contracts/collections/forms'
import { badRequest, notFound } from '@care/contracts/errors'
import type { FormResponse } from '../generated/prisma/client.ts'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { FormsDeps } from './deps.ts'

export const gone = () => notFound(FormsMessages.responseNotFound)

/** The stored response of `accessCode` (or, for staff, of `formResponseId`) the caller may fill. */
export async function responseToFill(d: FormsDeps, ctx: OperationContext, input: { accessCode?: string; formResponseId?: string }): Promise<FormResponse> {
  const session = ctx.session!
  if (!input.accessCode) {
    if (session.type === 'enduser') throw badRequest(FormsMessages.enduserWithoutAccessCode, [{ field: 'accessCode', message: FormsMessages.enduserWithoutAccessCode }])
    if (!input.formResponseId) throw badRequest(FormsMessages.accessCodeRequired, [{ field: 'accessCode', message: FormsMessages.accessCodeRequired }])
  }
  const repo = d.repos.formResponses.systemRepo(session.businessId)
  const row = input.accessCode ? await repo.findRow({ accessCode: input.accessCode }) : await repo.row(input.formResponseId!)
  if (!row) throw gone()
  // a public form's visitor fills the response their session was made for, and no other
  if (session.scope && String(row.id) !== session.scope.responseId) throw gone()
  if (session.type === 'enduser') {
    if (row.enduserId !== session.id) throw gone()
  } else {
    // staff: the response must be one their role lets them read
    await d.repos.formResponses.repo(ctx).get(String(row.id)).catch(() => {
      throw gone()
    })
  }
  return row
}

export const responseNotSubmitted = (row: Pick<FormResponse, 'submittedAt' | 'submissionExpiresAt'>) => {
  if (row.submittedAt) throw badRequest(FormsMessages.alreadySubmitted)
  const expires = row.submissionExpiresAt
  if (typeof expires === 'number' && expires > 0 && expires < Date.now()) throw badRequest(FormsMessages.expired)
}

export { formResponses }
