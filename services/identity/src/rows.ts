// Identity's stored rows as the generated client types them. The kit's repository answers a row of
// any collection as a DbRecord; for identity's tables that row is, column for column, the model
// below (read without `fields`), so the calls that need typed columns name it here, once.
import type { DbRecord } from '@care/kit/collections/index'
import type { Enduser, Organization, User } from './generated/prisma/client.ts'

export const userRow = (row: DbRecord | undefined) => row as User | undefined
export const enduserRow = (row: DbRecord | undefined) => row as Enduser | undefined
export const organizationRow = (row: DbRecord | undefined) => row as Organization | undefined
