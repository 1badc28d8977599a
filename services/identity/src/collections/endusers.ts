// endusers (spec 1 §5 entity rules): a patient updates only their own profile — its profile fields,
// the custom fields their organization lets them edit, and the terms through the gate
// (domain/patient-profile.ts) — and never their organizations; deleting a patient ends their sessions.
import { forbidden } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { IdentityDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { patientEditableFields, patientUpdates, refusePatientField, staffOnlyField } from '../domain/patient-profile.ts'
import type { Repository } from '@care/kit/repository/index'
import type { Operation } from '@care/kit/runtime/operation'
import { revokeAllSessionsOf, type SessionDeps } from '../calls/sessions.ts'
import { andThen, guard, prefixed } from './wrap.ts'

export const ENDUSERS_UPDATE_OWN_PROFILE = 'Endusers may only update their own profile'
export const ENDUSER_ORGANIZATION_IDS_USERS_ONLY = 'Enduser organizationIds can only be updated by users'

export const enduserHooks = (db: IdentityDb): CollectionHooks => ({
  async beforeUpdate(existing, updates, ctx) {
    const session = ctx.session
    if (session?.type !== 'enduser') return
    if ('organizationIds' in updates) throw forbidden(ENDUSER_ORGANIZATION_IDS_USERS_ONLY)
    // the organization's settings are read only when custom fields are written
    const editable = 'fields' in updates
      ? patientEditableFields((await repositoriesOf(db).organizations.lookup({ id: session.businessId }, { fields: ['portalSettings'] }))?.portalSettings)
      : new Set<string>()
    return patientUpdates(updates, editable, existing.fields)
  },
})

/**
 * A patient naming a field they may never write (their password hash, passwordIsUnset,
 * organizationIds, staff's fields) is refused with 403 before any value is validated: the answer is
 * about who may write the field, whatever the value (the engine would otherwise answer 400 for a
 * read-only field or a malformed value).
 */
const patientFieldsFirst = (op: Operation<{ id?: string; updates?: unknown }>): Operation<{ id?: string; updates?: unknown }> => async (payload, ctx) => {
  if (ctx.session?.type === 'enduser') {
    const field = staffOnlyField(payload?.updates)
    if (field === 'organizationIds') throw forbidden(ENDUSER_ORGANIZATION_IDS_USERS_ONLY)
    if (field !== undefined) throw refusePatientField(field)
  }
  return op(payload, ctx)
}

export function enduserOperations(repo: Repository, deps: SessionDeps) {
  const ops = repo.operations
  return prefixed('endusers', {
    ...ops,
    updateOne: guard(patientFieldsFirst(ops.updateOne), (s, p: { id?: string }) => s?.type !== 'enduser' || p?.id === s.id, ENDUSERS_UPDATE_OWN_PROFILE),
    deleteOne: andThen(ops.deleteOne, (p: { id: string }) => revokeAllSessionsOf(deps, p.id)),
  })
}
