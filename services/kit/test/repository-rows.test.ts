// The repository's reads are typed on both sides: records as answered from the collection's
// contract (RowOf), rows as stored from the service's generated Prisma client (StoredRowOf: the
// client's own model type, Dates and NULLs included), narrowed to the fields a read names. The
// checks are the types below and the `@ts-expect-error` lines: `tsc` fails if a stored read answers
// untyped rows again, or if a field the row lacks compiles. repository-reads.int.test.ts checks the
// same rows at run time.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ModelDelegate, PrismaClientLike } from '../src/collections/types.ts'
import type { DbRecord } from '../src/collections/types.ts'
import type { Repository, RowOf, StoredRowOf } from '../src/repository/index.ts'
import type { RepositoriesOf } from '../src/service/collections.ts'
import type { Item, PrismaClient } from './fixture/src/generated/prisma/client.ts'
import { items } from './fixture/items.ts'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

/** a client typed only structurally (tests' fakes): its rows stay DbRecord */
interface FakeClient extends PrismaClientLike {
  item: ModelDelegate
}

/** The reads of the fixture's repository on its generated client, typed; never run, only compiled. */
async function reads(repo: RepositoriesOf<readonly [typeof items], PrismaClient>['items']) {
  const system = repo.systemRepo('business')
  assertType<Equal<Awaited<ReturnType<typeof system.get>>, RowOf<typeof items> | undefined>>()
  assertType<Equal<Awaited<ReturnType<typeof system.row>>, Item | undefined>>()
  const rows = await system.findRows({ done: true }, { take: 2 })
  assertType<Equal<typeof rows, Item[]>>()
  const row = await system.findRow({ title: 'A' })
  assertType<Equal<typeof row, Item | undefined>>()
  const narrowed = await system.findRows({}, { fields: ['id', 'priority'] })
  assertType<Equal<typeof narrowed, Pick<Item, 'id' | 'priority'>[]>>()
  // @ts-expect-error a narrowed row has only the fields it named
  void narrowed[0]?.title
  // @ts-expect-error a field the model lacks cannot be named
  await system.findRows({}, { fields: ['nope'] })
  const found = await repo.lookup({ code: 'code-a' })
  assertType<Equal<typeof found, Item | undefined>>()
  const business = await repo.lookup({ code: 'code-a' }, { fields: ['businessId'] })
  assertType<Equal<typeof business, Pick<Item, 'businessId'> | undefined>>()
  await system.modify('id', (stored) => {
    assertType<Equal<typeof stored, Item>>()
    return stored.done ? undefined : { done: true }
  })
  // stored values as the column holds them: Dates and NULLs, not the record's ISO strings
  const created: Date | undefined = row?.createdAt
  const title: string | null | undefined = row?.title
  return [created, title, rows, found, business]
}

test('stored reads answer the client model\'s rows, narrowed to the fields named', () => {
  assertType<Equal<StoredRowOf<PrismaClient, 'item'>, Item>>()
  assertType<Equal<RepositoriesOf<readonly [typeof items], PrismaClient>['items'], Repository<typeof items, Item>>>()
  // a model named beside the contract is the one typed
  assertType<Equal<RepositoriesOf<readonly [readonly [typeof items, undefined, { model: 'item' }]], PrismaClient>['items'], Repository<typeof items, Item>>>()
  assert.equal(typeof reads, 'function')
})

test('without a generated client, stored rows stay DbRecord', () => {
  assertType<Equal<StoredRowOf<FakeClient, 'item'>, DbRecord>>()
  assertType<Equal<StoredRowOf<unknown, 'item'>, DbRecord>>()
  assertType<Equal<RepositoriesOf<readonly [typeof items]>['items'], Repository<typeof items, DbRecord>>>()
  assertType<Equal<StoredRowOf<PrismaClient, 'nope'>, DbRecord>>()
})
