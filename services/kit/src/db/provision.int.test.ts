import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { serverUrl } from '../testing/database.ts'
import { databaseUrl, ensureDatabase, platformName, serviceDatabaseName, serviceDatabaseUrl } from './provision.ts'

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

  it('creates a database when the URL names one that does not exist yet (a platform name)', async () => {
    const name = freshName()
    const platformUrl = databaseUrl(serverUrl(), `t_absent_${randomBytes(4).toString('hex')}`)
    assert.equal(await ensureDatabase(platformUrl, name), true)
  })

  it('refuses names that would need quoting', async () => {
    await assert.rejects(ensureDatabase(serverUrl(), 'x"; DROP DATABASE postgres; --'), /invalid database name/)
    await assert.rejects(ensureDatabase(serverUrl(), 'Care'), /invalid database name/)
  })
})

describe('serviceDatabaseUrl', () => {
  it('names the service database <platform>_<service> after the database the URL names, keeping credentials and parameters', () => {
    assert.equal(serviceDatabaseName('records'), 'care_records')
    assert.equal(serviceDatabaseName('records', 'clinic_a'), 'clinic_a_records')
    assert.equal(
      serviceDatabaseUrl('postgresql://app:secret@db.internal:6432/clinic_a?sslmode=require', 'records'),
      'postgresql://app:secret@db.internal:6432/clinic_a_records?sslmode=require',
    )
    assert.equal(serviceDatabaseUrl('postgresql://app@db.internal/clinic-b', 'records'), 'postgresql://app@db.internal/clinic_b_records')
  })

  it('keeps care_<service> for the server\'s maintenance database or none', () => {
    for (const url of ['postgresql://app@db/postgres', 'postgresql://app@db/', 'postgresql://app@db']) assert.equal(platformName(url), 'care')
    assert.equal(serviceDatabaseUrl('postgresql://app:secret@db.internal:6432/postgres?sslmode=require', 'records'), 'postgresql://app:secret@db.internal:6432/care_records?sslmode=require')
  })

  it('refuses a database name that cannot prefix a PostgreSQL identifier, saying what to use', () => {
    assert.throws(() => platformName('postgresql://app@db/Clinic'), /DATABASE_URL names the database 'Clinic': use at most 40 lowercase letters/)
    assert.throws(() => platformName(`postgresql://app@db/${'a'.repeat(41)}`), /at most 40/)
  })
})
