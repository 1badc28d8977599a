// The SDK's types come from the contracts' schemas: a record is its record schema's output less
// its hidden fields, a create its fields' input, a named call its route's input and output. The
// `assertType` lines are checked by `tsc` (a wrong type does not compile); the runtime checks
// guard what the types are derived from.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { z } from 'zod'
import { users, endusers, tickets, collections } from '@care/contracts/collections/index'
import type { loginUserInput } from '@care/contracts/routes/identity'
import type { Cost } from '@care/contracts/collections/products'
import { namedRoutes } from '../generated/routes.ts'
import type { CollectionApis } from './collection-api.ts'
import type { CreateOf, KnownCollection, NamedRouteTypes, RecordOf, UpdateOf } from './records.ts'
import type { CareClient } from '../client.ts'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

test('records are their contract record schema, hidden fields left out', () => {
  assertType<Equal<RecordOf<'tickets'>['title'], z.output<typeof tickets.record>['title']>>()
  assertType<Equal<RecordOf<'endusers'>['fname'], string | undefined>>()
  assertType<Equal<RecordOf<'users'>['id'], string>>()
  assertType<Equal<'hashedPassword' extends keyof RecordOf<'users'> ? true : false, false>>()
  assertType<Equal<'hashedPassword' extends keyof RecordOf<'endusers'> ? true : false, false>>()
  assertType<Equal<'hashedPassword' extends keyof z.output<typeof users.record> ? true : false, true>>()
  // messaging's and billing's collections are typed from their contracts
  assertType<Equal<RecordOf<'chat_rooms'>['id'], string>>()
  assertType<Equal<RecordOf<'purchases'>['cost'], Cost | undefined>>()
  assert.deepEqual(users.hidden, ['hashedPassword'])
  assert.deepEqual(endusers.hidden, ['hashedPassword'])
})

declare const _client: CareClient

test('creates and the generic calls are typed per collection', () => {
  assertType<Equal<CreateOf<'endusers'>['fname'], z.input<typeof endusers.fields.fname>>>()
  type Apis = CollectionApis['tickets']
  assertType<Equal<Awaited<ReturnType<Apis['getOne']>>, RecordOf<'tickets'>>>()
  // a cache's records are its collection's (an instantiation: ReturnType of the generic method over
  // all collections is more than TypeScript infers, and it answers any)
  type Collection<K extends KnownCollection> = ReturnType<typeof _client.collection<K>>
  assertType<Equal<Collection<'chat_rooms'>['records'][number], RecordOf<'chat_rooms'>>>()
  assertType<Equal<Collection<'tickets'>['records'][number]['id'], string>>()
  // @ts-expect-error a name no contract declares is refused
  const nope: KnownCollection = 'widgets'
  assert.ok(nope && collections.length > 0)
})

test('an update sends any create field, or null to unset it (as the server allows)', () => {
  type TicketUpdates = Parameters<CollectionApis['tickets']['updateOne']>[1]
  assertType<Equal<TicketUpdates, UpdateOf<'tickets'>>>()
  assertType<Equal<UpdateOf<'tickets'>['owner'], CreateOf<'tickets'>['owner'] | null | undefined>>()
  const unset: UpdateOf<'tickets'> = { owner: null, dueDateInMS: null, title: 'Call back' }
  // @ts-expect-error a field is still its own type: a stage is text
  const wrong: UpdateOf<'tickets'> = { stage: 5 }
  assert.deepEqual(Object.keys({ ...unset, ...wrong }), ['owner', 'dueDateInMS', 'title', 'stage'])
})

test('each named call is typed from its route in contracts', () => {
  assertType<Equal<NamedRouteTypes['usersLogin']['input'], z.input<typeof loginUserInput>>>()
  assertType<Equal<NamedRouteTypes['usersLogin']['output']['user'], z.output<typeof users.record>>>()
  assertType<Equal<NamedRouteTypes['usersLogin']['output']['authToken'], string>>()
  assert.equal(namedRoutes.find((r) => r.name === 'usersLogin')?.operation, 'users.login')
})
