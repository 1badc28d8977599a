// Identity's collections, listed once: the kit builds a repository for each (the one way its code
// reaches their rows, services/kit/src/repository) and derives the Prisma model from the name. The
// generic calls (wrapped in identity's own rules, collections/), the named calls and reactions all
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
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { IdentityDb } from './db.ts'
import { userHooks } from './collections/users.ts'
import { enduserHooks } from './collections/endusers.ts'
import { organizationHooks } from './collections/organizations.ts'
import { portalCustomizationHooks } from './collections/portal-customizations.ts'
import { rolePermissionHooks } from './collections/role-permissions.ts'
import { withTenancy } from './collections/tenancy.ts'

// every collection: organizationIds only of the caller's business (collections/tenancy.ts)
const tenancy = (own?: (db: IdentityDb) => Parameters<typeof withTenancy>[1]) => (db: IdentityDb) => withTenancy(db, own?.(db))

export const identityCollectionList = [
  [organizations, tenancy(() => organizationHooks)],
  [users, tenancy(() => userHooks)],
  [endusers, tenancy(enduserHooks)],
  [roleBasedAccessPermissions, tenancy(() => rolePermissionHooks)],
  [portalCustomizations, tenancy(() => portalCustomizationHooks)],
  [apiKeys, tenancy()],
  [integrations, tenancy()],
  [enduserCustomTypes, tenancy()],
] as const

export type IdentityRepositories = RepositoriesOf<typeof identityCollectionList, IdentityDb>

/** the repositories of one database client, built once (the same ones the service answers lookups from) */
export const repositoriesOf: (db: IdentityDb) => IdentityRepositories = repositoriesFor(identityCollectionList)
