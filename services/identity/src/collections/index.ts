// Identity's collections on the generic engine, each with the entity rules that are identity's own.
import { enduserCustomTypes } from '@care/contracts/collections/index'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { Operation } from '@care/kit/runtime/operation'
import type { IdentityDb } from '../db.ts'
import type { SessionDeps } from '../calls/sessions.ts'
import { userOperations } from './users.ts'
import { enduserOperations } from './endusers.ts'
import { organizationOperations } from './organizations.ts'
import { rolePermissionOperations } from './role-permissions.ts'
import { portalCustomizationOperations } from './portal-customizations.ts'
import { apiKeyOperations } from './api-keys.ts'
import { integrationOperations } from './integrations.ts'
import { prefixed } from './wrap.ts'

export function identityCollections(db: IdentityDb, deps: SessionDeps): Record<string, Operation> {
  return {
    ...organizationOperations(db),
    ...userOperations(db, deps),
    ...enduserOperations(db, deps),
    ...rolePermissionOperations(db, deps),
    ...portalCustomizationOperations(db),
    ...apiKeyOperations(db, deps),
    ...integrationOperations(db),
    ...prefixed('enduser_custom_types', createCollectionOperations({ collection: enduserCustomTypes, prisma: db, model: 'enduserCustomType' })),
  }
}
