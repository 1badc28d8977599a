// role_based_access_permissions (spec 1 §3 "Organization and access", §6): per role, per collection,
// an access level for each action. The single source of every service's access checks.
import { z } from 'zod'
import { ACCESS_LEVELS } from '../session.ts'
import { enumeration, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const ROLE_ADMIN_MESSAGE = "role must not be 'Admin'"

const level = enumeration(ACCESS_LEVELS).optional()
export const accessForCollection = z.object({
  create: level,
  read: level,
  update: level,
  delete: level,
  showInSidebar: z.boolean().optional(),
}).strict()

export const rolePermissionsValidator = z.record(z.string().max(100), accessForCollection)

export const roleBasedAccessPermissions = defineCollection({
  name: 'role_based_access_permissions',
  service: 'identity',
  fields: {
    role: text(100).refine((r) => r !== 'Admin', ROLE_ADMIN_MESSAGE).optional(),
    permissions: rolePermissionsValidator.optional(),
    uiRestrictions: z.record(z.string(), z.unknown()).optional(),
  },
  required: ['role', 'permissions'],
  unique: [{ fields: ['role'] }],
  searchFields: ['role'],
})
