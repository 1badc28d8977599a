// form_fields' access follows their form's (spec 1 §6 "form fields by form access"): staff read,
// change and delete the fields of forms they may read — none when their role has no read access
// to forms, only their own forms' fields under 'Assigned'. Patients read every form's fields.
// A field is created under a form the caller may read, and prepopulates from a database they may read.
import { accessLevel } from '@care/contracts/access/visibility'
import { formFields } from '@care/contracts/collections/index'
import type { CollectionHooks } from '@care/kit/collections/index'
import type { PrismaClient } from '../db.ts'
import { checkFieldParents, hasRequired } from './parents.ts'
import { repositoriesOf } from '../repositories.ts'

export const formFieldHooks = (db: PrismaClient): CollectionHooks => ({
  // the contract's accessVia (forms by formId): a role without read access to forms is refused by
  // the kit's query conditions; under 'Assigned' the forms that are theirs are this service's rows
  async readScope(ctx) {
    const session = ctx.session
    if (session?.type !== 'user' || accessLevel(session, 'forms', 'read') !== 'Assigned') return
    // the forms an 'Assigned' reader may read are the ones they created (forms have no assignment field)
    const own = await repositoriesOf(db).forms.systemRepo(session.businessId).findRows({ creator: session.id }, { fields: ['id'] })
    return { formId: { in: own.map((f) => String(f.id)) } }
  },
  async beforeCreate(record, ctx) {
    if (hasRequired(formFields, record)) await checkFieldParents(db, ctx, record.businessId, record)
  },
  async beforeUpdate(existing, updates, ctx) {
    await checkFieldParents(db, ctx, existing.businessId, { prepopulateFromDatabase: updates.prepopulateFromDatabase })
  },
})
