// Identity's repositories: the one way its code reaches its collections' rows (the kit's
// repository, services/kit/src/repository). The generic calls, the named calls and reactions all
// go through them; each collection's entity rules (hooks) are given once, here.
//
// Raw Prisma (`d.db`) remains, named and commented where it is used, only for:
//   - tables that are not collections: auth_sessions (calls/sessions.ts), one_time_tokens and
//     login_failures (domain/) — never answered, no events;
//   - reads by a global key before the business is known (sign-in by email, an API key's hash, a
//     subdomain, a patient id in an unsubscribe link): a repository is bound to one business;
//   - reads for the service's own checks (uniqueness pre-checks, the theme); every write of a
//     collection's row goes through `systemRepo` or `repo(ctx)`, so it publishes its event.
import {
  apiKeys, endusers, enduserCustomTypes, integrations, organizations, portalCustomizations, roleBasedAccessPermissions, users,
} from '@care/contracts/collections/index'
import { createRepository } from '@care/kit/repository/index'
import { perClient } from '@care/kit/repository/per-client'
import type { IdentityDb } from './db.ts'
import { userHooks } from './collections/users.ts'
import { enduserHooks } from './collections/endusers.ts'
import { organizationHooks } from './collections/organizations.ts'
import { portalCustomizationHooks } from './collections/portal-customizations.ts'
import { rolePermissionHooks } from './collections/role-permissions.ts'
import { withTenancy } from './collections/tenancy.ts'

export function identityRepositories(db: IdentityDb) {
  // every collection: organizationIds only of the caller's business (collections/tenancy.ts)
  const hooks = (own?: Parameters<typeof withTenancy>[1]) => withTenancy(db, own)
  return {
    organizations: createRepository({ collection: organizations, prisma: db, model: 'organization', hooks: hooks(organizationHooks) }),
    users: createRepository({ collection: users, prisma: db, model: 'user', hooks: hooks(userHooks) }),
    endusers: createRepository({ collection: endusers, prisma: db, model: 'enduser', hooks: hooks(enduserHooks(db)) }),
    roleBasedAccessPermissions: createRepository({ collection: roleBasedAccessPermissions, prisma: db, model: 'roleBasedAccessPermission', hooks: hooks(rolePermissionHooks) }),
    portalCustomizations: createRepository({ collection: portalCustomizations, prisma: db, model: 'portalCustomization', hooks: hooks(portalCustomizationHooks) }),
    apiKeys: createRepository({ collection: apiKeys, prisma: db, model: 'apiKey', hooks: hooks() }),
    integrations: createRepository({ collection: integrations, prisma: db, model: 'integration', hooks: hooks() }),
    enduserCustomTypes: createRepository({ collection: enduserCustomTypes, prisma: db, model: 'enduserCustomType', hooks: hooks() }),
  }
}
export type IdentityRepositories = ReturnType<typeof identityRepositories>

/** the repositories of one database client, built once */
export const repositoriesOf = perClient(identityRepositories)
