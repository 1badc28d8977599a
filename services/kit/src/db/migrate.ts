// SQL migrations applied at start (or by the Helm pre-upgrade Job) with postgrator. Several replicas
// may start at once, so each run holds a PostgreSQL advisory lock for its history table: the
// others wait, then find nothing left to apply.
import pg from 'pg'
import Postgrator from 'postgrator'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Logger } from 'pino'

export interface MigrateOptions {
  url: string
  /** folder of `NNN.do.<name>.sql` files */
  migrationsDir: string
  /** history table: `care_kit_migrations` for the kit's own, `care_migrations` for a service's */
  table: string
  log?: Pick<Logger, 'info'>
}

/** The kit's own migrations (the outbox), applied to every service database first. */
export const KIT_MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url))
export const KIT_MIGRATIONS_TABLE = 'care_kit_migrations'
export const SERVICE_MIGRATIONS_TABLE = 'care_migrations'

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * Applies the pending `*.do.*.sql` files of `migrationsDir` in version order; returns the file
 * names applied by this call. Each file runs in one transaction together with its history row, so
 * a crash never leaves a migration applied but unrecorded. Files must not contain BEGIN/COMMIT.
 */
export async function migrate(options: MigrateOptions): Promise<string[]> {
  const { url, migrationsDir, table, log } = options
  if (!IDENTIFIER.test(table)) throw new Error(`invalid migrations table name: ${table}`)
  // glob would silently find nothing in a misspelt folder
  if (!existsSync(migrationsDir)) throw new Error(`migrations folder not found: ${migrationsDir}`)

  const client = new pg.Client({ connectionString: url, application_name: 'care-migrate' })
  await client.connect()
  try {
    // session-level and per database: replicas migrating other databases do not wait for us
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`care:migrate:${table}`])
    let scriptOpen = false
    const postgrator = new Postgrator({
      driver: 'pg',
      schemaTable: table,
      // glob patterns want forward slashes, also on Windows
      migrationPattern: `${migrationsDir.replaceAll('\\', '/')}/*.do.{sql,*.sql}`,
      // postgrator runs each script, then the query that records it; we open a transaction for the
      // script and commit it once that record is written
      execSqlScript: async (sql) => {
        await client.query('BEGIN')
        try {
          await client.query(sql)
        } catch (e) {
          await client.query('ROLLBACK')
          throw e
        }
        scriptOpen = true
      },
      execQuery: async (query) => {
        if (!scriptOpen) return client.query(query)
        scriptOpen = false
        try {
          const result = await client.query(query)
          await client.query('COMMIT')
          return result
        } catch (e) {
          await client.query('ROLLBACK')
          throw e
        }
      },
    })
    postgrator.on('migration-finished', (m) => log?.info({ table, migration: m.filename }, 'migration applied'))
    const applied = await postgrator.migrate()
    if (scriptOpen) await client.query('ROLLBACK')
    await assertNoneSkipped(client, table, await postgrator.getMigrations())
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`care:migrate:${table}`])
    return applied.map((m) => m.filename)
  } finally {
    // ending the session also releases the lock if we failed half-way
    await client.end()
  }
}

/**
 * Postgrator only runs versions above the highest applied one, so a file numbered below it (two
 * branches both adding 004, one renumbered after the other shipped) would be skipped silently.
 */
async function assertNoneSkipped(client: pg.Client, table: string, migrations: Postgrator.Migration[]): Promise<void> {
  const { rows } = await client.query<{ version: string }>(`SELECT version FROM "${table}"`)
  const recorded = new Set(rows.map((r) => Number(r.version)))
  const skipped = migrations.filter((m) => m.action === 'do' && !recorded.has(m.version))
  if (skipped.length) {
    const files = skipped.map((m) => m.filename).join(', ')
    throw new Error(`migrations below the database's version were never applied (renumber them above it): ${files}`)
  }
}

export interface ServiceMigrationResult {
  kit: string[]
  service: string[]
}

/** The kit's migrations, then the service's own (`services/<name>/prisma/migrations`). */
export async function migrateServiceDatabase(options: {
  url: string
  serviceMigrationsDir: string
  log?: Pick<Logger, 'info'>
}): Promise<ServiceMigrationResult> {
  const { url, serviceMigrationsDir, log } = options
  const kit = await migrate({ url, migrationsDir: KIT_MIGRATIONS_DIR, table: KIT_MIGRATIONS_TABLE, log })
  const service = await migrate({ url, migrationsDir: serviceMigrationsDir, table: SERVICE_MIGRATIONS_TABLE, log })
  return { kit, service }
}
