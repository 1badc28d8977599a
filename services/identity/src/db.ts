// Identity's Prisma client type, shared by its calls and collections.
import { PrismaClient } from './generated/prisma/client.ts'

export { PrismaClient }
export type IdentityDb = PrismaClient
