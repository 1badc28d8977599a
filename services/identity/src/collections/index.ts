// Identity's collections on the generic engine, each with the entity rules that are identity's own.
// The repositories (../repositories.ts) serve the generic calls; these modules add guards around them.
import type { Operation } from '@care/kit/runtime/operation'
import type { IdentityDb } from '../db.ts'
import type { SessionDeps } from '../calls/sessions.ts'
import { repositoriesOf } from '../repositories.ts'
import { userOperations } from './users.ts'
import { enduserOperations } from './endusers.ts'
import { organizationOperations } from './organizations.ts'
import { rolePermissionOperations } from './role-permissions.ts'
import { portalCustomizationOperations } from './portal-customizations.ts'
import { apiKeyOperations } from './api-keys.ts'
import { integrationOperations } from './integrations.ts'
import { prefixed } from './wrap.ts'

export function identityCollections(db: IdentityDb, deps: SessionDeps): Record<string, Operation> {
  const repos = repositoriesOf(db)
  return {
    ...organizationOperations(repos.organizations),
    ...userOperations(repos.users, deps),
    ...enduserOperations(repos.endusers, deps),
    ...rolePermissionOperations(repos.roleBasedAccessPermissions, deps),
    ...portalCustomizationOperations(repos.portalCustomizations),
    ...apiKeyOperations(repos.apiKeys, deps),
    ...integrationOperations(repos.integrations),
    ...prefixed('enduser_custom_types', repos.enduserCustomTypes.operations),
  }
}
