// portal_customizations (spec 1 §5): one per page; the Home page can never be disabled.
import { portalCustomizations, HOME_CANNOT_BE_DISABLED } from '@care/contracts/collections/portal-customizations'
import { badRequest } from '@care/contracts/errors'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { ApiRecord } from '@care/kit/collections/index'
import type { IdentityDb } from '../db.ts'
import { prefixed } from './wrap.ts'

const refuseDisabledHome = (page: unknown, disabled: unknown) => {
  if (page === 'Home' && disabled === true) throw badRequest(HOME_CANNOT_BE_DISABLED)
}

export function portalCustomizationOperations(db: IdentityDb) {
  return prefixed('portal_customizations', createCollectionOperations({
    collection: portalCustomizations,
    prisma: db,
    model: 'portalCustomization',
    hooks: {
      beforeCreate: (record: ApiRecord) => refuseDisabledHome(record.page, record.disabled),
      beforeUpdate: (existing: ApiRecord, updates: ApiRecord) =>
        refuseDisabledHome(updates.page ?? existing.page, 'disabled' in updates ? updates.disabled : existing.disabled),
    },
  }))
}
