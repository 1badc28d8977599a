// One database per service on a shared server (standalone mode, tests, small clusters), named after
// the platform (the database DATABASE_URL names) and the service. Replicas and the migration Job
// may all start together, so creating a database must tolerate a race.
import pg from 'pg'

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** `url` with its database replaced; credentials, host and parameters are kept. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${encodeURIComponent(database)}`
  return u.toString()
}

/** The platform name used when a server URL names no database of its own (or `postgres`). */
export const DEFAULT_PLATFORM_NAME = 'care'
const MAINTENANCE_DATABASES = new Set(['', 'postgres', 'template1'])

/**
 * The name a DATABASE_URL gives its platform: the database in its path, so two platforms on one
 * server given different names keep apart (`…/clinic_a` → `clinic_a_identity`, `clinic_a_records`).
 * The server's maintenance database (or none) means the default, `care`. Hyphens become `_`.
 */
export function platformName(url: string): string {
  const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''))
  if (MAINTENANCE_DATABASES.has(database)) return DEFAULT_PLATFORM_NAME
  const name = database.replace(/-/g, '_')
  // room for `_<service>` within PostgreSQL's 63 characters
  if (!/^[a-z_][a-z0-9_]{0,39}$/.test(name)) {
    throw new Error(`DATABASE_URL names the database '${database}': use at most 40 lowercase letters, digits, '_' or '-' (it prefixes each service's database, e.g. ${DEFAULT_PLATFORM_NAME}_identity)`)
  }
  return name
}

/** The name of a service's own database: `<platform>_<service>` (`care_records` by default). */
export const serviceDatabaseName = (service: string, platform = DEFAULT_PLATFORM_NAME) => `${platform}_${service.replace(/-/g, '_')}`

/** The URL of `<platform>_<service>` on the server of `url`, the platform named by `url` itself. */
export const serviceDatabaseUrl = (url: string, service: string) => databaseUrl(url, serviceDatabaseName(service, platformName(url)))

/** Creates database `name` on the server of `adminUrl` unless it exists; true when this call created it. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  // CREATE DATABASE takes no bind parameters, so the name is checked instead
  if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name: ${name}`)
  const client = await connectAdmin(adminUrl)
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (exists.rowCount) return false
    try {
      await client.query(`CREATE DATABASE "${name}"`)
      return true
    } catch (e) {
      // 42P04 duplicate_database: another caller won the race. Two CREATE DATABASE running at the
      // same instant can also collide on pg_database's unique index (23505) instead.
      const code = (e as { code?: string }).code
      if (code === '42P04' || code === '23505') return false
      throw e
    }
  } finally {
    await client.end()
  }
}

/**
 * A connection for CREATE DATABASE: to the database `url` names, or, when that one does not exist
 * (a platform name, not a database of its own), to the server's `postgres` database.
 */
async function connectAdmin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'care-provision' })
  try {
    await client.connect()
    return client
  } catch (e) {
    // 3D000 invalid_catalog_name: the named database does not exist
    if ((e as { code?: string }).code !== '3D000') throw e
    const fallback = new pg.Client({ connectionString: databaseUrl(url, 'postgres'), application_name: 'care-provision' })
    await fallback.connect()
    return fallback
  }
}
