// portal_customizations (spec 1 §5): one per page; the Home page can never be disabled.
import { HOME_CANNOT_BE_DISABLED } from '@care/contracts/collections/portal-customizations'
import { badRequest } from '@care/contracts/errors'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'
import type { Repository } from '@care/kit/repository/index'
import { prefixed } from './wrap.ts'

const refuseDisabledHome = (page: unknown, disabled: unknown) => {
  if (page === 'Home' && disabled === true) throw badRequest(HOME_CANNOT_BE_DISABLED)
}

export const portalCustomizationHooks: CollectionHooks = {
      beforeCreate: (record: ApiRecord) => refuseDisabledHome(record.page, record.disabled),
      beforeUpdate: (existing: ApiRecord, updates: ApiRecord) =>
        refuseDisabledHome(updates.page ?? existing.page, 'disabled' in updates ? updates.disabled : existing.disabled),
}

export function portalCustomizationOperations(repo: Repository) {
  return prefixed('portal_customizations', repo.operations)
}
