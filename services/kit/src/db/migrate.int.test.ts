import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createTestDatabase, type TestDatabase } from '../testing/database.ts'
import { migrate, migrateServiceDatabase } from './migrate.ts'

const FIXTURE_MIGRATIONS = fileURLToPath(new URL('./test-fixture/migrations', import.meta.url))

async function query<R extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<R>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** A folder of migrations; each one logs itself into `applied`, so a second run would show twice. */
function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'care-migrations-'))
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql)
  return dir
}

const counted = {
  '001.do.log.sql': `CREATE TABLE applied (name text NOT NULL); INSERT INTO applied VALUES ('001');`,
  '002.do.things.sql': `CREATE TABLE things (id int PRIMARY KEY); INSERT INTO applied VALUES ('002');`,
  // a slow one widens the window in which concurrent runners would collide without the lock
  '003.do.slow.sql': `SELECT pg_sleep(0.2); ALTER TABLE things ADD COLUMN name text; INSERT INTO applied VALUES ('003');`,
  '003.undo.slow.sql': `ALTER TABLE things DROP COLUMN name;`,
}

describe('migrate', () => {
  let db: TestDatabase
  const folders: string[] = []
  const folder = (files: Record<string, string>) => {
    const dir = migrationsFolder(files)
    folders.push(dir)
    return dir
  }

  before(async () => {
    db = await createTestDatabase('migrate')
  })
  after(async () => {
    await db.drop()
    for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  })

  it('applies the do-files once, in order, and is idempotent', async () => {
    const dir = folder(counted)
    const first = await migrate({ url: db.url, migrationsDir: dir, table: 'm_once' })
    assert.deepEqual(first.map((f) => basename(f)), ['001.do.log.sql', '002.do.things.sql', '003.do.slow.sql'])
    assert.deepEqual(await migrate({ url: db.url, migrationsDir: dir, table: 'm_once' }), [])
    const rows = await query<{ name: string }>(db.url, 'SELECT name FROM applied ORDER BY name')
    assert.deepEqual(rows.map((r) => r.name), ['001', '002', '003'])
    const history = await query<{ version: string }>(db.url, 'SELECT version FROM m_once WHERE version > 0 ORDER BY version')
    assert.deepEqual(history.map((r) => Number(r.version)), [1, 2, 3])
  })

  it('lets concurrent runners all succeed while each migration is applied once', async () => {
    const other = await createTestDatabase('migrate_race')
    try {
      const dir = folder(counted)
      const runs = await Promise.all(Array.from({ length: 4 }, () => migrate({ url: other.url, migrationsDir: dir, table: 'm_race' })))
      assert.equal(runs.flat().length, 3, 'the three migrations were applied by exactly one runner each')
      const rows = await query<{ name: string }>(other.url, 'SELECT name FROM applied ORDER BY name')
      assert.deepEqual(rows.map((r) => r.name), ['001', '002', '003'])
    } finally {
      await other.drop()
    }
  })

  it('rolls a failing migration back entirely and applies it once fixed', async () => {
    const dir = folder({
      '001.do.first.sql': `CREATE TABLE first_table (id int);`,
      '002.do.broken.sql': `CREATE TABLE half_done (id int); SELECT no_such_function();`,
    })
    await assert.rejects(migrate({ url: db.url, migrationsDir: dir, table: 'm_fail' }), /no_such_function/)
    const halfDone = await query(db.url, `SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)
    assert.equal(halfDone.length, 0, 'the statements before the error were rolled back')
    const history = await query<{ version: string }>(db.url, 'SELECT version FROM m_fail WHERE version > 0')
    assert.deepEqual(history.map((r) => Number(r.version)), [1])

    writeFileSync(join(dir, '002.do.broken.sql'), `CREATE TABLE half_done (id int);`)
    const applied = await migrate({ url: db.url, migrationsDir: dir, table: 'm_fail' })
    assert.deepEqual(applied.map((f) => basename(f)), ['002.do.broken.sql'])
  })

  it('refuses to run when an applied migration was edited', async () => {
    const dir = folder({ '001.do.edit.sql': `CREATE TABLE edited (id int);` })
    await migrate({ url: db.url, migrationsDir: dir, table: 'm_edit' })
    writeFileSync(join(dir, '001.do.edit.sql'), `CREATE TABLE edited (id bigint);`)
    await assert.rejects(migrate({ url: db.url, migrationsDir: dir, table: 'm_edit' }), /checksum/i)
  })

  it('refuses to skip a migration numbered below the applied ones', async () => {
    const dir = folder({ '001.do.a.sql': `CREATE TABLE gap_a (id int);`, '003.do.c.sql': `CREATE TABLE gap_c (id int);` })
    await migrate({ url: db.url, migrationsDir: dir, table: 'm_gap' })
    writeFileSync(join(dir, '002.do.b.sql'), `CREATE TABLE gap_b (id int);`)
    await assert.rejects(migrate({ url: db.url, migrationsDir: dir, table: 'm_gap' }), /002\.do\.b\.sql/)
  })

  it('refuses a missing folder and an unsafe table name', async () => {
    await assert.rejects(migrate({ url: db.url, migrationsDir: join(tmpdir(), 'no-such-migrations'), table: 'm_x' }), /not found/)
    await assert.rejects(migrate({ url: db.url, migrationsDir: folder({}), table: 'x"; drop table y' }), /invalid/)
  })
})

describe('migrateServiceDatabase', () => {
  let db: TestDatabase
  before(async () => {
    db = await createTestDatabase('migrate_service')
  })
  after(async () => {
    await db.drop()
  })

  it('applies the kit migrations, then the service migrations, each with its own history', async () => {
    const first = await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: FIXTURE_MIGRATIONS })
    assert.deepEqual(first.kit.map((f) => basename(f)), ['001.do.outbox.sql', '002.do.reactions.sql', '003.do.idempotency.sql', '004.do.idempotency-record-id.sql', '005.do.idempotency-committed.sql'])
    assert.deepEqual(first.service.map((f) => basename(f)), ['001.do.widgets.sql'])
    assert.deepEqual(await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: FIXTURE_MIGRATIONS }), { kit: [], service: [] })

    const tables = await query<{ tablename: string }>(
      db.url,
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
    assert.deepEqual(tables.map((t) => t.tablename), [
      'Widget', 'care_background_errors', 'care_idempotency', 'care_kit_migrations', 'care_migrations', 'care_outbox', 'care_processed_events', 'care_reaction_failures',
    ])
    const trigger = await query(db.url, `SELECT 1 FROM pg_trigger WHERE tgname = 'care_outbox_notify'`)
    assert.equal(trigger.length, 1)
  })
})
