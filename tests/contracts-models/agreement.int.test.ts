// Every collection contract agrees with its service's Prisma model (issue #9): each field has a
// column whose type can hold what the contract accepts. The services' databases are migrated
// fresh, so the check reads what the migrations really create, not only the schema file.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { collections } from '@care/contracts/collections/index'
import { defineCollection } from '@care/contracts/collections/define'
import { checkAgreement } from '@care/kit/collections/agreement'
import { loadTable, type TableInfo } from '@care/kit/collections/columns'
import type { PrismaClientLike } from '@care/kit/collections/types'
import { migrateServiceDatabase } from '@care/kit/db/index'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { services } from '@care/platform/services'

// every service the platform runs (platform/services.ts, where `npm run new:service` adds it)
const definitions = services.map((s) => s.definition)
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** The delegate whose table is named after the collection (the models' @@map). */
function delegateFor(prisma: PrismaClientLike, collection: string): string | undefined {
  const models = (prisma as unknown as { _runtimeDataModel: { models: Record<string, { dbName?: string | null }> } })._runtimeDataModel.models
  const entry = Object.entries(models).find(([name, m]) => (m.dbName ?? name) === collection)
  return entry && lowerFirst(entry[0])
}

describe('contracts agree with the Prisma models', () => {
  const opened: { db: TestDatabase; prisma: PrismaClientLike & { $disconnect(): Promise<void> } }[] = []
  const tables = new Map<string, TableInfo>()

  before(async () => {
    for (const def of definitions) {
      const db = await createTestDatabase(`agree_${def.name}`)
      await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: def.migrationsDir })
      const prisma = def.prisma(db.url) as PrismaClientLike & { $disconnect(): Promise<void> }
      opened.push({ db, prisma })
      for (const c of collections.filter((c) => c.service === def.name)) {
        const delegate = delegateFor(prisma, c.name)
        assert.ok(delegate, `${def.name} has no model with the table "${c.name}"`)
        tables.set(c.name, await loadTable(prisma, delegate))
      }
    }
  })
  after(async () => {
    for (const o of opened) {
      await o.prisma.$disconnect()
      await o.db.drop()
    }
  })

  test('every collection is owned by a service that is declared', () => {
    const owners = new Set(definitions.map((d) => d.name))
    // collections of services not built yet would fail here, so a contract cannot outrun its service
    assert.deepEqual(collections.filter((c) => !owners.has(c.service)).map((c) => c.name), [])
  })

  for (const c of collections) {
    test(`${c.name}: every field has a column that can hold it`, () => {
      const table = tables.get(c.name)
      assert.ok(table, `no table for ${c.name}`)
      assert.deepEqual(checkAgreement(c, table), [])
    })
  }

  test('a disagreement is reported: a missing column, a list in a scalar, text in a number, objects in text', () => {
    const table = tables.get('endusers')!
    const broken = defineCollection({
      name: 'endusers',
      service: 'identity',
      fields: {
        nowhere: z.string().optional(),
        fname: z.array(z.string()).optional(),
        tags: z.array(z.object({ a: z.string() })).optional(),
        email: z.number().optional(),
        lname: z.object({ a: z.string() }).optional(),
        fields: z.string().optional(),
      },
    })
    const problems = checkAgreement(broken, table)
    assert.equal(problems.length, 5, problems.join('\n'))
    for (const f of ['nowhere', 'fname', 'tags', 'email', 'lname']) assert.ok(problems.some((p) => p.startsWith(`${f}:`)), f)
  })
})
