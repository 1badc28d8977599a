// Billing's Prisma client type, shared by its calls, collections and reactions.
import { PrismaClient } from './generated/prisma/client.ts'

export { PrismaClient }
export type BillingDb = PrismaClient
