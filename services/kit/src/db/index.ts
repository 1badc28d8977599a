// The kit's database layer: provisioning, migrations, Prisma clients and their errors.
// (embedded-postgres.ts is imported directly by the launcher and the test runner only.)
export {
  KIT_MIGRATIONS_DIR,
  KIT_MIGRATIONS_TABLE,
  SERVICE_MIGRATIONS_TABLE,
  migrate,
  migrateServiceDatabase,
  type MigrateOptions,
  type ServiceMigrationResult,
} from './migrate.ts'
export { createPrismaClient, type PrismaClientClass, type PrismaClientOptions } from './prisma.ts'
export {
  mapPrismaError,
  prismaErrorToApiError,
  type MapPrismaErrorOptions,
  type UniquenessMessages,
  type UniqueViolation,
} from './prisma-errors.ts'
export { DEFAULT_PLATFORM_NAME, databaseUrl, ensureDatabase, platformName, serviceDatabaseName, serviceDatabaseUrl } from './provision.ts'
