// A fresh, empty database per test file on the server named by DATABASE_URL (scripts/test.mjs
// sets it to an embedded PostgreSQL when the machine has none).
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { databaseUrl } from '../db/provision.ts'

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

/** Drops `name` on the test server, closing its connections first. */
export async function dropDatabase(name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl() })
  await c.connect()
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await c.end()
  }
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
    url: databaseUrl(admin, name),
    name,
    drop: () => dropDatabase(name),
  }
}
