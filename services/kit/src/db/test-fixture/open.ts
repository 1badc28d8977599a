// The kit's database fixture (schema.prisma: Widget; migrations/) for the tests of the database,
// outbox and reaction pieces: a fresh test database with the kit's migrations and the fixture's
// applied, and the fixture's generated client on it.
import { fileURLToPath } from 'node:url'
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts'
import { migrateServiceDatabase } from '../migrate.ts'
import { createPrismaClient, type PrismaClientOptions } from '../prisma.ts'
import { PrismaClient } from './src/generated/prisma/client.ts'

export const FIXTURE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

export interface FixtureDatabase {
  db: TestDatabase
  prisma: PrismaClient
}

/** A migrated database named after `prefix` and a client of it with `options` (pool size, connect timeout). */
export async function openFixtureDatabase(prefix: string, options: PrismaClientOptions = {}): Promise<FixtureDatabase> {
  const db = await createTestDatabase(prefix)
  await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: FIXTURE_MIGRATIONS })
  return { db, prisma: createPrismaClient(PrismaClient, db.url, options) }
}
