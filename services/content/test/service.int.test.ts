// Content on its own database and the in-process bus: it migrates (the kit's tables, its own and the
// search column), serves its collections and named calls, and stops cleanly. The behaviour of each
// rule is in the other files of this folder.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { forums } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'
import { callRoute, collectionGetOne } from '@care/kit/bus/call-route'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startContent, type ContentService } from '../src/service.ts'

const businessId = newObjectId()
const admin: Session = { type: 'user', id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: ['Admin'], isAdmin: true }
const caller = { requestId: 'test', session: admin }

describe('content service', () => {
  let db: TestDatabase
  let service: ContentService
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })

  before(async () => {
    db = await createTestDatabase('content')
    service = await startContent({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }) })
  })
  after(async () => {
    await service?.stop()
    await bus.close()
    await db?.drop()
  })

  it('is ready once migrated, with its tables, triggers and search column', async () => {
    assert.equal(await service.ready(), true)
    const tables = await service.db.$queryRawUnsafe<{ name: string }[]>(
      "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
    const names = tables.map((t) => t.name)
    for (const t of ['care_outbox', 'managed_content_records', 'managed_content_record_assignments', 'forums', 'forum_posts', 'post_comments', 'post_likes', 'comment_likes']) assert.ok(names.includes(t), t)
    const triggers = await service.db.$queryRawUnsafe<{ name: string }[]>("SELECT tgname::text AS name FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE '%_counts' ORDER BY tgname")
    assert.deepEqual(triggers.map((t) => t.name), ['comment_likes_counts', 'post_comments_counts', 'post_likes_counts'])
    const column = await service.db.$queryRawUnsafe<{ type: string }[]>(
      "SELECT data_type::text AS type FROM information_schema.columns WHERE table_name = 'managed_content_records' AND column_name = 'search_vector'",
    )
    assert.equal(column[0]?.type, 'tsvector')
  })

  it('serves its collections: the generic calls answer their rows', async () => {
    const forum = await service.repos.forums.systemRepo(businessId).create({ title: 'Living with diabetes', publicRead: true })
    const read = await callRoute(bus, collectionGetOne(forums), { id: forum.id }, caller)
    assert.equal(read.title, 'Living with diabetes')
  })
})
