// Forms starts on its own database and the in-process bus, migrates (the kit's tables and its
// own), answers readiness, and stops cleanly.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startForms, type FormsService } from '../src/service.ts'

describe('forms service', () => {
  let db: TestDatabase
  let service: FormsService
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })

  before(async () => {
    db = await createTestDatabase('forms')
    service = await startForms({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }) })
  })
  after(async () => {
    await service?.stop()
    await bus.close()
    await db?.drop()
  })

  it('is ready once migrated', async () => {
    assert.equal(await service.ready(), true)
    const tables = await service.db.$queryRawUnsafe<{ name: string }[]>(
      "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
    const names = tables.map((t) => t.name)
    for (const t of ['care_outbox', 'care_processed_events', 'care_background_errors', 'care_migrations']) assert.ok(names.includes(t), t)
  })
})
