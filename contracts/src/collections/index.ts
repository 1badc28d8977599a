// Every collection's contract, by owning service.
import { organizations } from './organizations.ts'
import { users } from './users.ts'
import { endusers } from './endusers.ts'
import { roleBasedAccessPermissions } from './role-based-access-permissions.ts'
import { apiKeys } from './api-keys.ts'
import { integrations } from './integrations.ts'
import { portalCustomizations } from './portal-customizations.ts'
import { enduserCustomTypes } from './enduser-custom-types.ts'
import type { Collection } from './define.ts'

export { organizations, users, endusers, roleBasedAccessPermissions, apiKeys, integrations, portalCustomizations, enduserCustomTypes }
export const collections: Collection[] = [
  organizations, users, endusers, roleBasedAccessPermissions, apiKeys, integrations, portalCustomizations, enduserCustomTypes,
]
export const collectionByName = new Map(collections.map((c) => [c.name, c]))
