// A Prisma interactive transaction of billing's client.
import type { PrismaClient } from '../db.ts'

export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]
