// files' entity rules: a file record is made only with its upload link (/prepare-file-upload), so a
// record never points at bytes that were never meant to arrive; and whether a file is hidden from
// its patient is the staff's decision — a patient who could set it would hide their own file from
// themselves and could then neither see nor delete it.
import { ApiError, badRequest } from '@care/contracts/errors'
import { FILE_CREATED_BY_UPLOAD } from '@care/contracts/routes/records'
import type { Session } from '@care/contracts/session'
import type { CollectionHooks } from '@care/kit/collections/index'

export const HIDDEN_FROM_ENDUSER_STAFF_ONLY = 'hiddenFromEnduser can only be set by users'

/** 403 naming the field when a patient writes `hiddenFromEnduser` (on upload or update). */
export function refuseStaffOnlyFileFields(session: Pick<Session, 'type'> | undefined, fields: Record<string, unknown>): void {
  if (session?.type === 'enduser' && fields.hiddenFromEnduser !== undefined) {
    throw new ApiError(403, HIDDEN_FROM_ENDUSER_STAFF_ONLY, [{ field: 'hiddenFromEnduser', message: HIDDEN_FROM_ENDUSER_STAFF_ONLY }])
  }
}

export const fileHooks: CollectionHooks = {
  beforeCreate() {
    throw badRequest(FILE_CREATED_BY_UPLOAD)
  },
  beforeUpdate(_existing, updates, ctx) {
    refuseStaffOnlyFileFields(ctx.session, updates)
  },
}
