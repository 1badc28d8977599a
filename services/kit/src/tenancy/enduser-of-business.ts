// The patient a record is about must be a patient of the caller's business: since issue #18 item 9
// one case of the id references every collection declares (`enduserId: 'endusers'`, checked by
// references.ts for every write, with this message). What stays here is for named calls that take
// a patient outside a collection write (an upload's patient, before its file record exists).
import type { OperationContext } from '../runtime/operation.ts'
import { checkReferences } from './references.ts'

export { ENDUSER_OF_ANOTHER_BUSINESS } from './references.ts'

/** Refuses (400, naming the field) an enduserId that is not a patient of the caller's business. */
export async function checkEnduserOfBusiness(db: object, enduserId: unknown, ctx: OperationContext, field = 'enduserId'): Promise<void> {
  await checkReferences(db, { name: `${field} of a named call`, references: { [field]: 'endusers' } }, { [field]: enduserId }, ctx)
}
