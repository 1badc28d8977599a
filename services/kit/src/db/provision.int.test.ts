import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { serverUrl } from '../testing/database.ts'
import { databaseUrl, ensureDatabase, serviceDatabaseName, serviceDatabaseUrl } from './provision.ts'

describe('ensureDatabase', () => {
  const created: string[] = []
  const freshName = () => {
    const name = `t_provision_${randomBytes(4).toString('hex')}`
    created.push(name)
    return name
  }

  after(async () => {
    const client = new pg.Client({ connectionString: serverUrl() })
    await client.connect()
    try {
      for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    } finally {
      await client.end()
    }
  })

  it('creates a missing database once and then leaves it alone', async () => {
    const name = freshName()
    assert.equal(await ensureDatabase(serverUrl(), name), true)
    assert.equal(await ensureDatabase(serverUrl(), name), false)
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl(), name) })
    await client.connect()
    try {
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db')
      assert.equal(rows[0]?.db, name)
    } finally {
      await client.end()
    }
  })

  it('is safe when replicas race to create the same database', async () => {
    const name = freshName()
    const results = await Promise.all(Array.from({ length: 6 }, () => ensureDatabase(serverUrl(), name)))
    assert.equal(results.filter(Boolean).length, 1, 'exactly one caller created it')
  })

  it('refuses names that would need quoting', async () => {
    await assert.rejects(ensureDatabase(serverUrl(), 'x"; DROP DATABASE postgres; --'), /invalid database name/)
    await assert.rejects(ensureDatabase(serverUrl(), 'Care'), /invalid database name/)
  })
})

describe('serviceDatabaseUrl', () => {
  it('names the service database care_<service> and keeps credentials and parameters', () => {
    assert.equal(serviceDatabaseName('records'), 'care_records')
    assert.equal(
      serviceDatabaseUrl('postgresql://app:secret@db.internal:6432/postgres?sslmode=require', 'records'),
      'postgresql://app:secret@db.internal:6432/care_records?sslmode=require',
    )
  })
})
