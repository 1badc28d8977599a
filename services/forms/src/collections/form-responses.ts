// form_responses' entity rules (spec 3 §6; spec 2 §2.8). An internal note is hidden from the
// patient until it is submitted: the server keeps `hiddenFromEnduser` (the contract's
// enduserHiddenWhen, so REST and live agree). Of a response the patient did not submit themselves
// they see only the answers shared with them (the contract's enduserView, REST and live alike). A
// patient changes nothing but whether a response shows in their portal (answers go through
// /save-field-response and /submit-form-response). Its form is one the caller may read.
import { forbidden } from '@care/contracts/errors'
import { FormsMessages } from '@care/contracts/collections/forms'
import { formResponses } from '@care/contracts/collections/index'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { PrismaClient } from '../db.ts'
import { hasRequired, requireForm } from './parents.ts'

const PATIENT_MAY_UPDATE = new Set(['hideFromEnduserPortal'])

/** whether a patient may not see the response at all */
export const hiddenFromPatient = (r: { isInternalNote?: unknown; submittedAt?: unknown }) => r.isInternalNote === true && !r.submittedAt

export const formResponseHooks = (db: PrismaClient): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    if (hasRequired(formResponses, record)) await requireForm(db, ctx, record.businessId, record.formId)
    return { ...record, hiddenFromEnduser: hiddenFromPatient(record) }
  },
  async beforeUpdate(existing, updates, ctx) {
    if (ctx.session?.type === 'enduser' && Object.keys(updates).some((k) => !PATIENT_MAY_UPDATE.has(k))) {
      throw forbidden(FormsMessages.enduserUpdateOnlyHide)
    }
    // emptied when its form is deleted; moved only to another form the caller may read
    await requireForm(db, ctx, existing.businessId, updates.formId)
    if ('isInternalNote' in updates) return { ...updates, hiddenFromEnduser: hiddenFromPatient({ ...existing, ...updates }) }
  },
})
