// One database per service on a shared server (standalone mode, tests, small clusters). Replicas
// and the migration Job may all start together, so creating a database must tolerate a race.
import pg from 'pg'

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** `url` with its database replaced; credentials, host and parameters are kept. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${encodeURIComponent(database)}`
  return u.toString()
}

/** The name of a service's own database: `care_<service>`. */
export const serviceDatabaseName = (service: string) => `care_${service.replace(/-/g, '_')}`

/** The URL of `care_<service>` on the server of `adminUrl`. */
export const serviceDatabaseUrl = (adminUrl: string, service: string) => databaseUrl(adminUrl, serviceDatabaseName(service))

/** Creates database `name` on the server of `adminUrl` unless it exists; true when this call created it. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  // CREATE DATABASE takes no bind parameters, so the name is checked instead
  if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name: ${name}`)
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'care-provision' })
  await client.connect()
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
