// A fresh, empty database per test file on the server named by DATABASE_URL (scripts/test.mjs
// sets it to an embedded PostgreSQL when the machine has none).
import pg from 'pg'
import { randomBytes } from 'node:crypto'

export interface TestDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

export function serverUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: run tests with `npm test`, which provides a PostgreSQL server')
  return url
}

/** `postgresql://…/<db>` with the database replaced */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const admin = serverUrl()
  const name = `t_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"`)
  } finally {
    await client.end()
  }
  return {
    url: withDatabase(admin, name),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: admin })
      await c.connect()
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await c.end()
      }
    },
  }
}
